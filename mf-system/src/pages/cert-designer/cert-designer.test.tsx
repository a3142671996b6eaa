import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, sentTo, staff } from '@pm/web/testing';
import { defaultLayout } from '@pm/domain/certificates/layout';
import { registerLocale } from '../../locale';
import { newCertTemplateValues } from '../../features/cert/cert-template-values';
import { CertDesignerPage } from './index';

registerLocale();

// The template as the server keeps it: the page opens it (`?id=11`) once it is saved.
const saved = {
  ...newCertTemplateValues,
  id: 11,
  version: 1,
  issuedCount: 0,
  nextNumber: 'ZS-2026-0001',
  updatedAt: '2026-11-15T00:00:00.000Z',
  name: '志愿服务证书',
  issuerName: '示例公益基金会',
  layout: defaultLayout('volunteer'),
};

describe('CertDesignerPage', () => {
  it('moves a field with the arrow keys and shows its numbers', async () => {
    renderPage(<CertDesignerPage />, { url: '/system/cert/create', subject: staff(['cert']), replies: {} });
    const name = await screen.findByRole('button', { name: '移动字段：姓名' });
    const x = screen.getByRole('spinbutton', { name: '姓名 X' });
    expect(x).toHaveValue('421');
    fireEvent.keyDown(name, { key: 'ArrowRight', shiftKey: true });
    await waitFor(() => expect(x).toHaveValue('431'));
    fireEvent.keyDown(name, { key: 'ArrowUp' });
    expect(screen.getByRole('spinbutton', { name: '姓名 Y' })).toHaveValue('249');
  });

  it('shows the layout problems the server would refuse, and the numbering example', async () => {
    renderPage(<CertDesignerPage />, { url: '/system/cert/create', subject: staff(['cert']), replies: {} });
    expect(await screen.findByText(/编号示例：ZS-\d{4}-0001/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '姓名' }));
    expect(await screen.findByText('请放置获证人姓名')).toBeInTheDocument();
  });

  it('checks every form field and saves the template with its layout', async () => {
    const { sent } = renderPage(<CertDesignerPage />, {
      url: '/system/cert/create',
      subject: staff(['cert']),
      replies: { 'POST /pm/cert/templates': saved, 'GET /pm/cert/templates/11': saved },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入模板名称（最多 60 字）')).toBeInTheDocument();
    expect(screen.getByText('请输入颁发机构（最多 60 字）')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '模板名称' }), '志愿服务证书');
    await user.type(screen.getByRole('textbox', { name: '颁发机构' }), '示例公益基金会');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/cert/templates')).toHaveLength(1));
    const body = sentTo(sent, 'POST /pm/cert/templates')[0]?.body as {
      name: string;
      layout: { fields: unknown[] };
    };
    expect(body).toMatchObject({
      name: '志愿服务证书',
      issuerName: '示例公益基金会',
      prefix: 'ZS',
      enabled: true,
    });
    expect(body.layout.fields).toHaveLength(6);
    // Saved, the page opens the template the server kept.
    await waitFor(() => expect(sentTo(sent, 'GET /pm/cert/templates/11')).toHaveLength(1));
    expect(await screen.findByRole('textbox', { name: '模板名称' })).toHaveValue('志愿服务证书');
  });
});
