import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationApproveForm, formatFieldError, validateForm } from '@pm/domain/forms';
import { applicationContentFixture, applicationFixture } from '../../testing/fixtures';
import { pageOf, finishedOpening, renderPage, staff, type Sent } from '../../testing/test-harness';
import { ApplyPage } from './index';

const inReview = applicationFixture({
  status: 'in_review',
  version: 5,
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

const approvals = (sent: Sent[]) =>
  sent.filter((request) => request.route === 'POST /pm/applications/12/approve');

function renderReview(userId?: number) {
  return renderPage(<ApplyPage />, {
    url: '/submit/apply?id=12',
    subject: staff(['project', 'application:review']),
    userId,
    replies: {
      'GET /pm/applications': pageOf([inReview]),
      'GET /pm/applications/12': inReview,
      'POST /pm/applications/12/approve': { ...inReview, status: 'approved', approvedAmount: '45000.00' },
    },
  });
}

describe('ApplyPage', () => {
  it('lists the applications and opens the one in the URL with its submitted round compared', async () => {
    renderReview();
    expect(await screen.findByText('申请详情 SQ2026000012')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看申请 SQ2026000012' })).toBeInTheDocument();
    expect(await screen.findByText('与当前内容有 3 处不同，已标出')).toBeInTheDocument();
    expect(screen.getByText('为 8 所小学建图书角').closest('[data-changed]')).toHaveTextContent(
      '当前：为 10 所小学建图书角',
    );
    expect(screen.getByRole('button', { name: '批准' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '驳回' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '修改' })).not.toBeInTheDocument();
  });

  it('approves at most the amount requested, sending the version it was shown at', async () => {
    const { sent } = renderReview();
    await userEvent.click(await screen.findByRole('button', { name: '批准' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText('批准金额');
    expect(amount).toHaveValue('50000.00');
    await finishedOpening(dialog);

    await userEvent.clear(amount);
    await userEvent.type(amount, '60000');
    await userEvent.click(within(dialog).getByRole('button', { name: '批准' }));
    const [tooMuch] = validateForm(
      applicationApproveForm,
      { approvedAmount: '60000', comment: '' },
      { amountRequested: '50000.00' },
    );
    const message = formatFieldError(tooMuch!, applicationApproveForm.labels, 'zh-CN');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(approvals(sent)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '45000');
    await userEvent.type(within(dialog).getByLabelText('审核意见'), '按标准核减');
    await userEvent.click(within(dialog).getByRole('button', { name: '批准' }));
    await waitFor(() => expect(approvals(sent)).toHaveLength(1));
    expect(approvals(sent)[0]!.body).toEqual({ version: 5, approvedAmount: '45000', comment: '按标准核减' });
  });

  it('keeps whoever created or submitted the application from deciding on it (maker–checker)', async () => {
    renderReview(inReview.submittedById!);
    expect(await screen.findByText('申请详情 SQ2026000012')).toBeInTheDocument();
    for (const name of ['批准', '驳回', '退回修改']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('双人复核：这条记录由您创建或提交，须由其他同事审核');
    }
  });
});
