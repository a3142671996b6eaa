import { act, screen, waitFor, within } from '@testing-library/react';
import type { ClientAgreementDetail, ClientAgreementItem, ClientCertificate } from '@pm/domain/shapes';
import { setClientUser, useAppDispatch } from '@pm/web/store';
import {
  clientUserFixture,
  Location,
  pageOf,
  renderPage,
  sentTo,
  staff,
  urlQuery,
  user,
} from '../../testing/test-harness';
import { CertPage } from './index';

const agreement: ClientAgreementItem = {
  id: 11,
  number: 'XY202401000011',
  projectId: 3,
  projectName: '五华区妇女手工艺增收项目',
  partyA: '示例公益基金会',
  partyB: '张晓梅',
  signedDate: '2024-03-02',
  effectiveDate: '2024-03-01',
  expiryDate: '2025-02-28',
  totalAmount: '120000.00',
  status: 'active',
};

const detail: ClientAgreementDetail = {
  ...agreement,
  clauses: [{ title: '资金用途', content: '专款专用于本协议约定的项目活动。' }],
  instalments: [
    { seq: 1, plannedDate: '2024-03-11', amount: '72000.00', reportSeq: null },
    { seq: 2, plannedDate: '2024-08-15', amount: '48000.00', reportSeq: 1 },
  ],
  reportItems: [
    { seq: 1, title: '第1期阶段报告', dueDate: '2024-08-01', overdue: false, reportStatus: 'accepted' },
  ],
  files: [],
};

const certificate = (change: Partial<ClientCertificate> = {}): ClientCertificate => ({
  id: 5,
  number: 'SZ-2026-0001',
  templateName: '受助证明',
  projectName: '五华区留守儿童陪伴项目',
  issuerName: '示例公益基金会',
  issuedOn: '2026-10-10',
  status: 'issued',
  revokeReason: null,
  revokedAt: null,
  verifyCode: 'AbCdEfGhIjKlMnOpQrStUv',
  verifyUrl: 'http://localhost/verify/AbCdEfGhIjKlMnOpQrStUv',
  ...change,
});

const replies = {
  'GET /client/agreements': pageOf([agreement]),
  'GET /client/agreements/11': detail,
  'GET /client/certificates': pageOf([
    certificate(),
    certificate({
      id: 6,
      number: 'SZ-2026-0002',
      status: 'revoked',
      revokeReason: '项目信息更正后重新发放',
      verifyCode: 'ZzYyXxWwVvUuTtSsRrQqPp',
      verifyUrl: 'http://localhost/verify/ZzYyXxWwVvUuTtSsRrQqPp',
    }),
  ]),
};

/** Switches the identity as the shell's role switch does. */
function Switcher() {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      onClick={() => dispatch(setClientUser(clientUserFixture({ id: 2, type: 'company' })))}
    >
      switch
    </button>
  );
}

const render = (url: string, locale?: 'zh-CN' | 'en-US') =>
  renderPage(
    <>
      <CertPage />
      <Switcher />
      <Location />
    </>,
    { url, subject: staff([]), replies, locale, clientUser: clientUserFixture() },
  );

describe('CertPage', () => {
  it('lists the agreements and opens one read-only with its schedules', async () => {
    const { sent } = render('/client/cert');
    expect(await screen.findByText('XY202401000011')).toBeInTheDocument();
    expect(screen.getByText('生效中')).toBeInTheDocument();
    expect(sentTo(sent, 'GET /client/agreements')[0]!.params).toEqual({ page: 1, pageSize: 10 });

    await user.click(screen.getByRole('button', { name: '查看协议 XY202401000011' }));
    const drawer = await waitFor(() => {
      const wrapper = document.querySelector<HTMLElement>('.arco-drawer-wrapper');
      expect(wrapper).not.toBeNull();
      return wrapper!;
    });
    expect(await within(drawer).findByText('资金用途')).toBeInTheDocument();
    expect(within(drawer).getByText('第 1 期报告验收后')).toBeInTheDocument();
    expect(within(drawer).getByText('第1期阶段报告')).toBeInTheDocument();
    expect(within(drawer).getByText('无附件')).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: '下载协议 XY202401000011 的 PDF' }),
    ).toBeInTheDocument();
    // Read-only: nothing to edit, submit or delete.
    expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
    expect(urlQuery(screen.getByLabelText('url').textContent)).toEqual({ id: '11' });
  });

  it('shows the certificates with their verify codes, the revoked one marked and not downloadable', async () => {
    render('/client/cert?tab=certificates', 'en-US');
    expect(await screen.findByText('SZ-2026-0001')).toBeInTheDocument();
    expect(screen.getByText('AbCdEfGhIjKlMnOpQrStUv')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the PDF of certificate SZ-2026-0001' }),
    ).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Download the PDF of certificate SZ-2026-0002' }),
    ).toBeDisabled();
    const verify = screen.getAllByRole('link', { name: /Verify online/ })[0]!;
    expect(verify).toHaveAttribute('href', 'http://localhost/verify/AbCdEfGhIjKlMnOpQrStUv');
  });

  it('says so when there is nothing yet', async () => {
    renderPage(<CertPage />, {
      clientUser: clientUserFixture(),
      url: '/client/cert',
      subject: staff([]),
      replies: { ...replies, 'GET /client/agreements': pageOf([]) },
    });
    expect(await screen.findByText('暂无已签订的协议')).toBeInTheDocument();
  });

  it('searches in the URL and refetches when the identity switches', async () => {
    const { sent } = render('/client/cert?keyword=XY');
    await screen.findByText('XY202401000011');
    expect(sentTo(sent, 'GET /client/agreements')[0]!.params).toEqual({
      page: 1,
      pageSize: 10,
      keyword: 'XY',
    });
    const before = sentTo(sent, 'GET /client/agreements').length;
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'switch' }));
    });
    await waitFor(() => expect(sentTo(sent, 'GET /client/agreements').length).toBeGreaterThan(before));
  });
});
