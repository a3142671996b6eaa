import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportDetail } from '@pm/domain/shapes';
import { pageOf, renderPage, staff } from '../../testing/test-harness';
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
};

function renderTab(codes: string[], isAdmin = 0, userId?: number) {
  return renderPage(<ReportsTab projectId={7} />, {
    url: '/project/list/detail?id=7&tab=reports',
    subject: staff(codes, isAdmin),
    userId,
    replies: {
      'GET /pm/reports': pageOf([report]),
      'GET /pm/reports/9': report,
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
  it("opens a report's content, and offers a reviewer the decisions on a submitted one", async () => {
    renderTab([], 1);
    const drawer = await openReport();
    expect(await within(drawer).findByText('已建成 12 个图书角')).toBeInTheDocument();
    expect(within(drawer).getByText('图书角')).toBeInTheDocument();
    expect(within(drawer).getByText('12.35万')).toBeInTheDocument();
    for (const name of ['验收通过', '驳回', '退回修改']) {
      expect(within(drawer).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('offers no decision to a user without report:review', async () => {
    renderTab(['project', 'report:create']);
    const drawer = await openReport();
    expect(await within(drawer).findByText('已建成 12 个图书角')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /验收通过|驳回|退回修改/ })).not.toBeInTheDocument();
  });

  it('keeps whoever wrote or submitted the report from deciding on it (maker–checker)', async () => {
    renderTab([], 1, report.submittedById!);
    const drawer = await openReport();
    expect(await within(drawer).findByText('已建成 12 个图书角')).toBeInTheDocument();
    for (const name of ['验收通过', '驳回', '退回修改']) {
      const button = within(drawer).getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('双人复核：这条记录由您创建或提交，须由其他同事审核');
    }
  });
});
