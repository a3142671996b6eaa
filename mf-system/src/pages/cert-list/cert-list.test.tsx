import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultLayout } from '@pm/domain/certificates/layout';
import type { Certificate, CertTemplate } from '@pm/domain/certificates/shapes';
import { renderPage, sentTo, staff } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { CertListPage } from './index';

registerLocale();

const template: CertTemplate = {
  id: 3,
  name: '志愿服务证书',
  recipientType: 'volunteer',
  issuerName: '示例公益基金会',
  prefix: 'ZYFW',
  digits: 4,
  backgroundFileId: null,
  sealFileId: null,
  signatureFileId: null,
  layout: defaultLayout('volunteer'),
  enabled: true,
  version: 1,
  issuedCount: 2,
  nextNumber: 'ZYFW-2026-0003',
  updatedAt: '2026-11-15T00:00:00.000Z',
};

const certificate: Certificate = {
  id: 9,
  number: 'ZYFW-2026-0001',
  verifyCode: 'abcdefghijklmnopqrstuv',
  verifyUrl: 'http://localhost/verify/abcdefghijklmnopqrstuv',
  templateId: 3,
  templateName: '志愿服务证书',
  recipientType: 'volunteer',
  recipientId: 5,
  recipientName: '李四',
  projectId: 2,
  projectName: '乡村图书角',
  hours: '12.50',
  amount: null,
  issuedOn: '2026-11-01',
  issuedBy: '管理员',
  status: 'issued',
  revokeReason: null,
  revokedAt: null,
  pdfFileId: null,
  version: 1,
};

const replies = {
  'GET /pm/cert/templates': [template],
  'GET /pm/cert/issued': { list: [certificate], total: 1, page: 1, pageSize: 10 },
};

describe('CertListPage', () => {
  it('lists the templates with their next number and opens the designer to edit one', async () => {
    renderPage(<CertListPage />, { url: '/system/cert', subject: staff(['cert']), replies });
    expect(await screen.findByText('ZYFW-2026-0003')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });

  it('revokes a certificate only with a reason, after asking', async () => {
    const { sent } = renderPage(<CertListPage />, {
      url: '/system/cert?tab=issued',
      subject: staff(['cert']),
      replies: {
        ...replies,
        'POST /pm/cert/issued/9/revoke': { ...certificate, status: 'revoked', version: 2 },
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByText('李四')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '作废' }));
    const confirm = await screen.findByRole('button', { name: '确定' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: '作废原因（必填）' }), '信息有误');
    await user.click(confirm);
    await waitFor(() =>
      expect(sentTo(sent, 'POST /pm/cert/issued/9/revoke')[0]?.body).toEqual({
        reason: '信息有误',
        version: 1,
      }),
    );
  });

  it('previews a batch before issuing it', async () => {
    const { sent } = renderPage(<CertListPage />, {
      url: '/system/cert?tab=issued',
      subject: staff(['cert']),
      replies: {
        ...replies,
        'GET /pm/cert/project-options': [{ id: 2, code: 'P001', name: '乡村图书角' }],
        'POST /pm/cert/issued/batch': { eligible: 3, skipped: 1, issued: 2, numbers: [] },
      },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '批量发放' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getAllByRole('combobox')[0]!);
    await user.click(
      await screen.findByText('志愿服务证书', { selector: '.arco-select-option *, .arco-select-option' }),
    );
    await user.click(within(dialog).getAllByRole('combobox')[1]!);
    await user.click(await screen.findByText('P001 乡村图书角'));
    await user.click(within(dialog).getByRole('button', { name: '预览人数' }));
    expect(
      await within(dialog).findByText('符合条件 3 人，已持有有效证书 1 人，将发放 2 张'),
    ).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/cert/issued/batch')[0]?.body).toEqual({
      templateId: 3,
      projectId: 2,
      minHours: '0',
      preview: true,
    });
  });
});
