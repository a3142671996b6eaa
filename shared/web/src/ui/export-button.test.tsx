import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { http } from '../api/http';
import { fakeAdapter, ok } from '../api/test-adapter';
import { ExportButton } from './export-button';

function job(change: Partial<ExportJob> = {}): ExportJob {
  return {
    id: 7,
    kind: 'projects',
    status: 'running',
    total: 25_000,
    written: 0,
    percent: 0,
    fileName: '项目列表-20261115.xlsx',
    size: null,
    error: null,
    createdBy: 1,
    createdByName: '管理员',
    createdAt: '2026-11-15T02:00:00.000Z',
    finishedAt: null,
    ...change,
  };
}

const jsonBlob = (value: unknown) => new Blob([JSON.stringify(value)], { type: 'application/json' });

describe('ExportButton', () => {
  const original = http.defaults.adapter;
  afterEach(() => {
    http.defaults.adapter = original;
    document.body.innerHTML = '';
  });

  it('saves a small export at once, under the name the server gives', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    http.defaults.adapter = fakeAdapter(() => ({
      body: new Blob(['xlsx']),
      headers: { 'content-disposition': 'attachment; filename="x.xlsx"; filename*=UTF-8\'\'%E9%A1%B9.xlsx' },
    }));
    render(<ExportButton url="/pm/projects/export" params={{}} fileName="projects" />);
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });

  it('follows a background export job to its download when the server answers 202', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const reads: string[] = [];
    let polls = 0;
    http.defaults.adapter = fakeAdapter((config) => {
      reads.push(String(config.url));
      if (config.url === '/pm/projects/export') return { status: 202, body: jsonBlob(ok(job()).body) };
      polls += 1;
      return ok(
        polls === 1
          ? job({ written: 10_000, percent: 40 })
          : job({ status: 'done', written: 25_000, percent: 100, size: 1234 }),
      );
    });
    render(<ExportButton url="/pm/projects/export" params={{ status: 'in_progress' }} fileName="projects" />);
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('共 25,000 条，超过 10,000 条，已转入后台导出')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1100);
    });
    expect(await screen.findByText('已写入 10,000 / 25,000 条')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1100);
    });
    expect(await screen.findByText('导出完成：项目列表-20261115.xlsx')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载' })).toBeInTheDocument();
    expect(reads.filter((url) => url === '/pm/exports/7')).toHaveLength(2);
    jest.useRealTimers();
  });

  it('lists the caller’s recent background exports of the list when asked', async () => {
    const asked: unknown[] = [];
    http.defaults.adapter = fakeAdapter((config) => {
      asked.push(config.params);
      return ok({
        list: [job({ status: 'failed', error: '导出中断（服务重启），请重新导出' })],
        total: 1,
        page: 1,
        pageSize: 5,
      });
    });
    render(<ExportButton url="/pm/projects/export" params={{}} fileName="projects" />);
    await userEvent.click(screen.getByRole('button', { name: '导出记录' }));
    expect(await screen.findByText('导出失败：导出中断（服务重启），请重新导出')).toBeInTheDocument();
    expect(asked).toEqual([{ kind: 'projects', pageSize: 5 }]);
  });

  it('offers no records button for a URL that is not a list export', () => {
    render(<ExportButton url="/pm/other" params={{}} fileName="x" />);
    expect(screen.queryByRole('button', { name: '导出记录' })).not.toBeInTheDocument();
  });
});
