import { screen } from '@testing-library/react';
import { renderPage, sentTo, staff } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { ReportTemplateListPage } from './index';

registerLocale();

const template = {
  id: 1,
  code: 'standard-stage-report',
  nameZh: '标准阶段报告',
  nameEn: 'Standard stage report',
  description: '',
  publishedSeq: 1,
  publishedVersionId: 1,
  draftVersionId: 3,
  versionCount: 2,
  version: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('ReportTemplateListPage', () => {
  it('lists templates with their published version and open draft, and links each to the designer', async () => {
    const { sent } = renderPage(<ReportTemplateListPage />, {
      url: '/system/report/template?keyword=标准',
      subject: staff(['form']),
      replies: { 'GET /pm/report-templates': { list: [template], total: 1, page: 1, pageSize: 10 } },
    });
    expect(await screen.findByRole('link', { name: '标准阶段报告' })).toHaveAttribute(
      'href',
      '/system/report/create-template?id=1',
    );
    expect(screen.getByText('第 1 版')).toBeInTheDocument();
    expect(screen.getByText('有草稿')).toBeInTheDocument();
    expect(sentTo(sent, 'GET /pm/report-templates')[0]?.params).toMatchObject({ keyword: '标准' });
  });
});
