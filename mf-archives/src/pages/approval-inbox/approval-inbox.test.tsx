import { act, screen, waitFor, within } from '@testing-library/react';
import type { ApprovalInboxRow } from '@pm/domain/shapes';
import { ok } from '@pm/web/api/test-adapter';
import { i18n } from '@pm/web/i18n';
import { inboxRow, instanceDetail } from '../../features/approval/testing/fixtures';
import {
  Location,
  pageOf,
  renderPage,
  sentTo,
  staff,
  urlQuery,
  user,
  type Replies,
} from '../../testing/test-harness';
import { ApprovalInboxPage } from './index';

const rows: ApprovalInboxRow[] = [
  inboxRow(),
  inboxRow({
    instanceId: 15,
    taskId: 35,
    businessType: 'application',
    subject: {
      ...inboxRow().subject,
      title: 'SQ2026000015',
      projectName: '山区饮水工程',
      amount: '50000.50',
    },
    nodeName: '评审会',
    initiator: '刘洋',
  }),
];

function renderInbox({
  url = '/archives/approva',
  codes = ['approve'],
  replies = {},
}: { url?: string; codes?: string[]; replies?: Replies } = {}) {
  return renderPage(
    <>
      <ApprovalInboxPage />
      <Location />
    </>,
    {
      url,
      subject: staff(codes),
      replies: {
        'GET /pm/approvals/inbox': pageOf(rows, 12),
        'GET /pm/approvals/counts': { todo: 12 },
        ...replies,
      },
    },
  );
}

const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
const url = () => screen.getByLabelText('url').textContent;
const inboxCalls = (sent: ReturnType<typeof renderInbox>['sent']) => sentTo(sent, 'GET /pm/approvals/inbox');

describe('ApprovalInboxPage', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('lists the tasks to do with their record, type, project, amount, step, initiator and state', async () => {
    const { sent } = renderInbox();
    expect(await screen.findByRole('link', { name: 'BK2026000007' })).toBeInTheDocument();
    const payment = within(row('BK2026000007'));
    expect(payment.getByText('拨款支付')).toBeInTheDocument();
    expect(payment.getByText('乡村儿童阅读计划')).toBeInTheDocument();
    expect(payment.getByText('120,000.00')).toBeInTheDocument();
    expect(payment.getByText('财务复核')).toBeInTheDocument();
    expect(payment.getByText('王敏')).toBeInTheDocument();
    expect(payment.getByText('审批中')).toBeInTheDocument();
    expect(within(row('SQ2026000015')).getByText('项目申请')).toBeInTheDocument();
    expect(within(row('SQ2026000015')).getByText('50,000.50')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /待我审批/ })).toHaveTextContent('12');
    expect(inboxCalls(sent)[0]?.params).toEqual({ page: 1, pageSize: 10, tab: 'todo' });
  });

  it('keeps the tab in the URL; each tab starts from its own clean list', async () => {
    const { sent } = renderInbox({ url: '/archives/approva?page=2&keyword=BK' });
    await screen.findByText('BK2026000007');
    await user.click(screen.getByRole('tab', { name: '我发起的' }));
    await waitFor(() => expect(url()).toBe('/archives/approva?tab=initiated'));
    await waitFor(() =>
      expect(inboxCalls(sent).at(-1)?.params).toEqual({ page: 1, pageSize: 10, tab: 'initiated' }),
    );
    expect(screen.getByRole('tab', { name: '我发起的' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts the search and filters in the URL with the tab, and asks the server for them', async () => {
    const { sent } = renderInbox({ url: '/archives/approva?tab=done' });
    await screen.findByText('BK2026000007');
    await user.type(screen.getByRole('textbox', { name: '关键字' }), ' 阅读 ');
    await user.click(screen.getAllByText('全部')[0]!);
    await user.click(await screen.findByRole('option', { name: '拨款支付' }));
    await user.click(screen.getAllByText('全部')[0]!);
    await user.click(await screen.findByRole('option', { name: '已驳回' }));
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() =>
      expect(urlQuery(url())).toEqual({
        tab: 'done',
        keyword: '阅读',
        businessType: 'fund_payment',
        status: 'rejected',
      }),
    );
    await waitFor(() =>
      expect(inboxCalls(sent).at(-1)?.params).toEqual({
        page: 1,
        pageSize: 10,
        tab: 'done',
        keyword: '阅读',
        businessType: 'fund_payment',
        status: 'rejected',
      }),
    );
  });

  it('sorts by submission time through the URL, and filters the to-do tab by type only', async () => {
    const { sent } = renderInbox({ url: '/archives/approva?status=approved' });
    await screen.findByText('BK2026000007');
    // Every task to do is running: no state filter to choose, none sent from a pasted URL.
    expect(screen.queryByText('审批状态', { selector: 'label' })).not.toBeInTheDocument();
    expect(inboxCalls(sent)[0]?.params).toEqual({ page: 1, pageSize: 10, tab: 'todo' });
    await user.click(screen.getByText('提交时间'));
    await waitFor(() =>
      expect(urlQuery(url())).toMatchObject({ sortField: 'startedAt', sortOrder: 'ascend' }),
    );
    await waitFor(() =>
      expect(inboxCalls(sent).at(-1)?.params).toMatchObject({ sortField: 'startedAt', sortOrder: 'ascend' }),
    );
  });

  it('says what an empty tab means, and shows a failed list with its reason', async () => {
    const first = renderInbox({ replies: { 'GET /pm/approvals/inbox': pageOf([]) } });
    expect(await screen.findByText('没有待您审批的事项')).toBeInTheDocument();
    first.unmount();
    renderInbox({
      url: '/archives/approva?tab=copied',
      replies: {
        'GET /pm/approvals/inbox': () => ({
          status: 500,
          body: { data: null, status: 'fail', msg: '数据库不可用', code: 50000 },
        }),
      },
    });
    const failed = (await screen.findByText('数据加载失败')).closest('.arco-result') as HTMLElement;
    expect(within(failed).getByText('数据库不可用')).toBeInTheDocument();
  });

  it('approves the ticked tasks in one call and lists what did not go through with the reason', async () => {
    const { sent } = renderInbox({
      replies: {
        'POST /pm/approvals/batch': {
          succeeded: [31],
          failed: [{ id: 35, code: 'conflict', message: '该审批已被他人处理' }],
        },
      },
    });
    await screen.findByText('BK2026000007');
    expect(screen.getByRole('button', { name: '批量同意' })).toBeDisabled();
    await user.click(within(row('BK2026000007')).getByRole('checkbox'));
    await user.click(within(row('SQ2026000015')).getByRole('checkbox'));
    expect(screen.getByText('已选 2 项')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '批量同意' }));
    await user.type(await screen.findByRole('textbox', { name: '说明（可选）' }), '材料齐全');
    await user.click(screen.getByRole('button', { name: '同意' }));

    expect(await screen.findByText('1 项已完成')).toBeInTheDocument();
    expect(screen.getByText('1 项未完成：')).toBeInTheDocument();
    const failures = screen.getByRole('list', { name: '未完成的审批' });
    expect(within(failures).getByText('SQ2026000015: 该审批已被他人处理')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/approvals/batch').map((request) => request.body)).toEqual([
      { action: 'approve', taskIds: [31, 35], comment: '材料齐全' },
    ]);
    // The list and the counts are read again.
    await waitFor(() => expect(inboxCalls(sent).length).toBeGreaterThan(1));
    expect(sentTo(sent, 'GET /pm/approvals/counts').length).toBeGreaterThan(1);
  });

  it('rejects the ticked tasks only with a reason', async () => {
    const { sent } = renderInbox({
      replies: { 'POST /pm/approvals/batch': { succeeded: [31], failed: [] } },
    });
    await screen.findByText('BK2026000007');
    await user.click(within(row('BK2026000007')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量驳回' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写审批意见')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/approvals/batch')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '审批意见' }), '附件不全');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('1 项已完成')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/approvals/batch')[0]?.body).toEqual({
      action: 'reject',
      taskIds: [31],
      comment: '附件不全',
    });
  });

  it('offers no selection on the tabs that hold no task to decide', async () => {
    renderInbox({ url: '/archives/approva?tab=copied' });
    await screen.findByText('BK2026000007');
    expect(within(row('BK2026000007')).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量同意' })).not.toBeInTheDocument();
  });

  it('opens a row beside the list, the approval named in the URL', async () => {
    const { sent } = renderInbox({
      url: '/archives/approva?tab=done',
      replies: { 'GET /pm/approvals/instances/12': instanceDetail({ actions: [], myTaskId: null }) },
    });
    await user.click(await screen.findByRole('link', { name: 'BK2026000007' }));
    await waitFor(() => expect(urlQuery(url())).toEqual({ tab: 'done', instance: '12' }));
    expect(await screen.findByText('提交时与当前对照', { selector: 'h6' })).toBeInTheDocument();
    expect(sentTo(sent, 'GET /pm/approvals/instances/12')).toHaveLength(1);
  });

  it('reads the list and the counts again after an action in the open approval', async () => {
    const decided = instanceDetail({ actions: [], myTaskId: null, version: 5 });
    let approved = false;
    const { sent } = renderInbox({
      url: '/archives/approva?instance=12',
      replies: {
        'GET /pm/approvals/instances/12': () => ok(approved ? decided : instanceDetail()),
        'POST /pm/approvals/instances/12/approve': () => {
          approved = true;
          return ok(decided);
        },
      },
    });
    await screen.findByText('提交时与当前对照', { selector: 'h6' });
    await waitFor(() => expect(document.activeElement).toHaveAttribute('tabindex', '-1'));
    const footer = document.querySelector('.arco-drawer-footer') as HTMLElement;
    await user.click(within(footer).getByRole('button', { name: '同意' }));
    const dialog = (await screen.findByText('同意：BK2026000007')).closest('.arco-modal') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '同意' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/approvals/instances/12/approve')).toHaveLength(1));
    await waitFor(() => expect(inboxCalls(sent)).toHaveLength(2));
    await waitFor(() => expect(sentTo(sent, 'GET /pm/approvals/counts')).toHaveLength(2));
    expect(sentTo(sent, 'GET /pm/approvals/instances/12')).toHaveLength(2);
    // Still open beside the list, now without the actions taken.
    await waitFor(() => expect(document.querySelector('.arco-drawer-footer')).toBeNull());
  });

  it('shows the approval steps tab only to who holds approval:define', async () => {
    const first = renderInbox();
    await screen.findByText('BK2026000007');
    expect(screen.queryByRole('tab', { name: '审批流程设置' })).not.toBeInTheDocument();
    first.unmount();
    renderInbox({ codes: ['approve', 'approval:define'] });
    expect(await screen.findByRole('tab', { name: '审批流程设置' })).toBeInTheDocument();
  });

  it('speaks English too', async () => {
    renderInbox();
    await screen.findByText('BK2026000007');
    await act(() => i18n.changeLanguage('en-US'));
    expect(await screen.findByRole('tab', { name: /To do/ })).toBeInTheDocument();
    expect(within(row('BK2026000007')).getByText('Fund payment')).toBeInTheDocument();
    expect(within(row('BK2026000007')).getByText('In approval')).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
  });
});
