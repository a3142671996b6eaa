import { screen, waitFor, within } from '@testing-library/react';
import type { PermissionSubject } from '@pm/domain/auth';
import type { AppropriationDetail } from '@pm/domain/shapes';
import { appropriationDetail, projectFunding } from '../testing/fixtures';
import {
  approvalInstanceFixture,
  approvalLinkFixture,
  renderPage,
  type Replies,
  sentTo,
  staff,
  user,
} from '../../../testing/test-harness';
import { AppropriationDrawer } from './appropriation-drawer';
import { DEFAULT_BUSINESS_TIME_ZONE, businessDate } from '@pm/domain/utils';

const FINANCE = ['fundPayment', 'fundPayment:create', 'fundPayment:verify', 'fundPayment:pay'];

function renderDrawer(
  record: AppropriationDetail,
  {
    subject = staff(FINANCE),
    replies = {},
    userId = 9,
  }: { subject?: PermissionSubject; replies?: Replies; userId?: number } = {},
) {
  return renderPage(<AppropriationDrawer id={record.id} onClose={() => undefined} />, {
    url: '/project/appropriation/unverified?open=1',
    subject,
    userId,
    replies: { [`GET /pm/appropriations/${record.id}`]: record, ...replies },
  });
}

/** Its approval at the finance node. */
const inFinance = { nodeName: '财务核验', waitingFor: ['强哥'] };

const button = (name: string) => screen.queryByRole('button', { name });
const refusal = (status: number, msg: string) => () => ({
  status,
  body: { data: null, status: 'fail', msg, code: 50000 },
});

describe('AppropriationDrawer', () => {
  it('shows every field, the payee snapshot, who did what, and the history', async () => {
    renderDrawer(
      appropriationDetail({
        status: 'paid',
        verifiedByName: '李核验',
        verifiedAt: '2026-02-21T08:00:00.000Z',
        paidByName: '王出纳',
        paidAt: '2026-02-22T08:00:00.000Z',
        paidDate: '2026-02-22',
        voucherNo: 'PZ-0099',
        receiptFile: {
          id: 77,
          name: '回单.pdf',
          size: 100,
          mime: 'application/pdf',
          version: 1,
          uploadedBy: '王出纳',
          createdAt: '2026-02-22T08:00:00.000Z',
        },
      }),
    );
    expect(await screen.findByText('拨付单 BK2026000001')).toBeInTheDocument();
    for (const text of [
      'XM2025007 乡村学校图书角',
      'XY2026001',
      '30,000.00',
      '中国农业银行昆明五华支行',
      '昆明市五华区第一小学',
      '6228480123456789012',
      'PZ-0099',
      '2026 上半年 · 图书采购',
      '首期图书采购款',
      '用途',
      '图书角首批图书',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByText(/李核验 ·/)).toBeInTheDocument();
    expect(screen.getByText(/王出纳 ·/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下载银行回单 回单.pdf' })).toBeInTheDocument();
    expect(screen.getByText('张会计')).toBeInTheDocument(); // the history
  });

  it('warns that verification waits for the stage report', async () => {
    renderDrawer(
      appropriationDetail({
        instalment: {
          seq: 2,
          amount: '40000.00',
          plannedDate: '2026-07-01',
          reportItemTitle: '中期报告',
          reportStatus: 'submitted',
        },
      }),
    );
    expect(await screen.findByText(/阶段报告“中期报告”尚未验收通过/)).toBeInTheDocument();
  });

  it("offers only what the status and the permissions allow: verifying is its approval's, in the inbox", async () => {
    const verifier = renderDrawer(appropriationDetail({ approval: approvalLinkFixture(inFinance) }), {
      subject: staff(['fundPayment', 'fundPayment:verify']),
      replies: { 'GET /pm/approvals/instances/31': approvalInstanceFixture({ actions: ['approve'] }) },
    });
    expect(await screen.findByText('审批中 · 财务核验 · 等待 强哥')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在审批中查看' })).toHaveAttribute(
      'href',
      '/archives/approva?instance=31',
    );
    for (const name of ['核验通过', '驳回', '作废', '确认支付', '修改', '重新提交', '退票'])
      expect(button(name)).not.toBeInTheDocument();
    verifier.unmount();

    const admin = renderDrawer(appropriationDetail(), { subject: staff([], 1) });
    expect(await screen.findByRole('button', { name: '作废' })).toBeInTheDocument();
    expect(button('确认支付')).not.toBeInTheDocument();
    expect(button('核验通过')).not.toBeInTheDocument();
    admin.unmount();

    renderDrawer(appropriationDetail({ status: 'paid' }), { subject: staff(FINANCE) });
    expect(await screen.findByRole('button', { name: '退票' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('button')
        .filter((each) => /核验通过|驳回|作废|确认支付/.test(each.textContent ?? '')),
    ).toHaveLength(0);
  });

  it('cancels with a reason and the version shown; a refusal is shown as the server words it', async () => {
    const message = '数据已被他人修改，请刷新后重试（您的修改未保存）';
    const { sent } = renderDrawer(appropriationDetail(), {
      subject: staff([...FINANCE, 'fundPayment:cancel']),
      replies: { 'POST /pm/appropriations/1/cancel': refusal(409, message) },
    });
    // The drawer has finished opening (it moves focus to its content) before the user acts in it.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('tabindex', '-1'));
    await user.click(await screen.findByRole('button', { name: '作废' }));
    // The confirmation's own button, disabled until a reason is written.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '作废' })).toHaveLength(2));
    const ok = screen.getAllByRole('button', { name: '作废' }).at(-1)!;
    expect(ok).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: '意见' }));
    await user.paste('收款账户有误');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '意见' })).toHaveValue('收款账户有误'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: '作废' }).at(-1)).toBeEnabled());
    await user.click(screen.getAllByRole('button', { name: '作废' }).at(-1)!);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/appropriations/1/cancel')[0]?.body).toEqual({
      version: 2,
      comment: '收款账户有误',
    });
    // The record is read again after the refusal.
    await waitFor(() => expect(sentTo(sent, 'GET /pm/appropriations/1')).toHaveLength(2));
  });

  it('lets its author withdraw it from verification while nobody has acted, then reads it again', async () => {
    const { sent } = renderDrawer(appropriationDetail({ approval: approvalLinkFixture(inFinance) }), {
      subject: staff(['fundPayment', 'fundPayment:create']),
      userId: 4,
      replies: {
        'GET /pm/approvals/instances/31': approvalInstanceFixture({ version: 1 }),
        'POST /pm/approvals/instances/31/withdraw': approvalInstanceFixture({ status: 'withdrawn' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '撤回' }));
    await user.click(screen.getAllByRole('button', { name: '撤回' }).at(-1)!);
    expect(await screen.findByText('已撤回审批')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/approvals/instances/31/withdraw')[0]?.body).toEqual({ version: 1 });
    await waitFor(() => expect(sentTo(sent, 'GET /pm/appropriations/1')).toHaveLength(2));
  });

  it('keeps who verified from paying it', async () => {
    renderDrawer(appropriationDetail({ status: 'verified', verifiedById: 9, verifiedByName: '李核验' }), {
      userId: 9,
    });
    const pay = await screen.findByRole('button', { name: '确认支付' });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription('这笔拨付由您核验，须由他人支付');
  });

  it('keeps whoever approved it at an earlier node of its verification from paying it', async () => {
    const task = { nodeIndex: 0, assignee: '强哥', comment: null, actedAt: '2026-02-21T08:00:00.000Z' };
    renderDrawer(
      appropriationDetail({
        status: 'verified',
        verifiedById: 3,
        approval: approvalLinkFixture({ status: 'approved', waitingFor: [], finishedAt: task.actedAt }),
      }),
      {
        userId: 9,
        replies: {
          'GET /pm/approvals/instances/31': approvalInstanceFixture({
            status: 'approved',
            actions: [],
            tasks: [
              { ...task, id: 61, assigneeId: 9, status: 'approved' },
              { ...task, id: 62, nodeIndex: 1, assigneeId: 3, assignee: '赵主任', status: 'approved' },
            ],
          }),
        },
      },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: '确认支付' })).toBeDisabled());
    expect(screen.getByRole('button', { name: '确认支付' })).toHaveAccessibleDescription(
      '这笔拨付由您核验，须由他人支付',
    );
  });

  it('pays through the payment form: paid date, voucher, receipt', async () => {
    const { sent } = renderDrawer(appropriationDetail({ status: 'verified', verifiedById: 3 }), {
      userId: 9,
      replies: { 'POST /pm/appropriations/1/pay': appropriationDetail({ status: 'paid' }) },
    });
    await user.click(await screen.findByRole('button', { name: '确认支付' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('向 五华区第一小学 支付 30,000.00 元（BK2026000001）。'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    expect(await within(dialog).findByText('请填写凭证号')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: '凭证号' }), 'PZ-0100');
    await user.click(within(dialog).getByRole('button', { name: '确认支付' }));
    await waitFor(() =>
      expect(sentTo(sent, 'POST /pm/appropriations/1/pay')[0]?.body).toEqual({
        version: 2,
        paidDate: businessDate(DEFAULT_BUSINESS_TIME_ZONE),
        voucherNo: 'PZ-0100',
        receiptFileId: null,
      }),
    );
    expect(await screen.findByText('拨付单 BK2026000001 已确认支付')).toBeInTheDocument();
  });

  it('opens a rejected one in the edit form, filled in, and saves it with its version', async () => {
    const rejected = appropriationDetail({
      status: 'rejected',
      instalmentId: 13,
      instalmentSeq: 3,
      amount: '15000.00',
    });
    const { sent } = renderDrawer(rejected, {
      replies: {
        'GET /pm/projects/7/funding': projectFunding(),
        'GET /pm/appropriations/fundable-projects': [],
        'PUT /pm/appropriations/1': { ...rejected, version: 3 },
      },
    });
    expect(await screen.findByRole('button', { name: '重新提交' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '修改' }));
    expect(await screen.findByText('修改拨付单 BK2026000001')).toBeInTheDocument();
    // The form is ready once the project's funding (its limits) has loaded: the agreement select is enabled then.
    await waitFor(() => expect(screen.getByRole('textbox', { name: '拨款金额' })).toHaveValue('15000.00'));
    expect(await screen.findByText(/项目可拨/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '拨款金额' })).toBeEnabled());
    const amount = screen.getByRole('textbox', { name: '拨款金额' });
    await user.clear(amount);
    await user.type(amount, '20000.01');
    expect(await screen.findByText('拨款金额不能超过本期可拨余额 20000.00')).toBeInTheDocument();
    await user.type(amount, '{Backspace}{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sentTo(sent, 'PUT /pm/appropriations/1')).toHaveLength(1));
    expect(sentTo(sent, 'PUT /pm/appropriations/1')[0]?.body).toMatchObject({
      projectId: 7,
      agreementId: 5,
      instalmentId: 13,
      amount: '20000',
      payeeAccountNo: '6228480123456789012',
      budgetLineIds: [31],
      version: 2,
    });
  });
});
