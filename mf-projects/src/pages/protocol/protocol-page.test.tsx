import { screen, waitFor } from '@testing-library/react';
import type { AgreementListItem } from '@pm/domain/shapes';
import { agreementFixture, applicationFixture, projectFixture } from '../../testing/fixtures';
import {
  approvalInstanceFixture,
  approvalLinkFixture,
  pageOf,
  renderPage,
  type Sent,
  staff,
  user,
} from '../../testing/test-harness';
import { ProtocolPage } from './index';

const detail = agreementFixture();
/** The list row of the same agreement. */
const signed: AgreementListItem = detail;
/** Submitted, at the reviewers' node of its approval. */
const inApproval = agreementFixture({ approval: approvalLinkFixture() });

const count = (sent: Sent[], route: string) => sent.filter((request) => request.route === route).length;

describe('ProtocolPage', () => {
  it('opens the form for the project in the URL with its figures and parties, totalling instalments live', async () => {
    renderPage(<ProtocolPage />, {
      url: '/submit/protocol?projectId=7&new=1',
      subject: staff(['project', 'agreement:create']),
      replies: {
        'GET /pm/projects/7': projectFixture({ status: 'approved' }),
        'GET /pm/agreements': pageOf([signed]),
        'GET /pm/applications': {
          list: [applicationFixture({ status: 'approved' })],
          total: 1,
          page: 1,
          pageSize: 1,
        },
      },
    });
    expect(await screen.findByText('新建项目协议')).toBeInTheDocument();
    expect(await screen.findByText(/可签约余额 420,000.00 元/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('甲方')).toHaveValue('春晖公益基金会'));
    expect(screen.getByLabelText('乙方')).toHaveValue('春晖基金会');

    await user.type(screen.getByLabelText('协议总金额'), '100');
    await user.type(screen.getByLabelText('第 1 行拨付金额'), '60');
    expect(screen.getByTestId('instalment-total')).toHaveTextContent('相差 40.00');
    await user.type(screen.getByLabelText('第 1 行拨付金额'), '0');
    expect(screen.getByTestId('instalment-total')).toHaveTextContent('拨付合计 600.00');
    await user.clear(screen.getByLabelText('第 1 行拨付金额'));
    await user.type(screen.getByLabelText('第 1 行拨付金额'), '100');
    expect(screen.getByTestId('instalment-total')).toHaveTextContent('与协议总金额一致');
  });

  it('shows an approver where its approval stands, and leaves the decision to the inbox', async () => {
    renderPage(<ProtocolPage />, {
      url: '/submit/protocol?id=5',
      subject: staff(['project', 'agreement:approve']),
      replies: {
        'GET /pm/agreements': pageOf([signed]),
        'GET /pm/agreements/5': inApproval,
        'GET /pm/approvals/instances/31': approvalInstanceFixture({ actions: ['approve', 'reject'] }),
      },
    });
    expect(await screen.findByText('协议详情 XY2026001')).toBeInTheDocument();
    expect(screen.getByText('1. 中期报告')).toBeInTheDocument();
    expect(screen.getByText('审批中 · 项目评审 · 等待 静静、李敏')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在审批中查看' })).toHaveAttribute(
      'href',
      '/archives/approva?instance=31',
    );
    expect(screen.getByRole('button', { name: '终止' })).toBeInTheDocument();
    for (const action of ['批准', '退回', '撤回', '提交', '修改']) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
  });

  it('submits a draft with the version shown (its approval starts), and reads it again after a 409', async () => {
    const draft = agreementFixture({ status: 'draft' });
    const { sent } = renderPage(<ProtocolPage />, {
      url: '/submit/protocol?id=5',
      subject: staff(['project', 'agreement:create']),
      replies: {
        'GET /pm/agreements': pageOf([draft]),
        'GET /pm/agreements/5': draft,
        'POST /pm/agreements/5/submit': () => ({
          status: 409,
          body: { data: null, status: 'fail', msg: '数据已被他人修改，请刷新后重试', code: 50000 },
        }),
      },
    });
    expect(await screen.findByText('协议详情 XY2026001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修改' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('确定提交协议 XY2026001 吗？')).toBeInTheDocument();
    const [, confirm] = screen.getAllByRole('button', { name: '提交' });
    await user.click(confirm!);
    await waitFor(() => expect(count(sent, 'POST /pm/agreements/5/submit')).toBe(1));
    expect(sent.find((request) => request.route === 'POST /pm/agreements/5/submit')!.body).toEqual({
      version: 2,
    });
    expect(await screen.findByText('数据已被他人修改，请刷新后重试')).toBeInTheDocument();
    await waitFor(() => expect(count(sent, 'GET /pm/agreements/5')).toBe(2));
  });

  it('adds an uploaded file as the next version at once: one upload, no second button to forget', async () => {
    const active = agreementFixture({ status: 'active' });
    const file = {
      id: 41,
      name: 'agreement-v2.pdf',
      size: 8,
      mime: 'application/pdf',
      version: 1,
      uploadedBy: '李敏',
      createdAt: '2026-11-20T08:00:00.000Z',
    };
    const { sent } = renderPage(<ProtocolPage />, {
      url: '/submit/protocol?id=5',
      subject: staff(['project', 'agreement:create']),
      replies: {
        'GET /pm/agreements': pageOf([active]),
        'GET /pm/agreements/5': active,
        'POST /pm/files': file,
        'POST /pm/agreements/5/files': { ...active, files: [{ ...file, version: 2 }] },
      },
    });
    expect(await screen.findByText('协议详情 XY2026001')).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('.arco-drawer input[type=file]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'agreement-v2.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(count(sent, 'POST /pm/agreements/5/files')).toBe(1));
    expect(sent.find((request) => request.route === 'POST /pm/agreements/5/files')!.body).toEqual({
      fileId: 41,
    });
    expect(await screen.findByText('已上传为新版本')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传新版本' })).toBeInTheDocument();
  });
});
