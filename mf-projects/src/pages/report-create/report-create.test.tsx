import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportItem } from '@pm/domain/shapes';
import { STANDARD_TEMPLATE } from '@pm/domain/report-templates';
import { projectFixture } from '../../testing/fixtures';
import { renderPage, staff, type Sent } from '../../testing/test-harness';
import { ReportCreatePage } from './index';

const item = (change: Partial<ReportItem>) => ({
  id: 3,
  seq: 1,
  title: '第一期进展报告',
  dueDate: '2026-06-30',
  overdue: true,
  reportId: null,
  reportStatus: null,
  agreementId: 5,
  agreementNumber: 'XY2026001',
  kind: 'stage' as const,
  templateVersionId: 1,
  reminderDays: null,
  ...change,
});

const refused = {
  status: 422,
  body: {
    data: { errors: [{ field: 'indicators[0].target', message: '第 1 行目标值须为不小于 0 的金额' }] },
    status: 'fail',
    msg: '第 1 行目标值须为不小于 0 的金额',
    code: 50000,
  },
};

/** The built-in standard template: the fixed report form's fields, now a template's. */
const standardVersion = {
  id: 1,
  templateId: 1,
  seq: 1,
  status: 'published',
  definition: STANDARD_TEMPLATE,
  publishedAt: '2026-01-01T00:00:00.000Z',
  retiredAt: null,
  version: 2,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const created = { id: 21, code: 'BG2026021', version: 1, status: 'draft' };

function renderForm(accepted = false) {
  return renderPage(<ReportCreatePage />, {
    url: '/project/report/create?projectId=7&itemId=3',
    subject: staff(['project', 'report:create']),
    replies: {
      'GET /pm/projects/7': projectFixture(),
      'GET /pm/report-items': [item({}), item({ id: 4, seq: 2, reportId: 9, reportStatus: 'submitted' })],
      'GET /pm/report-template-versions/1': standardVersion,
      'POST /pm/reports': accepted ? created : () => refused,
      'POST /pm/reports/21/submit': { ...created, version: 2, status: 'submitted' },
    },
  });
}

const field = (name: string) => screen.getByLabelText(name, { exact: false });

async function fillAllButIndicatorName() {
  await userEvent.type(await screen.findByLabelText('报告标题'), '一季度进展');
  await userEvent.type(field('进展概述'), '完成 5 所学校的图书角');
  await userEvent.type(field('第 1 行目标值'), '20');
  await userEvent.type(field('第 1 行实际值'), '5');
  await userEvent.type(field('实际受益人数'), '800');
  await userEvent.type(field('本期支出金额'), '50000');
}

const posts = (sent: Sent[]) => sent.filter((request) => request.route === 'POST /pm/reports');

describe('ReportCreatePage', () => {
  it('refuses an indicator without a name, then shows where the server refused the form', async () => {
    const { sent, history } = renderForm();
    await fillAllButIndicatorName();
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请填写第 1 行指标名称')).toBeInTheDocument();
    expect(posts(sent)).toHaveLength(0);

    await userEvent.type(field('第 1 行指标名称'), '新建图书角');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]!.body).toEqual({
      reportItemId: 3,
      values: expect.objectContaining({
        title: '一季度进展',
        indicators: [{ name: '新建图书角', unit: '', target: '20', actual: '5' }],
        beneficiariesReached: '800',
        amountSpent: '50000',
      }),
    });
    const target = field('第 1 行目标值').closest<HTMLElement>('.arco-form-item');
    expect(await within(target!).findByText('第 1 行目标值须为不小于 0 的金额')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/project/report/create');
  });
});

describe('ReportCreatePage submit', () => {
  it("saves, submits with the saved version and returns to the project's reports", async () => {
    const { sent, history } = renderForm(true);
    await fillAllButIndicatorName();
    await userEvent.type(field('第 1 行指标名称'), '新建图书角');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(history.location.search).toBe('?id=7&tab=reports'));
    expect(history.location.pathname).toBe('/project/list/detail');
    expect(sent.find((request) => request.route === 'POST /pm/reports/21/submit')?.body).toEqual({
      version: 1,
    });
  });
});
