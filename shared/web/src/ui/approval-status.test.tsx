import { screen, waitFor } from '@testing-library/react';
import type { ApprovalLink } from '@pm/domain/shapes';
import { approvalInstanceFixture, approvalLinkFixture, renderPage, sentTo, staff, user } from '../testing';
import { ApprovalStatus } from './approval-status';

const running = approvalLinkFixture();
const instance = approvalInstanceFixture;

const render = (approval: ApprovalLink | null, replies = {}, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  renderPage(<ApprovalStatus approval={approval} recordTags={['Application', 'Project']} />, {
    url: '/submit/apply?id=12',
    subject: staff(['approve']),
    replies,
    locale,
  });

describe('ApprovalStatus', () => {
  it('says where a running approval stands and whom it waits for, with the way to it in the inbox', async () => {
    const { sent } = render(running, { 'GET /pm/approvals/instances/31': instance({ actions: [] }) });
    expect(screen.getByText('审批中 · 项目评审 · 等待 静静、李敏')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在审批中查看' })).toHaveAttribute(
      'href',
      '/archives/approva?instance=31',
    );
    // Someone who may not withdraw it (not its initiator, or somebody acted already) is offered nothing.
    await waitFor(() => expect(sentTo(sent, 'GET /pm/approvals/instances/31')).toHaveLength(1));
    await new Promise((settled) => setTimeout(settled, 50));
    expect(screen.queryByText('撤回')).not.toBeInTheDocument();
  });

  it('lets its initiator withdraw it while nobody has acted, at the version the engine gave', async () => {
    const { sent } = render(running, {
      'GET /pm/approvals/instances/31': instance(),
      'POST /pm/approvals/instances/31/withdraw': instance({ status: 'withdrawn', actions: [] }),
    });
    await user.click(await screen.findByRole('button', { name: '撤回' }));
    expect(await screen.findByText('撤回这次审批？审批将终止，记录退回给您。')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '撤回' }).at(-1)!);
    expect(await screen.findByText('已撤回审批')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/approvals/instances/31/withdraw')).toMatchObject([
      { body: { version: 4 } },
    ]);
  });

  it("shows the server's refusal when someone acted before the withdrawal reached it", async () => {
    render(running, {
      'GET /pm/approvals/instances/31': instance(),
      'POST /pm/approvals/instances/31/withdraw': () => ({
        status: 409,
        body: { data: null, status: 'fail', msg: '已有审批人处理，不能撤回', code: 50000 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: '撤回' }));
    await user.click(screen.getAllByRole('button', { name: '撤回' }).at(-1)!);
    expect(await screen.findByText('已有审批人处理，不能撤回')).toBeInTheDocument();
  });

  it("gives a rejection's reason and date, without asking the engine for anything", () => {
    const { sent } = render({
      ...running,
      status: 'rejected',
      nodeName: '部门负责人',
      waitingFor: [],
      finishedAt: '2026-11-28T03:00:00.000Z',
      lastComment: '预算依据不足',
    });
    expect(screen.getByText('已驳回 · 部门负责人 · 2026/11/28')).toBeInTheDocument();
    expect(screen.getByText('驳回意见：预算依据不足')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('speaks English', async () => {
    render(running, { 'GET /pm/approvals/instances/31': instance() }, 'en-US');
    expect(screen.getByText('In approval · 项目评审 · waiting for 静静, 李敏')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in approvals' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('shows nothing for a record never submitted', () => {
    const { container } = render(null);
    expect(container).toBeEmptyDOMElement();
  });
});
