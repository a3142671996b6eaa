import { screen, waitFor, within } from '@testing-library/react';
import type { ApprovalInstanceDetail } from '@pm/domain/shapes';
import { renderPage, sentTo, staff, user, type Replies } from '../../../testing/test-harness';
import { approvalNode, approvalTask, instanceDetail, userPicks } from '../testing/fixtures';
import { InstanceDrawer } from './instance-drawer';

const INSTANCE = 'GET /pm/approvals/instances/12';

function renderDrawer(detail: ApprovalInstanceDetail, replies: Replies = {}) {
  const onClose = jest.fn();
  const view = renderPage(<InstanceDrawer id={12} onClose={onClose} />, {
    url: '/archives/approva?instance=12',
    subject: staff(['approve']),
    replies: { [INSTANCE]: detail, 'GET /pm/sys_user/user/all': userPicks, ...replies },
  });
  return { ...view, onClose };
}

/** The drawer once it has finished opening (it moves focus to its content): then the user acts in it. */
const drawer = async () => {
  await screen.findByText('提交时与当前对照', { selector: 'h6' });
  await waitFor(() => expect(document.activeElement).toHaveAttribute('tabindex', '-1'));
  return document.querySelector('.arco-drawer') as HTMLElement;
};
const section = (name: string) => screen.getByRole('region', { name });
const actionDialog = async (title: RegExp) =>
  (await screen.findByText(title, { selector: '.arco-modal-title' })).closest('.arco-modal') as HTMLElement;

describe('InstanceDrawer', () => {
  it('shows the record as submitted beside the record now, a changed value standing out', async () => {
    renderDrawer(instanceDetail());
    await drawer();
    const comparison = section('提交时与当前对照');
    const amount = within(comparison).getByText('拨付金额').closest('tr')!;
    expect(within(amount).getByText('120,000.00')).toBeInTheDocument();
    expect(within(amount).getByText('125,000.00')).toBeInTheDocument();
    expect(within(amount).getByText('已变更')).toBeInTheDocument();
    const payee = within(comparison).getByText('收款方').closest('tr')!;
    expect(within(payee).getAllByText('阳光乡村小学')).toHaveLength(2);
    expect(within(payee).queryByText('已变更')).not.toBeInTheDocument();
  });

  it('shows the subject, the steps with their approvers, mode, condition and tasks, and the history', async () => {
    const { history } = renderDrawer(instanceDetail());
    const view = await drawer();
    expect(within(view).getByText('乡村儿童阅读计划')).toBeInTheDocument();
    expect(within(view).getByText('第 3 版')).toBeInTheDocument();

    const steps = section('审批流程');
    expect(within(steps).getByText('李强、赵敏、钱进 · 3 人中 2 票通过')).toBeInTheDocument();
    expect(within(steps).getByText('金额达 100,000.00 元时经过')).toBeInTheDocument();
    const finance = within(steps).getByRole('list', { name: '财务复核的审批任务' });
    expect(within(within(finance).getByText('赵敏').closest('li')!).getByText('已同意')).toBeInTheDocument();
    expect(within(within(finance).getByText('钱进').closest('li')!).getByText('待处理')).toBeInTheDocument();
    expect(steps.querySelector('.arco-steps-item-process')).toHaveTextContent('财务复核');

    const log = section('审批记录');
    expect(within(log).getByText('提交了审批')).toBeInTheDocument();
    expect(within(log).getByText('意见：同意')).toBeInTheDocument();

    await user.click(within(view).getByRole('link', { name: 'BK2026000007' }));
    expect(history.location.pathname + history.location.search).toBe(
      '/project/appropriation/unverified?open=7',
    );
  });

  it('offers exactly the actions the server allows', async () => {
    const first = renderDrawer(instanceDetail());
    const view = await drawer();
    const buttons = within(view.querySelector('.arco-drawer-footer') as HTMLElement).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['同意', '驳回', '退回', '转交', '加签']);
    first.unmount();

    renderDrawer(instanceDetail({ actions: ['withdraw'], myTaskId: null }));
    const own = await drawer();
    const footer = own.querySelector('.arco-drawer-footer') as HTMLElement;
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['撤回']);
  });

  it('shows no action to someone who only reads it', async () => {
    renderDrawer(instanceDetail({ actions: [], myTaskId: null }));
    const view = await drawer();
    expect(view.querySelector('.arco-drawer-footer')).toBeNull();
  });

  it('refuses a rejection without a reason on the page, and sends one with it', async () => {
    const { sent } = renderDrawer(instanceDetail(), {
      'POST /pm/approvals/instances/12/reject': instanceDetail({ status: 'rejected', actions: [] }),
    });
    await user.click(within(await drawer()).getByRole('button', { name: '驳回' }));
    const dialog = await actionDialog(/^驳回：BK2026000007$/);
    expect(within(dialog).getByText(/记录退回发起人（王敏）/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '审批意见' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText('请填写审批意见')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/approvals/instances/12/reject')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: '审批意见' }), '收款方与协议不符');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    await waitFor(() =>
      expect(sentTo(sent, 'POST /pm/approvals/instances/12/reject')[0]?.body).toEqual({
        version: 4,
        taskId: 31,
        comment: '收款方与协议不符',
      }),
    );
  });

  it('approves with the version read and the task held, then reads the approval again', async () => {
    const { sent } = renderDrawer(instanceDetail(), {
      'POST /pm/approvals/instances/12/approve': instanceDetail({ actions: [], myTaskId: null, version: 5 }),
    });
    await user.click(within(await drawer()).getByRole('button', { name: '同意' }));
    const dialog = await actionDialog(/^同意：BK2026000007$/);
    // Not an application: no amount to grant.
    expect(within(dialog).queryByRole('textbox', { name: '批准金额' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '审批意见' }), ' 同意拨付 ');
    await user.click(within(dialog).getByRole('button', { name: '同意' }));
    await waitFor(() =>
      expect(sentTo(sent, 'POST /pm/approvals/instances/12/approve').map((request) => request.body)).toEqual([
        { version: 4, taskId: 31, comment: '同意拨付' },
      ]),
    );
    await waitFor(() => expect(sentTo(sent, INSTANCE)).toHaveLength(2));
    expect(await screen.findByText('已同意：BK2026000007')).toBeInTheDocument();
  });

  it("asks an application's deciding approver for the amount granted, at most the amount requested", async () => {
    const application = instanceDetail({
      businessType: 'application',
      subject: { ...instanceDetail().subject, title: 'SQ2026000015', amount: '50000.00' },
      currentNode: 1,
      nodes: [approvalNode(), approvalNode({ name: '评审会', source: 'users', userIds: [3] })],
      approverNames: undefined,
      tasks: [approvalTask({ id: 31, nodeIndex: 1 })],
    });
    const { sent } = renderDrawer(application, {
      'POST /pm/approvals/instances/12/approve': { ...application, actions: [], myTaskId: null },
    });
    await user.click(within(await drawer()).getByRole('button', { name: '同意' }));
    const dialog = await actionDialog(/^同意：SQ2026000015$/);
    const amount = within(dialog).getByRole('textbox', { name: '批准金额' });
    expect(amount).toHaveValue('50000.00');
    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(within(dialog).getByRole('button', { name: '同意' }));
    expect(await within(dialog).findByText('批准金额不能超过申请金额 50000.00')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/approvals/instances/12/approve')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '45000');
    await user.click(within(dialog).getByRole('button', { name: '同意' }));
    await waitFor(() =>
      expect(sentTo(sent, 'POST /pm/approvals/instances/12/approve')[0]?.body).toEqual({
        version: 4,
        taskId: 31,
        approvedAmount: '45000',
      }),
    );
  });

  it('returns to an earlier step chosen in the dialog', async () => {
    const { sent } = renderDrawer(instanceDetail(), {
      'POST /pm/approvals/instances/12/return': instanceDetail({ currentNode: 0, actions: [] }),
    });
    await user.click(within(await drawer()).getByRole('button', { name: '退回' }));
    const dialog = await actionDialog(/^退回：BK2026000007$/);
    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(await within(dialog).findByText('请选择退回到节点')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: '1. 部门负责人审核' }));
    expect(screen.queryByRole('option', { name: /财务复核/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '审批意见' }), '请补充部门意见');
    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    await waitFor(() =>
      expect(sentTo(sent, 'POST /pm/approvals/instances/12/return')[0]?.body).toEqual({
        version: 4,
        taskId: 31,
        toNode: 0,
        comment: '请补充部门意见',
      }),
    );
  });

  it('hands the task to a user chosen in the user picker', async () => {
    const { sent } = renderDrawer(instanceDetail(), {
      'POST /pm/approvals/instances/12/reassign': instanceDetail({ actions: [] }),
    });
    await user.click(within(await drawer()).getByRole('button', { name: '转交' }));
    const dialog = await actionDialog(/^转交：BK2026000007$/);
    await user.click(within(dialog).getByRole('button', { name: '转交' }));
    expect(await within(dialog).findByText('请选择转交对象')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox'), '周');
    // The option's name is split where the search matched it.
    await user.click(await screen.findByRole('option', { name: /（zhou）/ }));
    await user.click(within(dialog).getByRole('button', { name: '转交' }));
    await waitFor(() =>
      expect(sentTo(sent, 'POST /pm/approvals/instances/12/reassign')[0]?.body).toEqual({
        version: 4,
        taskId: 31,
        userId: 9,
      }),
    );
  });

  it('withdraws after a confirmation, without a task', async () => {
    const { sent } = renderDrawer(instanceDetail({ actions: ['withdraw'], myTaskId: null }), {
      'POST /pm/approvals/instances/12/withdraw': instanceDetail({ status: 'withdrawn', actions: [] }),
    });
    await user.click(within(await drawer()).getByRole('button', { name: '撤回' }));
    const confirm = await screen.findByText(/撤回这项审批？/);
    expect(sentTo(sent, 'POST /pm/approvals/instances/12/withdraw')).toHaveLength(0);
    await user.click(
      within(confirm.closest('.arco-popconfirm') as HTMLElement).getByRole('button', { name: '撤回' }),
    );
    await waitFor(() =>
      expect(sentTo(sent, 'POST /pm/approvals/instances/12/withdraw')[0]?.body).toEqual({ version: 4 }),
    );
  });

  it('shows why when someone acted first, and reads the approval again', async () => {
    const { sent } = renderDrawer(instanceDetail(), {
      'POST /pm/approvals/instances/12/approve': () => ({
        status: 409,
        body: { data: null, status: 'fail', msg: '该审批已被他人处理，请刷新后查看', code: 50000 },
      }),
    });
    await user.click(within(await drawer()).getByRole('button', { name: '同意' }));
    const dialog = await actionDialog(/^同意：BK2026000007$/);
    await user.click(within(dialog).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('该审批已被他人处理，请刷新后查看')).toBeInTheDocument();
    await waitFor(() => expect(sentTo(sent, INSTANCE)).toHaveLength(2));
  });

  it('says so when the approval is not one the caller takes part in', async () => {
    renderDrawer(instanceDetail(), {
      [INSTANCE]: () => ({
        status: 404,
        body: { data: null, status: 'fail', msg: '审批不存在', code: 50000 },
      }),
    });
    expect(await screen.findByText('找不到这项审批，或您未参与其中')).toBeInTheDocument();
  });
});
