import { screen, waitFor, within } from '@testing-library/react';
import type { MergePreview } from '@pm/domain/shapes';
import {
  beneficiaryDetailFixture,
  beneficiaryItemFixture,
} from '../../features/beneficiary/testing/fixtures';
import { renderPage, sentTo, staff, user, type Replies } from '../../testing/test-harness';
import { BeneficiaryDetailPage } from './index';

const ALL = [
  'beneficiary',
  'beneficiary:update',
  'beneficiary:reveal',
  'beneficiary:merge',
  'beneficiary:status',
];

const detail = beneficiaryDetailFixture({ id: 7, name: '张三', version: 4 });
const other = beneficiaryDetailFixture({ id: 8, name: '张三丰', version: 2 });

const payments = {
  totalPaid: '3000.00',
  totalPending: '500.00',
  list: [
    {
      id: 31,
      code: 'BK2026000031',
      projectId: 3,
      projectName: '乡村学校图书角',
      agreementNumber: 'XY2026001',
      type: 'initial',
      amount: '3000.00',
      status: 'paid',
      scheduledDate: '2026-03-01',
      paidDate: '2026-03-02',
    },
  ],
};

function renderDetail(options: { url?: string; codes?: string[]; replies?: Replies } = {}) {
  return renderPage(<BeneficiaryDetailPage type="person" />, {
    url: options.url ?? '/related/benefit/person/detail?id=7',
    subject: staff(options.codes ?? ALL),
    replies: {
      'GET /pm/beneficiaries/7': detail,
      'GET /pm/beneficiaries/7/projects': [],
      'GET /pm/beneficiaries/7/payments': payments,
      'GET /pm/beneficiaries/7/client-accounts': [],
      'GET /pm/beneficiaries/7/duplicates': { list: [] },
      'GET /pm/dicts/vulnerability_tag': [],
      'GET /pm/dicts/beneficiary_source': [],
      'GET /pm/dicts/guardian_relation': [],
      ...options.replies,
    },
  });
}

describe('BeneficiaryDetailPage', () => {
  it('shows the masked ID number, and the full one after a reveal to who holds the code', async () => {
    const { sent } = renderDetail({
      replies: {
        'POST /pm/beneficiaries/7/reveal': { idType: 'resident_id', idNumber: '530102198604121232' },
      },
    });
    expect(await screen.findByTestId('id-number')).toHaveTextContent('530***********1234');
    await user.click(screen.getByRole('button', { name: /查看完整号码/ }));
    await waitFor(() => expect(screen.getByTestId('id-number')).toHaveTextContent('530102198604121232'));
    expect(sentTo(sent, 'POST /pm/beneficiaries/7/reveal')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /查看完整号码/ })).not.toBeInTheDocument();
  });

  it('offers no reveal, edit, status or merge to who holds none of their codes', async () => {
    renderDetail({ codes: ['beneficiary'] });
    expect(await screen.findByTestId('id-number')).toHaveTextContent('530***********1234');
    expect(screen.queryByRole('button', { name: /查看完整号码/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /修改/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '合并' })).not.toBeInTheDocument();
  });

  it('deactivates after a confirmation, sending the version it read', async () => {
    const { sent } = renderDetail({
      replies: { 'POST /pm/beneficiaries/7/status': { ...detail, status: 'inactive', version: 5 } },
    });
    await user.click(await screen.findByRole('button', { name: '停用' }));
    expect(await screen.findByText('停用受益人“张三”？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/beneficiaries/7/status')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/beneficiaries/7/status')[0]?.body).toEqual({
      action: 'deactivate',
      version: 4,
    });
  });

  it('lists the payments received with their sums', async () => {
    renderDetail({ url: '/related/benefit/person/detail?id=7&tab=payments' });
    expect(await screen.findByText('BK2026000031')).toBeInTheDocument();
    const sums = screen.getAllByText('累计已拨付').at(-1)!.closest('table')!;
    expect(within(sums).getByText('3,000.00')).toBeInTheDocument();
    expect(within(sums).getByText('500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '乡村学校图书角' })).toHaveAttribute(
      'href',
      '/project/list/detail?id=3',
    );
  });

  it('merges another record in with the values picked per field, then shows the payments', async () => {
    const preview: MergePreview = {
      survivor: detail,
      other: { ...other, person: { ...other.person!, mobile: '139****0002', bankName: '工商银行' } },
      groups: ['name', 'mobile', 'bank'],
      links: {
        projects: 1,
        applications: 0,
        appropriations: 2,
        agreements: 1,
        reports: 0,
        sessions: 0,
        clientAccounts: 0,
        files: 0,
        qualifications: 0,
        history: 3,
      },
    };
    const { sent, history } = renderDetail({
      replies: {
        'GET /pm/beneficiaries': {
          list: [beneficiaryItemFixture({ id: 8, name: '张三丰' })],
          total: 1,
          page: 1,
          pageSize: 20,
        },
        'GET /pm/beneficiaries/7/merge-preview': preview,
        'POST /pm/beneficiaries/7/merge': { survivor: detail, mergedId: 8, moved: preview.links },
      },
    });
    await user.click(await screen.findByRole('button', { name: '合并' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: /张三丰/ }));
    expect(await within(dialog).findByText(/将转移：1 个项目、2 笔拨款/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '银行账户: 采用被合并记录的值' }));
    await user.click(within(dialog).getByRole('button', { name: '合并' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/beneficiaries/7/merge')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/beneficiaries/7/merge')[0]?.body).toEqual({
      otherId: 8,
      version: 4,
      otherVersion: 2,
      pick: { name: 'survivor', mobile: 'survivor', bank: 'other' },
    });
    await waitFor(() => expect(history.location.search).toContain('tab=payments'));
  });

  it('links a phone for the client portal and refuses one that is no mobile number', async () => {
    const { sent } = renderDetail({
      url: '/related/benefit/person/detail?id=7&tab=accounts',
      replies: {
        'POST /pm/beneficiaries/7/client-accounts': {
          id: 1,
          mobile: '139****0001',
          sharedWith: [],
          createdAt: '2026-01-05T02:00:00.000Z',
        },
      },
    });
    expect(await screen.findByText('暂无关联手机号')).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: '手机号' });
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: '关联手机号' }));
    expect(await screen.findByText('请输入 11 位手机号码')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '139 0000 0001');
    await user.click(screen.getByRole('button', { name: '关联手机号' }));
    await waitFor(() =>
      expect(sentTo(sent, 'POST /pm/beneficiaries/7/client-accounts')[0]?.body).toEqual({
        mobile: '13900000001',
      }),
    );
  });

  it("shows an organisation's credit code in full and its qualifications with their expiry", async () => {
    const company = {
      ...beneficiaryDetailFixture({
        id: 7,
        type: 'company',
        name: '五华区合作社',
        creditCode: '91350100M000100Y43',
      }),
      person: null,
      company: {
        name: '五华区合作社',
        creditCode: '91350100M000100Y43',
        legalRepresentative: '李明',
        contactName: '王芳',
        mobile: '139****0001',
        orgType: 'school',
        areaCode: '530102',
        address: '',
        email: '',
        bankName: '',
        bankAccountName: '',
        bankAccountNo: '',
        qualifications: [
          {
            id: 1,
            name: '办学许可证',
            fileId: 5,
            fileName: 'licence.pdf',
            expiryDate: '2020-01-31',
            expired: true,
          },
        ],
      },
    };
    renderPage(<BeneficiaryDetailPage type="company" />, {
      url: '/related/benefit/company/detail?id=7',
      subject: staff(ALL),
      replies: {
        'GET /pm/beneficiaries/7': company,
        'GET /pm/beneficiaries/7/projects': [],
        'GET /pm/dicts/org_type': [{ value: 'school', labelZh: '学校', labelEn: 'School' }],
      },
    });
    expect(await screen.findByText('91350100M000100Y43')).toBeInTheDocument();
    expect(screen.getByText(/办学许可证 · licence.pdf/)).toBeInTheDocument();
    expect(screen.getByText('已过期')).toBeInTheDocument();
    expect(await screen.findByText('学校')).toBeInTheDocument();
    expect(screen.queryByTestId('id-number')).not.toBeInTheDocument();
  });

  it('says when there is no such beneficiary', async () => {
    renderDetail({
      replies: {
        'GET /pm/beneficiaries/7': () => ({
          status: 404,
          body: { data: null, status: 'fail', msg: 'not found', code: 50000 },
        }),
      },
    });
    expect(await screen.findByText('受益人不存在或已删除')).toBeInTheDocument();
  });
});
