import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationLogDetail, OperationLogItem } from '@pm/domain/shapes';
import { renderPage, sentTo, staff } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { LogListPage } from './index';

registerLocale();

const row = (more: Partial<OperationLogItem>): OperationLogItem => ({
  id: 7,
  createdAt: '2026-03-01T02:05:00.000Z',
  userId: 1,
  userName: '系统管理员',
  username: null,
  module: 'funds',
  entity: 'appropriation',
  entityId: '12',
  action: 'update',
  ip: '10.0.0.8',
  comment: null,
  projectId: 3,
  ...more,
});

const detail: OperationLogDetail = {
  ...row({}),
  before: { amount: '1000.00', scheduledDate: '2026-03-01', status: 'submitted', remark: '同' },
  after: { amount: '1234567.5', scheduledDate: '2026-03-09', status: 'verified', remark: '同' },
};

describe('LogListPage', () => {
  it('lists the log with module, action and address, and opens a row’s change field by field', async () => {
    const failed = row({
      id: 8,
      userId: null,
      userName: null,
      username: 'ghost',
      module: 'session',
      entity: 'account',
      entityId: '-',
      action: 'loginFailed',
      ip: '10.0.0.9',
      projectId: null,
    });
    const { sent } = renderPage(<LogListPage />, {
      url: '/system/log',
      subject: staff(['log']),
      replies: { 'GET /pm/logs': { list: [row({}), failed], total: 2 }, 'GET /pm/logs/7': detail },
    });
    const first = (await screen.findByText('10.0.0.8')).closest('tr')!;
    expect(within(first).getByText('资金管理')).toBeInTheDocument();
    expect(within(first).getByText('修改')).toBeInTheDocument();
    const second = screen.getByText('10.0.0.9').closest('tr')!;
    expect(within(second).getByText('ghost')).toBeInTheDocument();
    expect(within(second).getByText('登录失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: '详情' }));
    const amount = (await screen.findByText('拨款金额')).closest('tr')!;
    const table = amount.closest('table')!;
    expect(screen.getByText('字段变更')).toBeInTheDocument();
    expect(within(amount).getByText('1,000.00')).toBeInTheDocument();
    expect(within(amount).getByText('1,234,567.50')).toBeInTheDocument();
    expect(within(table).getByText('待核验')).toBeInTheDocument();
    expect(within(table).getByText('2026-03-09')).toBeInTheDocument();
    expect(within(table).queryByText('同')).toBeNull();
    expect(sentTo(sent, 'GET /pm/logs/7')).toHaveLength(1);
  });

  it('searches by the filters in the URL and shows the empty state', async () => {
    const { sent } = renderPage(<LogListPage />, {
      url: '/system/log?module=session&action=lockout&ip=10.0',
      subject: staff(['log']),
      replies: { 'GET /pm/logs': { list: [], total: 0 } },
    });
    expect(await screen.findByText(/暂无数据/)).toBeInTheDocument();
    expect(sentTo(sent, 'GET /pm/logs')[0]!.params).toMatchObject({
      module: 'session',
      action: 'lockout',
      ip: '10.0',
    });
  });
});
