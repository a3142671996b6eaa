import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportJob } from '@pm/domain/shapes/imports';
import { renderPage, sentTo, staff } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { FilesPage } from './index';

registerLocale();

const job = (id: number, more: Partial<ImportJob>): ImportJob => ({
  id,
  type: 'beneficiaryPerson',
  status: 'committed',
  mode: 'all',
  progress: 100,
  total: 200,
  valid: 200,
  invalid: 0,
  imported: 200,
  original: { id: 10 + id, name: '受益人.xlsx' },
  errorFile: null,
  message: null,
  createdBy: '系统管理员',
  createdAt: '2026-11-15T02:00:00.000Z',
  finishedAt: '2026-11-15T02:00:10.000Z',
  version: 4,
  ...more,
});

const jobs = {
  list: [
    job(2, {}),
    job(1, {
      status: 'failed',
      mode: null,
      valid: 197,
      invalid: 3,
      imported: 0,
      errorFile: { id: 30, name: '导入错误-受益人.xlsx' },
      message: '处理过程中断（服务器已停止），未导入任何数据，可重新提交',
    }),
  ],
  total: 2,
  page: 1,
  pageSize: 10,
};

describe('FilesPage, imports tab', () => {
  it('shows the import steps and the jobs with who, counts, status and files', async () => {
    renderPage(<FilesPage />, {
      url: '/system/files',
      subject: staff(['import']),
      replies: { 'GET /pm/import/jobs': jobs },
    });
    expect(await screen.findByRole('button', { name: '下载模板' })).toBeInTheDocument();
    const rows = await screen.findAllByText('系统管理员');
    expect(rows).toHaveLength(2);
    const failed = rows[1]!.closest('tr')!;
    expect(within(failed).getByText('失败')).toBeInTheDocument();
    expect(within(failed).getByText('200 / 197 / 3')).toBeInTheDocument();
    expect(within(failed).getByText('错误文件')).toBeInTheDocument();
    expect(within(rows[0]!.closest('tr')!).queryByText('错误文件')).not.toBeInTheDocument();
  });

  it('offers every import type in the wizard’s type select', async () => {
    renderPage(<FilesPage />, {
      url: '/system/files',
      subject: staff(['import']),
      replies: { 'GET /pm/import/jobs': jobs },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('combobox', { name: '导入类型' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      '受益人（个人）',
      '受益人（单位）',
      '合作方',
      '志愿者',
      '志愿服务时长',
      '项目',
      '系统用户',
    ]);
  });

  it('searches the jobs by type', async () => {
    const { sent } = renderPage(<FilesPage />, {
      url: '/system/files',
      subject: staff(['import']),
      replies: { 'GET /pm/import/jobs': jobs },
    });
    await screen.findAllByText('系统管理员');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getAllByText('全部')[0]!);
    await user.click(await screen.findByRole('option', { name: '受益人（单位）' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(sentTo(sent, 'GET /pm/import/jobs').at(-1)?.params).toMatchObject({
        type: 'beneficiaryCompany',
      }),
    );
  });

  it("gets the chosen type's template", async () => {
    const { sent } = renderPage(<FilesPage />, {
      url: '/system/files',
      subject: staff(['import']),
      replies: { 'GET /pm/import/jobs': jobs, 'GET /pm/import/template': new Blob(['xlsx']) },
    });
    await screen.findAllByText('系统管理员');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getAllByText('受益人（个人）')[0]!);
    await user.click(await screen.findByRole('option', { name: '系统用户' }));
    await user.click(screen.getByRole('button', { name: '下载模板' }));
    await waitFor(() =>
      expect(sentTo(sent, 'GET /pm/import/template').at(-1)?.params).toMatchObject({ type: 'user' }),
    );
  });
});
