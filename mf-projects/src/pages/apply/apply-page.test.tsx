import { screen, waitFor } from '@testing-library/react';
import { applicationContentFixture, applicationFixture } from '../../testing/fixtures';
import {
  approvalInstanceFixture,
  approvalLinkFixture,
  pageOf,
  renderPage,
  sentTo,
  staff,
  user,
} from '../../testing/test-harness';
import { ApplyPage } from './index';

/** Submitted, in its approval at the reviewers' node. */
const inApproval = applicationFixture({
  status: 'submitted',
  version: 5,
  approval: approvalLinkFixture(),
  snapshots: [
    {
      id: 1,
      round: 1,
      submittedBy: '李敏',
      createdAt: '2026-03-02T08:00:00.000Z',
      content: applicationContentFixture({
        summary: '为 8 所小学建图书角',
        amountRequested: '45000.00',
        costItems: [
          { name: '图书', amount: '35000.00', note: '' },
          { name: '书架', amount: '10000.00', note: '' },
        ],
      }),
    },
  ],
});

function renderApplication(
  application = inApproval,
  codes = ['project', 'application:review'],
  replies = {},
) {
  return renderPage(<ApplyPage />, {
    url: '/submit/apply?id=12',
    subject: staff(codes),
    replies: {
      'GET /pm/applications': pageOf([application]),
      'GET /pm/applications/12': application,
      'GET /pm/approvals/instances/31': approvalInstanceFixture({ actions: [] }),
      ...replies,
    },
  });
}

describe('ApplyPage', () => {
  it('opens the one in the URL with its round compared and where its approval stands, deciding nothing here', async () => {
    renderApplication();
    expect(await screen.findByText('申请详情 SQ2026000012')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看申请 SQ2026000012' })).toBeInTheDocument();
    expect(await screen.findByText('与当前内容有 3 处不同，已标出')).toBeInTheDocument();
    expect(screen.getByText('为 8 所小学建图书角').closest('[data-changed]')).toHaveTextContent(
      '当前：为 10 所小学建图书角',
    );
    expect(screen.getByText('审批中 · 项目评审 · 等待 静静、李敏')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在审批中查看' })).toHaveAttribute(
      'href',
      '/archives/approva?instance=31',
    );
    // A reviewer decides in the approvals inbox: the drawer has no review buttons any more.
    for (const name of ['开始审核', '批准', '驳回', '退回修改', '撤回', '修改']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('lets its applicant withdraw it through the engine while nobody has acted, then reads it again', async () => {
    const { sent } = renderApplication(inApproval, ['project', 'application:create'], {
      'GET /pm/approvals/instances/31': approvalInstanceFixture({ version: 2 }),
      'POST /pm/approvals/instances/31/withdraw': approvalInstanceFixture({
        status: 'withdrawn',
        actions: [],
      }),
    });
    await user.click(await screen.findByRole('button', { name: '撤回' }));
    await user.click(screen.getAllByRole('button', { name: '撤回' }).at(-1)!);
    expect(await screen.findByText('已撤回审批')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/approvals/instances/31/withdraw')).toMatchObject([
      { body: { version: 2 } },
    ]);
    await waitFor(() => expect(sentTo(sent, 'GET /pm/applications/12')).toHaveLength(2));
  });

  it("shows a rejected approval's reason, and resubmits a reworked application (its approval starts again)", async () => {
    const reworked = applicationFixture({
      approval: approvalLinkFixture({
        status: 'rejected',
        nodeName: '部门负责人',
        waitingFor: [],
        finishedAt: '2026-03-05T02:00:00.000Z',
        lastComment: '请补充预算依据',
      }),
    });
    const { sent } = renderApplication(reworked, ['project', 'application:create'], {
      'POST /pm/applications/12/resubmit': { ...reworked, status: 'resubmitted', version: 5 },
    });
    expect(await screen.findByText('已驳回 · 部门负责人 · 2026/03/05')).toBeInTheDocument();
    expect(screen.getByText('驳回意见：请补充预算依据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修改' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重新提交' }));
    expect(await screen.findByText('确定重新提交这份申请吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/applications/12/resubmit')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/applications/12/resubmit')[0]!.body).toEqual({ version: 4 });
    expect(await screen.findByText('重新提交成功')).toBeInTheDocument();
  });
});
