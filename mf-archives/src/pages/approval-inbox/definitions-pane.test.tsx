import { screen, waitFor, within } from '@testing-library/react';
import type { RoleOption } from '@pm/domain/shapes';
import {
  approvalNode,
  definition,
  definitionSummary,
  userPicks,
} from '../../features/approval/testing/fixtures';
import { finishedOpening, renderPage, sentTo, staff, user, type Replies } from '../../testing/test-harness';
import { ApprovalInboxPage } from './index';

const roles: RoleOption[] = [{ id: 4, code: 'finance', name: '财务', nameEn: 'Finance', status: 'active' }];

const PUBLISH = 'POST /pm/approvals/definitions/fund_payment';

function renderDefinitions(replies: Replies = {}) {
  return renderPage(<ApprovalInboxPage />, {
    url: '/archives/approva?tab=definitions',
    subject: staff(['approve', 'approval:define']),
    replies: {
      'GET /pm/approvals/counts': { todo: 0 },
      'GET /pm/approvals/definitions': [
        definitionSummary(),
        definitionSummary({ businessType: 'application', current: null, versions: 0 }),
      ],
      'GET /pm/sys_user/user/all': userPicks,
      'GET /pm/roles/options': roles,
      ...replies,
    },
  });
}

const card = (title: string) => screen.getByText(title).closest('.arco-card') as HTMLElement;

/** Opens the editor of fund payments, once it has finished opening. */
async function openEditor() {
  await user.click(await screen.findByRole('button', { name: '编辑并发布拨款支付审批流程' }));
  const editor = (await screen.findByText('拨款支付审批流程')).closest('.arco-drawer') as HTMLElement;
  await finishedOpening(editor);
  return editor;
}

describe('the approval steps tab', () => {
  it('lists each business type with the version in force, its steps, and its versions', async () => {
    renderDefinitions({
      'GET /pm/approvals/definitions/fund_payment': [
        definition(),
        definition({ id: 4, version: 1, status: 'retired', nodes: [approvalNode()], instanceCount: 30 }),
      ],
    });
    const payment = (await screen.findByText('拨款支付')).closest('tr') as HTMLElement;
    expect(within(payment).getByText('第 2 版')).toBeInTheDocument();
    expect(within(payment).getByText(/发起人部门负责人 · 或签（任一人同意）/)).toBeInTheDocument();
    expect(await within(payment).findByText(/李强、赵敏 · 会签（全部同意）/)).toBeInTheDocument();
    const application = screen.getByText('项目申请').closest('tr') as HTMLElement;
    expect(within(application).getByText('未发布')).toBeInTheDocument();
    expect(within(application).getByRole('button', { name: '项目申请审批流程的版本记录' })).toBeDisabled();

    await user.click(within(payment).getByRole('button', { name: '拨款支付审批流程的版本记录' }));
    const versions = (await screen.findByText('拨款支付审批流程版本')).closest('.arco-drawer') as HTMLElement;
    expect(await within(versions).findByText('生效中')).toBeInTheDocument();
    expect(within(card('第 1 版')).getByText('已停用')).toBeInTheDocument();
    expect(within(card('第 1 版')).getByText(/30 项审批按此版本进行/)).toBeInTheDocument();
  });

  it('checks every step with the rules the server runs, then publishes the next version after asking', async () => {
    const { sent } = renderDefinitions({ [PUBLISH]: definition({ id: 6, version: 3, nodes: [] }) });
    const editor = await openEditor();
    expect(within(editor).getByText(/在第 2 版的基础上修改，发布为第 3 版/)).toBeInTheDocument();
    expect(within(card('节点 2')).getByRole('textbox', { name: '节点名称' })).toHaveValue('财务复核');

    await user.click(within(editor).getByRole('button', { name: '添加节点' }));
    await user.click(within(card('节点 2')).getByText('票决'));
    await user.type(await within(card('节点 2')).findByRole('spinbutton', { name: '通过票数' }), '3');
    await user.click(within(editor).getByRole('button', { name: '发布' }));

    expect(await within(editor).findByText('请填写第 3 行节点名称')).toBeInTheDocument();
    expect(within(editor).getByText('第 3 行审批人至少需要 1 项')).toBeInTheDocument();
    expect(within(editor).getByText('第 2 行通过票数不能超过可计票的审批人数（2）')).toBeInTheDocument();
    expect(sentTo(sent, PUBLISH)).toHaveLength(0);

    const third = card('节点 3');
    await user.type(within(third).getByRole('textbox', { name: '节点名称' }), '秘书长审批');
    await user.click(within(third).getByText('发起人部门负责人'));
    await user.type(within(third).getByRole('textbox', { name: '起始金额' }), '100000');
    const threshold = within(card('节点 2')).getByRole('spinbutton', { name: '通过票数' });
    await user.clear(threshold);
    await user.type(threshold, '2');
    await user.click(within(third).getByRole('button', { name: '上移节点 3' }));

    // Asked first; cancelling keeps what was edited and sends nothing.
    await user.click(within(editor).getByRole('button', { name: '发布' }));
    const question = await screen.findByText('发布拨款支付审批流程第 3 版？');
    const confirm = question.closest('.arco-modal') as HTMLElement;
    expect(within(confirm).getByText(/进行中的审批仍按其开始时的版本/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('发布拨款支付审批流程第 3 版？')).not.toBeInTheDocument());
    expect(sentTo(sent, PUBLISH)).toHaveLength(0);

    await user.click(within(editor).getByRole('button', { name: '发布' }));
    const again = (await screen.findByText('发布拨款支付审批流程第 3 版？')).closest(
      '.arco-modal',
    ) as HTMLElement;
    await user.click(within(again).getByRole('button', { name: '发布' }));
    await waitFor(() => expect(sentTo(sent, PUBLISH)).toHaveLength(1));
    expect(sentTo(sent, PUBLISH)[0]?.body).toEqual({
      nodes: [
        approvalNode(),
        {
          name: '秘书长审批',
          source: 'department_head',
          userIds: [],
          roleId: null,
          mode: 'or',
          threshold: null,
          minAmount: '100000',
          ccUserIds: [],
        },
        approvalNode({ name: '财务复核', source: 'users', userIds: [3, 5], mode: 'vote', threshold: 2 }),
      ],
    });
    expect(await screen.findByText('已发布拨款支付审批流程第 3 版')).toBeInTheDocument();
    // The definitions are read again.
    await waitFor(() => expect(sentTo(sent, 'GET /pm/approvals/definitions')).toHaveLength(2));
  });

  it("puts the server's refusal of a step under its field", async () => {
    const { sent } = renderDefinitions({
      [PUBLISH]: () => ({
        status: 422,
        body: {
          data: { errors: [{ field: 'nodes[1].roleId', message: '该角色已停用' }] },
          status: 'fail',
          msg: '表单有误',
          code: 50000,
        },
      }),
    });
    const editor = await openEditor();
    const second = card('节点 2');
    await user.click(within(second).getByText('角色'));
    await user.click(within(second).getAllByRole('combobox')[0]!);
    await user.click(await screen.findByRole('option', { name: '财务' }));
    await user.click(within(editor).getByRole('button', { name: '发布' }));
    const confirm = (await screen.findByText('发布拨款支付审批流程第 3 版？')).closest(
      '.arco-modal',
    ) as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: '发布' }));
    expect(await within(card('节点 2')).findByText('该角色已停用')).toBeInTheDocument();
    expect(sentTo(sent, PUBLISH)[0]?.body).toMatchObject({
      nodes: [expect.anything(), { source: 'role', roleId: 4, userIds: [], mode: 'and' }],
    });
  });
});
