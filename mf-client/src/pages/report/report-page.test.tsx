import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReportTemplateDefinition } from '@pm/domain/report-templates';
import type { ClientReportDetail, ClientReportItem } from '@pm/domain/shapes';
import { i18n } from '@pm/web/i18n';
import {
  clientUserFixture,
  Location,
  renderPage,
  sentTo,
  staff,
  urlQuery,
  user,
} from '../../testing/test-harness';
import { ReportPage } from './index';

const definition: ReportTemplateDefinition = {
  sections: [
    {
      title: { zh: '基本情况', en: 'Overview' },
      fields: [
        {
          key: 'title',
          label: { zh: '报告标题', en: 'Report title' },
          type: 'text',
          required: true,
          maxLength: 100,
        },
        { key: 'files', label: { zh: '附件', en: 'Files' }, type: 'attachment', required: false },
      ],
    },
  ],
};

const itemFixture = (change: Partial<ClientReportItem> = {}): ClientReportItem => ({
  id: 5,
  title: '第2期阶段报告',
  kind: 'stage',
  dueDate: '2026-12-30',
  overdue: false,
  agreementNumber: 'XY2025000001',
  projectName: '五华区妇女手工艺增收项目',
  reportId: null,
  reportCode: null,
  reportStatus: null,
  reviewComment: null,
  fillable: true,
  ...change,
});

const items: ClientReportItem[] = [
  itemFixture({ id: 4, title: '专项活动报告', dueDate: '2026-11-03', overdue: true }),
  itemFixture({
    id: 6,
    title: '中期进展报告',
    reportId: 21,
    reportCode: 'BG2026000021',
    reportStatus: 'rework',
    reviewComment: '请补充活动照片',
    fillable: false,
  }),
  itemFixture(),
];

const reportFixture = (change: Partial<ClientReportDetail> = {}): ClientReportDetail => ({
  id: 21,
  code: 'BG2026000021',
  status: 'draft',
  version: 3,
  reportItemId: 6,
  reportItemTitle: '中期进展报告',
  dueDate: '2026-12-05',
  overdue: false,
  projectName: '五华区妇女手工艺增收项目',
  reviewComment: null,
  submittedAt: null,
  values: { title: '中期进展', files: [] },
  attachments: [],
  definition,
  ...change,
});

const refused = {
  status: 422,
  body: {
    data: { errors: [{ field: 'title', message: '报告标题不能只含空格' }] },
    status: 'fail',
    msg: '报告标题不能只含空格',
    code: 50000,
  },
};

const page = () => (
  <>
    <ReportPage />
    <Location />
  </>
);

const currentUrl = () => screen.getByLabelText('url').textContent;

describe('ReportPage', () => {
  afterEach(() => act(() => i18n.changeLanguage('zh-CN')));

  it('lists the schedule with the overdue tag, the status and the review comment, filters in the URL', async () => {
    const { sent } = renderPage(page(), {
      clientUser: clientUserFixture(),
      url: '/client/report?overdue=1',
      subject: staff([]),
      replies: { 'GET /client/report-items': items },
    });
    const overdue = (await screen.findByTestId('item-title-4')).closest('tr')!;
    expect(within(overdue).getByText('已逾期')).toBeInTheDocument();
    expect(within(overdue).getByText('XY2025000001')).toBeInTheDocument();
    expect(within(overdue).getByText('未填报')).toBeInTheDocument();
    const reworked = screen.getByTestId('item-title-6').closest('tr')!;
    expect(within(reworked).getByText('待修改')).toBeInTheDocument();
    expect(within(reworked).getByText('请补充活动照片')).toBeInTheDocument();
    expect(within(reworked).queryByText('已逾期')).not.toBeInTheDocument();
    expect(sentTo(sent, 'GET /client/report-items')[0]?.params).toEqual({ overdue: true });

    await user.click(screen.getByRole('button', { name: '修改 中期进展报告' }));
    await waitFor(() => expect(urlQuery(currentUrl())).toEqual({ overdue: '1', report: '21' }));
  });

  it('says when nothing is due, in English too', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    renderPage(page(), {
      clientUser: clientUserFixture(),
      url: '/client/report',
      subject: staff([]),
      locale: 'en-US',
      replies: { 'GET /client/report-items': [] },
    });
    expect(await screen.findByText('No reports are due')).toBeInTheDocument();
  });

  it('fills an item from its template and saves a draft, then names it in the URL', async () => {
    const { sent } = renderPage(page(), {
      clientUser: clientUserFixture(),
      url: '/client/report?item=5',
      subject: staff([]),
      replies: {
        'GET /client/report-items/5': { item: itemFixture(), definition },
        'POST /client/reports': reportFixture({ id: 30, reportItemId: 5, version: 1 }),
        'GET /client/reports/30': reportFixture({ id: 30, reportItemId: 5, version: 1 }),
      },
    });
    const title = await screen.findByRole('textbox', { name: '报告标题' });
    await user.type(title, '第二期进展');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(sentTo(sent, 'POST /client/reports')).toHaveLength(1));
    expect(sentTo(sent, 'POST /client/reports')[0]?.body).toEqual({
      reportItemId: 5,
      values: { title: '第二期进展', files: [] },
    });
    await waitFor(() => expect(urlQuery(currentUrl())).toEqual({ report: '30' }));
  });

  it('shows a refused field under it', async () => {
    renderPage(page(), {
      clientUser: clientUserFixture(),
      url: '/client/report?report=21',
      subject: staff([]),
      replies: {
        'GET /client/reports/21': reportFixture(),
        'PUT /client/reports/21': () => refused,
      },
    });
    const title = await screen.findByRole('textbox', { name: '报告标题' });
    await waitFor(() => expect(title).toHaveValue('中期进展'));
    await user.type(title, '！');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    const field = title.closest('.arco-form-item')!;
    expect(await within(field as HTMLElement).findByText('报告标题不能只含空格')).toBeInTheDocument();
  });

  it('says when the report was changed elsewhere (409)', async () => {
    renderPage(page(), {
      clientUser: clientUserFixture(),
      url: '/client/report?report=21',
      subject: staff([]),
      replies: {
        'GET /client/reports/21': reportFixture(),
        'PUT /client/reports/21': () => ({
          status: 409,
          body: { data: null, status: 'fail', msg: '记录已被修改', code: 40900 },
        }),
      },
    });
    const title = await screen.findByRole('textbox', { name: '报告标题' });
    await waitFor(() => expect(title).toHaveValue('中期进展'));
    await user.type(title, '二');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('报告已在别处被修改，请刷新后重新填写。')).toBeInTheDocument();
  });

  it('asks before submitting, then sends the version', async () => {
    const { sent } = renderPage(page(), {
      clientUser: clientUserFixture(),
      url: '/client/report?report=21',
      subject: staff([]),
      replies: {
        'GET /client/reports/21': reportFixture(),
        'POST /client/reports/21/submit': reportFixture({ status: 'submitted', version: 4 }),
      },
    });
    await screen.findByRole('textbox', { name: '报告标题' });
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(
      await screen.findByText('提交后将由基金会审核，审核期间不能修改。确定提交吗？'),
    ).toBeInTheDocument();
    expect(sentTo(sent, 'POST /client/reports/21/submit')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'POST /client/reports/21/submit')).toHaveLength(1));
    expect(sentTo(sent, 'POST /client/reports/21/submit')[0]?.body).toEqual({ version: 3 });
  });

  it('shows the review comment of a report sent back, and keeps it editable', async () => {
    renderPage(page(), {
      clientUser: clientUserFixture(),
      url: '/client/report?report=21',
      subject: staff([]),
      replies: {
        'GET /client/reports/21': reportFixture({ status: 'rework', reviewComment: '请补充活动照片' }),
      },
    });
    const comment = await screen.findByTestId('review-comment');
    expect(comment).toHaveTextContent('请补充活动照片');
    expect(screen.getByText('报告被退回修改')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '报告标题' })).toBeEnabled();
  });

  it('reads a submitted report back without a form', async () => {
    renderPage(page(), {
      clientUser: clientUserFixture(),
      url: '/client/report?report=21',
      subject: staff([]),
      replies: {
        'GET /client/reports/21': reportFixture({ status: 'accepted', reviewComment: '材料齐全，验收通过' }),
      },
    });
    expect(await screen.findByTestId('read-only')).toHaveTextContent('已验收');
    expect(screen.queryByRole('button', { name: '保存草稿' })).not.toBeInTheDocument();
    expect(screen.getByText('中期进展')).toBeInTheDocument();
  });
});
