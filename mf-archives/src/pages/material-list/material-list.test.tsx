import { act, screen } from '@testing-library/react';
import type { MaterialListItem } from '@pm/domain/shapes';
import { i18n } from '@pm/web/i18n';
import { renderPage, staff } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { MaterialListPage } from './index';

registerLocale();

const material = (id: number, category: string): MaterialListItem => ({
  id,
  code: `CL2025000${id}`,
  title: `材料 ${id}`,
  category,
  projectId: 1,
  projectName: '乡村儿童阅读计划',
  fileName: `CL2025000${id}.pdf`,
  status: 'archived',
  uploadedBy: '王敏',
  createdAt: '2026-03-01T02:00:00.000Z',
});

const dictionary = [
  { value: 'invoice', labelZh: '拨款票据', labelEn: 'Payment vouchers' },
  { value: 'photo', labelZh: '现场照片', labelEn: 'Site photos' },
];

describe('MaterialListPage', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('names every category from the material_category dictionary, in the language of the page', async () => {
    renderPage(<MaterialListPage />, {
      url: '/archives/material',
      subject: staff(['fileArchive']),
      replies: {
        'GET /pm/materials': { list: [material(1, 'invoice'), material(2, 'photo')], total: 2 },
        'GET /pm/dicts/material_category': dictionary,
      },
    });
    expect(await screen.findByText('拨款票据')).toBeInTheDocument();
    expect(screen.getByText('现场照片')).toBeInTheDocument();
    expect(screen.queryByText('invoice')).not.toBeInTheDocument();

    await act(() => i18n.changeLanguage('en-US'));
    expect(await screen.findByText('Payment vouchers')).toBeInTheDocument();
    expect(screen.getByText('Site photos')).toBeInTheDocument();
  });
});
