import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { renderPage, sentTo, staff } from '@pm/web/testing';
import { registerLocale } from '../../../locale';
import { ExportJobsPanel } from './export-jobs-panel';

registerLocale();

const job = (change: Partial<ExportJob>): ExportJob => ({
  id: 1,
  kind: 'logs',
  status: 'done',
  total: 12_000,
  written: 12_000,
  percent: 100,
  fileName: '操作日志-20261115.xlsx',
  size: 512_000,
  error: null,
  createdBy: 5,
  createdByName: '系统管理员',
  createdAt: '2026-11-15T02:00:00.000Z',
  finishedAt: '2026-11-15T02:00:09.000Z',
  ...change,
});

describe('ExportJobsPanel', () => {
  it('lists everyone’s jobs; the file only to its own creator, a failure with its reason', async () => {
    renderPage(<ExportJobsPanel />, {
      url: '/system/files?tab=exports',
      subject: staff(['import']),
      userId: 5,
      replies: {
        'GET /pm/exports/all': {
          list: [
            job({}),
            job({
              id: 2,
              createdBy: 9,
              createdByName: '财务',
              kind: 'appropriations',
              fileName: '拨款.xlsx',
            }),
            job({
              id: 3,
              status: 'failed',
              error: '导出失败，请重试',
              fileName: '项目.xlsx',
              kind: 'projects',
            }),
          ],
          total: 3,
          page: 1,
          pageSize: 10,
        },
      },
    });
    const mine = (await screen.findByText('操作日志-20261115.xlsx')).closest('tr')!;
    expect(within(mine).getByRole('button', { name: '下载' })).toBeInTheDocument();
    expect(within(mine).getByText('12,000')).toBeInTheDocument();
    const others = screen.getByText('拨款.xlsx').closest('tr')!;
    expect(within(others).getByText('仅导出人可下载')).toBeInTheDocument();
    expect(within(others).queryByRole('button', { name: '下载' })).not.toBeInTheDocument();
    const failed = screen.getByText('项目.xlsx').closest('tr')!;
    expect(within(failed).getByText('导出失败：导出失败，请重试')).toBeInTheDocument();
  });

  it('searches by who, and shows an empty list as such', async () => {
    const { sent } = renderPage(<ExportJobsPanel />, {
      url: '/system/files?tab=exports',
      subject: staff(['import']),
      userId: 5,
      replies: { 'GET /pm/exports/all': { list: [], total: 0, page: 1, pageSize: 10 } },
    });
    expect(await screen.findByText('暂无导出任务')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: '导出人' }), '  财务 ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(sentTo(sent, 'GET /pm/exports/all').map((r) => r.params)).toContainEqual({
        page: 1,
        pageSize: 10,
        keyword: '财务',
      }),
    );
  });
});
