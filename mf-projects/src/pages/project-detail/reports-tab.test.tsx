import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportDetail } from '@pm/domain/shapes';
import {
  approvalInstanceFixture,
  approvalLinkFixture,
  pageOf,
  renderPage,
  staff,
} from '../../testing/test-harness';
import { ReportsTab } from './reports-tab';

const report: ReportDetail = {
  approval: null,
  id: 9,
  code: 'BG2026009',
  projectId: 7,
  projectName: '乡村学校图书角',
  agreementId: 5,
  reportItemId: 3,
  reportItemTitle: '第一期进展报告',
  dueDate: '2026-06-30',
  title: '上半年进展',
  status: 'submitted',
  overdue: false,
  submittedAt: '2026-06-28T08:00:00.000Z',
  version: 3,
  createdAt: '2026-06-20T08:00:00.000Z',
  summary: '已建成 12 个图书角',
  indicators: [{ name: '图书角', unit: '个', target: '20', actual: '12' }],
  beneficiariesReached: 1800,
  amountSpent: '123456.00',
  spendingSummary: '图书采购',
  reviewComment: null,
  createdById: 4,
  submittedById: 4,
  attachments: [],
  templateVersionId: 1,
  templateCode: 'standard-stage-report',
  values: {},
};

function renderTab(shown: ReportDetail, codes: string[], isAdmin = 0) {
  return renderPage(<ReportsTab projectId={7} />, {
    url: '/project/list/detail?id=7&tab=reports',
    subject: staff(codes, isAdmin),
    replies: {
      'GET /pm/reports': pageOf([shown]),
      'GET /pm/reports/9': shown,
      'GET /pm/approvals/instances/31': approvalInstanceFixture({ actions: ['approve', 'reject', 'return'] }),
    },
  });
}

/** Arco's Drawer has no dialog role: find it by its class. */
async function openReport() {
  await userEvent.click(await screen.findByText('上半年进展'));
  return waitFor(() => {
    const drawer = document.querySelector<HTMLElement>('.arco-drawer');
    if (!drawer) throw new Error('no drawer');
    return drawer;
  });
}

describe('ReportsTab', () => {
  it("opens a submitted report's content and where its approval stands; it is decided in the inbox", async () => {
    renderTab({ ...report, approval: approvalLinkFixture() }, [], 1);
    const drawer = await openReport();
    expect(await within(drawer).findByText('已建成 12 个图书角')).toBeInTheDocument();
    expect(within(drawer).getByText('图书角')).toBeInTheDocument();
    expect(within(drawer).getByText('12.35万')).toBeInTheDocument();
    expect(within(drawer).getByText('审批中 · 项目评审 · 等待 静静、李敏')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: '在审批中查看' })).toHaveAttribute(
      'href',
      '/archives/approva?instance=31',
    );
    expect(
      within(drawer).queryByRole('button', { name: /验收通过|驳回|退回修改|编辑/ }),
    ).not.toBeInTheDocument();
  });

  it('gives its author the edit button once the report is sent back, with the reason', async () => {
    renderTab(
      {
        ...report,
        status: 'rework',
        reviewComment: '请补充支出凭证',
        approval: approvalLinkFixture({
          status: 'rejected',
          waitingFor: [],
          finishedAt: '2026-07-01T02:00:00.000Z',
          lastComment: '请补充支出凭证',
        }),
      },
      ['project', 'report:create'],
    );
    const drawer = await openReport();
    expect(await within(drawer).findByText('驳回意见：请补充支出凭证')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });
});
