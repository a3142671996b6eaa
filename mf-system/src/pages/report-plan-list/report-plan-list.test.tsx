import { screen, waitFor, within } from '@testing-library/react';
import { finishedOpening, pageOf, renderPage, sentTo, staff, user } from '@pm/web/testing';
import {
  agreementOptions,
  agreementPlan,
  projectTypes,
  typePlan,
} from '../../features/report-plan/testing/fixtures';
import { registerLocale } from '../../locale';
import { ReportPlanListPage } from './index';

registerLocale();

const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

const replies = {
  'GET /pm/report-plans': pageOf([typePlan, agreementPlan]),
  'GET /pm/dicts/project_type': projectTypes,
  'GET /pm/report-plans/agreements': agreementOptions,
};

describe('ReportPlanListPage', () => {
  it("lists plans with their scope, items and overdue reports, and sends the URL's query", async () => {
    const { sent } = renderPage(<ReportPlanListPage />, {
      url: '/system/report/plan?keyword=计划&projectType=poverty&sortField=name&sortOrder=ascend',
      subject: staff(['form']),
      replies,
    });
    expect(await screen.findByRole('link', { name: typePlan.name })).toHaveAttribute(
      'href',
      '/system/report/create-plan?id=1',
    );
    await waitFor(() =>
      expect(within(row(typePlan.name)).getByText('项目类型：乡村振兴')).toBeInTheDocument(),
    );
    expect(within(row(typePlan.name)).getByText('2 项逾期')).toBeInTheDocument();
    expect(within(row(agreementPlan.name)).getByText('协议 XY202611000012')).toBeInTheDocument();
    expect(within(row(agreementPlan.name)).getByRole('link', { name: '编辑' })).toHaveAttribute(
      'href',
      '/system/report/create-plan?id=2',
    );
    expect(sentTo(sent, 'GET /pm/report-plans')[0]?.params).toMatchObject({
      keyword: '计划',
      projectType: 'poverty',
      sortField: 'name',
      sortOrder: 'ascend',
    });
  });

  it('says so when there is no plan', async () => {
    renderPage(<ReportPlanListPage />, {
      url: '/system/report/plan',
      subject: staff(['form']),
      replies: { ...replies, 'GET /pm/report-plans': pageOf([]) },
    });
    expect(await screen.findByText('暂无报告计划')).toBeInTheDocument();
  });

  it('applies a project type plan to an agreement of that type and shows what was scheduled', async () => {
    const { sent } = renderPage(<ReportPlanListPage />, {
      url: '/system/report/plan',
      subject: staff(['form']),
      replies: { ...replies, 'POST /pm/report-plans/1/apply': { agreementId: 12, items: 3 } },
    });
    await screen.findByRole('link', { name: typePlan.name });
    await user.click(within(row(typePlan.name)).getByRole('button', { name: '应用到协议' }));
    const dialog = await screen.findByRole('dialog');
    await finishedOpening(dialog.closest('.arco-modal') as HTMLElement);
    await user.click(dialog.querySelector<HTMLElement>('.arco-select-view')!);
    // The medical agreement is listed but outside the plan: it cannot be chosen.
    const outside = await screen.findByText(/XY202611000013/, { selector: '.arco-select-option' });
    expect(outside).toHaveClass('arco-select-option-disabled');
    await user.click(screen.getByText(/XY202611000012/, { selector: '.arco-select-option' }));
    await user.click(within(dialog).getByRole('button', { name: '生成报告计划' }));

    await waitFor(() => expect(sentTo(sent, 'POST /pm/report-plans/1/apply')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/report-plans/1/apply')[0]!.body).toEqual({
      agreementId: 12,
      replaceInForce: false,
    });
    expect(await screen.findByText('已为协议 XY202611000012 生成 3 个报告项')).toBeInTheDocument();
  });
});
