import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionSubject } from '@pm/domain/auth';
import type { AppropriationView } from '@pm/domain/workflow';
import {
  appropriationDetail,
  appropriationPage,
  appropriationRow,
} from '../../features/appropriation/testing/fixtures';
import {
  Location,
  renderPage,
  type Replies,
  sentTo,
  staff,
  urlQuery,
  user,
} from '../../testing/test-harness';
import { DEFAULT_BUSINESS_TIME_ZONE, businessDate } from '@pm/domain/utils';
import { AppropriationListPage } from './index';

const READ = ['fundPayment'];
const OFFICER = ['fundPayment', 'fundPayment:create', 'fundPayment:verify', 'fundPayment:export'];

const rows = [
  { ...appropriationRow({ id: 1, code: 'BK2026000001', amount: '30000.00', version: 2 }), myTaskId: 51 },
  {
    ...appropriationRow({
      id: 2,
      code: 'BK2026000002',
      amount: '45000.50',
      version: 5,
      projectName: '山区饮水工程',
    }),
    myTaskId: 52,
  },
  appropriationRow({ id: 3, code: 'BK2026000003', amount: '8000.00', status: 'rejected' }),
  // Submitted, its approval waiting for someone else (another node, or the caller made it).
  appropriationRow({ id: 4, code: 'BK2026000004', amount: '1200.00' }),
];
const page = appropriationPage(
  rows,
  {
    count: 23,
    amount: '1234567.80',
    byStatus: [
      { status: 'submitted', count: 20, amount: '1200000.00' },
      { status: 'rejected', count: 3, amount: '34567.80' },
    ],
  },
  23,
);

function renderList({
  view = 'unverified',
  url,
  codes = OFFICER,
  replies = {},
}: {
  view?: AppropriationView;
  url?: string;
  codes?: string[] | PermissionSubject;
  replies?: Replies;
} = {}) {
  return renderPage(
    <>
      <AppropriationListPage view={view} />
      <Location />
    </>,
    {
      url: url ?? `/project/appropriation/${view}`,
      subject: Array.isArray(codes) ? staff(codes) : codes,
      replies: { 'GET /pm/appropriations': page, ...replies },
    },
  );
}

const row = (code: string) => screen.getByText(code).closest('tr')!;
const url = () => screen.getByLabelText('url').textContent;

describe('AppropriationListPage', () => {
  it('shows the rows of the view and the totals of every filtered row', async () => {
    const { sent } = renderList();
    expect(await screen.findByRole('link', { name: 'BK2026000001' })).toBeInTheDocument();
    expect(within(row('BK2026000002')).getByText('45,000.50')).toBeInTheDocument();
    expect(within(row('BK2026000002')).getByText('XM2025007 山区饮水工程')).toBeInTheDocument();
    expect(within(row('BK2026000003')).getByText('已驳回')).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: '筛选结果合计' });
    expect(totals).toHaveTextContent('23 笔 · 合计 123.46万');
    expect(within(totals).getByText('123.46万')).toHaveAttribute('title', '1,234,567.80');
    const submitted = within(totals).getByTestId('totals-submitted');
    expect(submitted).toHaveTextContent('待核验');
    expect(submitted).toHaveTextContent('20 笔');
    expect(submitted).toHaveTextContent('120.00万');
    expect(sentTo(sent, 'GET /pm/appropriations')[0]?.params).toEqual({
      page: 1,
      pageSize: 10,
      view: 'unverified',
    });
  });

  it('says so when no row matches', async () => {
    renderList({
      replies: {
        'GET /pm/appropriations': appropriationPage([], { count: 0, amount: '0.00', byStatus: [] }),
      },
    });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('puts the filters in the URL and asks the server for them, statuses only within the view', async () => {
    const { sent } = renderList({ url: '/project/appropriation/unverified?page=2&status=paid' });
    await screen.findByText('BK2026000001');
    // A pasted status of another view is not sent.
    expect(sentTo(sent, 'GET /pm/appropriations')[0]?.params).toEqual({
      page: 2,
      pageSize: 10,
      view: 'unverified',
    });

    await user.type(screen.getByPlaceholderText('拨付单号、项目或收款方'), ' 图书 ');
    await user.click(screen.getAllByText('全部')[0]!);
    // A multiple select takes the click on the option's text, not on its row.
    await user.click(within(await screen.findByRole('option', { name: '已驳回' })).getByText('已驳回'));
    await user.type(screen.getByRole('textbox', { name: '最低金额' }), '1000');
    await user.click(screen.getByRole('button', { name: /查询/ }));

    await waitFor(() =>
      expect(urlQuery(url())).toEqual({ keyword: '图书', status: 'rejected', amountMin: '1000' }),
    );
    await waitFor(() =>
      expect(sentTo(sent, 'GET /pm/appropriations').at(-1)?.params).toEqual({
        page: 1,
        pageSize: 10,
        view: 'unverified',
        keyword: '图书',
        status: 'rejected',
        amountMin: '1000',
      }),
    );
  });

  it('sorts by a column through the URL', async () => {
    renderList();
    await screen.findByText('BK2026000001');
    await user.click(screen.getByText('金额（元）'));
    await waitFor(() => expect(urlQuery(url())).toMatchObject({ sortField: 'amount', sortOrder: 'ascend' }));
  });

  it('switches views from the segmented control, by keyboard too', async () => {
    renderList();
    await screen.findByText('BK2026000001');
    const views = screen.getByRole('navigation', { name: '拨付视图' });
    const current = within(views).getByRole('radio', { name: '待审核拨付' });
    expect(current).toBeChecked();
    current.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(url()).toBe('/project/appropriation/wait'));
  });

  it('offers no batch button or selection to someone without fundPayment:verify', async () => {
    renderList({ codes: READ });
    await screen.findByText('BK2026000001');
    expect(screen.queryByRole('button', { name: '批量核验' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新建拨付/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
    expect(within(row('BK2026000001')).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers batch pay on the wait view only to who holds fundPayment:pay', async () => {
    const wait = rows.map((each) => ({ ...each, status: 'verified' as const }));
    const replies = { 'GET /pm/appropriations': appropriationPage(wait, page.totals) };
    const first = renderList({ view: 'wait', replies });
    await screen.findByText('BK2026000001');
    expect(screen.queryByRole('button', { name: '批量支付' })).not.toBeInTheDocument();
    first.unmount();

    renderList({ view: 'wait', codes: [...READ, 'fundPayment:pay'], replies });
    expect(await screen.findByRole('button', { name: '批量支付' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '批量核验' })).not.toBeInTheDocument();
  });

  it('verifies, in one call, the selected rows whose approval waits for the caller, and lists what did not go through', async () => {
    const { sent } = renderList({
      replies: {
        'POST /pm/appropriations/batch/verify': {
          succeeded: [1],
          failed: [{ id: 2, code: 'conflict', message: '第2期阶段报告尚未验收通过，暂不能核验' }],
        },
      },
    });
    await screen.findByText('BK2026000001');
    // Only rows with a task of the caller's are approved by the batch: a rejected one, or one waiting for someone
    // else, cannot be selected.
    expect(within(row('BK2026000003')).getByRole('checkbox')).toBeDisabled();
    expect(within(row('BK2026000004')).getByRole('checkbox')).toBeDisabled();
    await user.click(within(row('BK2026000001')).getByRole('checkbox'));
    await user.click(within(row('BK2026000002')).getByRole('checkbox'));
    expect(screen.getByText(/已选 2 笔，合计/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '批量核验' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('核验选中的 2 笔拨付，合计 75,000.50 元？')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '核验意见' }), '材料齐全');
    await user.click(within(dialog).getByRole('button', { name: '核验通过' }));

    expect(await screen.findByText('1 笔已完成')).toBeInTheDocument();
    expect(screen.getByText('1 笔未完成：')).toBeInTheDocument();
    expect(screen.getByText('BK2026000002: 第2期阶段报告尚未验收通过，暂不能核验')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/appropriations/batch/verify').map((request) => request.body)).toEqual([
      {
        items: [
          { id: 1, version: 2 },
          { id: 2, version: 5 },
        ],
        comment: '材料齐全',
      },
    ]);
    // The views and totals are read again.
    await waitFor(() => expect(sentTo(sent, 'GET /pm/appropriations').length).toBeGreaterThan(1));
  });

  it('pays the selection under one voucher', async () => {
    const wait = [
      { ...rows[0]!, status: 'verified' as const },
      { ...rows[1]!, status: 'returned' as const },
    ];
    const { sent } = renderList({
      view: 'wait',
      codes: [...READ, 'fundPayment:pay'],
      replies: {
        'GET /pm/appropriations': appropriationPage(wait, page.totals),
        'POST /pm/appropriations/batch/pay': { succeeded: [1, 2], failed: [] },
      },
    });
    await screen.findByText('BK2026000001');
    await user.click(within(row('BK2026000001')).getByRole('checkbox'));
    await user.click(within(row('BK2026000002')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '批量支付' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/支付选中的 2 笔拨付，合计 75,000.50 元/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '凭证号' }), 'PZ-2026-001');
    await user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    expect(await screen.findByText('2 笔已完成')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/appropriations/batch/pay')[0]?.body).toEqual({
      items: [
        { id: 1, version: 2 },
        { id: 2, version: 5 },
      ],
      paidDate: businessDate(DEFAULT_BUSINESS_TIME_ZONE),
      voucherNo: 'PZ-2026-001',
      receiptFileId: null,
    });
  });

  it('exports the filtered rows of the view as a file', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { sent } = renderList({
      url: '/project/appropriation/unverified?type=final&keyword=图书&page=3',
      replies: { 'GET /pm/appropriations/export': () => ({ body: new Blob(['xlsx']) }) },
    });
    await user.click(await screen.findByRole('button', { name: '导出' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sentTo(sent, 'GET /pm/appropriations/export')[0]?.params).toEqual({
      view: 'unverified',
      type: 'final',
      keyword: '图书',
    });
    click.mockRestore();
  });

  it('opens the new appropriation page', async () => {
    renderList();
    await user.click(await screen.findByRole('button', { name: /新建拨付/ }));
    expect(url()).toBe('/project/appropriation/create');
  });

  it('opens an appropriation in the drawer from its code, and closes it with Esc', async () => {
    renderList({ replies: { 'GET /pm/appropriations/1': appropriationDetail() } });
    await user.click(await screen.findByRole('link', { name: 'BK2026000001' }));
    expect(urlQuery(url())).toEqual({ open: '1' });
    expect(await screen.findByText('拨付单 BK2026000001')).toBeInTheDocument();
    expect(screen.getByText('中国农业银行昆明五华支行')).toBeInTheDocument();
    // Focus is in the drawer; user-event's Escape carries no keyCode, which Arco reads.
    const drawer = screen.getByText('拨付单 BK2026000001').closest('.arco-drawer-wrapper') as HTMLElement;
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(urlQuery(url())).toEqual({}));
  });
});
