import { screen, waitFor, within } from '@testing-library/react';
import type { ClientUser } from '@pm/domain/shapes';
import {
  clientUserFixture,
  finishedOpening,
  pageOf,
  renderPage,
  sentTo,
  user,
  type Replies,
} from '../../testing/test-harness';
import { HomePage } from './index';

const person = clientUserFixture({
  idNumber: '530*************13',
  address: '云南省昆明市五华区翠湖南路12号',
  email: 'zhangxiaomei@example.com',
  bankName: '中国农业银行昆明五华支行',
  projectCount: 1,
  totalApproved: '1000.00',
  totalPaid: '500.00',
});
const company: ClientUser = {
  ...person,
  id: 11,
  type: 'company',
  name: '晓梅合作社',
  idNumber: '93530102MA6K3X2L7X',
};

const project = (id: number, name: string) => ({
  id,
  code: `XM${id}`,
  name,
  type: 'education',
  status: 'executing',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  approvedAmount: '1000.00',
  paidAmount: '500.00',
});

function renderHome(replies: Replies = {}) {
  return renderPage(<HomePage />, {
    url: '/client/home',
    subject: { rule: 'client', roles: ['client'], isAdmin: 0, accessList: [] },
    clientUser: person,
    replies: {
      'GET /client/login/roles': [
        { id: 1, type: 'person', name: '张晓梅' },
        { id: 11, type: 'company', name: '晓梅合作社' },
      ],
      'GET /client/corrections': [],
      'GET /client/1/projects': pageOf([project(5, '翠湖社区图书角')]),
      'GET /client/11/projects': pageOf([project(6, '合作社手工艺培训')]),
      'POST /client/change/login/user': company,
      ...replies,
    },
  });
}

describe('client HomePage', () => {
  it('shows the ID number and bank account masked as the server sends them', async () => {
    renderHome();
    expect(screen.getByTestId('client-id-number')).toHaveTextContent('530*************13');
    expect(screen.getByTestId('client-bank-account')).toHaveTextContent('6228 **** **** *** 8401');
    expect(screen.getByTestId('client-area')).toHaveTextContent('云南省 昆明市 五华区');
    expect(await screen.findByText('翠湖社区图书角')).toBeInTheDocument();
  });

  it("switches identity: the stored user, the profile and the projects become the other identity's", async () => {
    const { sent, store } = renderHome();
    await user.click(await screen.findByRole('button', { name: '切换到“晓梅合作社”' }));
    await waitFor(() => expect(store.getState().session.clientUser?.id).toBe(11));
    expect(sentTo(sent, 'POST /client/change/login/user')[0]!.body).toEqual({ id: 11 });
    expect(await screen.findByText('合作社手工艺培训')).toBeInTheDocument();
    expect(screen.getByTestId('identity-11')).toHaveTextContent('当前身份');
    expect(localStorage.getItem('clientUser')).toContain('"id":11');
  });

  it('checks the correction form with the shared rules before sending, then sends the changed values', async () => {
    const { sent } = renderHome({
      'POST /client/corrections': {
        id: 3,
        beneficiaryId: 1,
        changes: [{ field: 'address', from: person.address, to: '新地址1号' }],
        note: '',
        status: 'pending',
        decidedByName: null,
        decidedAt: null,
        rejectReason: '',
        createdAt: '2026-11-28T10:00:00.000Z',
      },
    });
    await user.click(screen.getByRole('button', { name: '申请更正' }));
    await screen.findByRole('button', { name: '提交申请' });
    const drawer = document.querySelector('.arco-drawer') as HTMLElement;
    await finishedOpening(drawer);
    await user.click(within(drawer).getByRole('button', { name: '提交申请' }));
    expect(await within(drawer).findByText('请至少修改一项信息后再提交')).toBeInTheDocument();
    const email = within(drawer).getByLabelText('电子邮箱');
    await user.clear(email);
    await user.type(email, 'bad-email');
    await user.click(within(drawer).getByRole('button', { name: '提交申请' }));
    expect(await within(drawer).findByText('电子邮箱格式不正确')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /client/corrections')).toHaveLength(0);
    await user.clear(email);
    await user.type(email, person.email);
    const address = within(drawer).getByLabelText('详细地址');
    await user.clear(address);
    await user.type(address, '新地址1号');
    await user.click(within(drawer).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(sentTo(sent, 'POST /client/corrections')).toHaveLength(1));
    expect(sentTo(sent, 'POST /client/corrections')[0]!.body).toMatchObject({
      address: '新地址1号',
      email: person.email,
      bankAccountNo: '',
    });
  });
});
