import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerDetail } from '@pm/domain/shapes';
import { renderPage, sentTo, staff } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { PartnerDetailPage } from './index';

registerLocale();

const partner: PartnerDetail = {
  id: 7,
  type: 'supplier',
  name: '四川蜀康医疗器械有限公司',
  creditCode: '91510107MA62D9W7LT',
  areaCode: '510107',
  address: '',
  bankName: '中国银行',
  bankAccountName: '四川蜀康医疗器械有限公司',
  bankAccountNo: '6222000200000023757',
  rating: 3,
  category: 'medical',
  remark: '',
  contacts: [{ name: '陈志强', mobile: '13900003004', position: '负责人', email: '' }],
  qualifications: [
    {
      id: 1,
      name: '营业执照（副本）',
      fileId: null,
      fileName: null,
      expiryDate: '2026-12-03',
      state: 'expiring',
    },
    { id: 2, name: '行业经营许可证', fileId: null, fileName: null, expiryDate: '2028-07-17', state: 'valid' },
  ],
  priceFiles: [],
  donations: [],
  donationTotal: '0.00',
  cooperation: [],
  blacklist: null,
  version: 3,
  createdAt: '2024-09-04T00:00:00.000Z',
  updatedAt: '2024-09-04T00:00:00.000Z',
};

describe('PartnerDetailPage', () => {
  it('shows each qualification with its state, and blacklists only after a confirmation with a reason', async () => {
    const { sent } = renderPage(<PartnerDetailPage />, {
      url: '/related/partner/detail?id=7',
      subject: staff(['partner', 'partner:blacklist']),
      replies: {
        'GET /pm/partners/7': partner,
        'GET /pm/dicts/supplier_category': [],
        'POST /pm/partners/7/blacklist': {
          ...partner,
          version: 4,
          blacklist: { at: '2026-11-24T00:00:00.000Z', reason: '虚报支出', byName: '系统管理员' },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: partner.name })).toBeInTheDocument();
    expect(screen.getByText('资质即将到期')).toBeInTheDocument();
    expect(screen.getByText('资质有效')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();

    // The popconfirm is still fading in: the first keystrokes land once it is there.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('button', { name: '列入黑名单' }));
    expect(await screen.findByText(/列入后不能关联新项目/)).toBeInTheDocument();
    const ok = await screen.findByRole('button', { name: '确定' });
    expect(ok).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: '列入黑名单原因' }), '虚报支出');
    await user.click(ok);
    await waitFor(() => expect(sentTo(sent, 'POST /pm/partners/7/blacklist')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/partners/7/blacklist')[0]!.body).toEqual({
      version: 3,
      reason: '虚报支出',
    });
  });

  it('says when the partner does not exist', async () => {
    renderPage(<PartnerDetailPage />, {
      url: '/related/partner/detail?id=99',
      subject: staff(['partner']),
      replies: {
        'GET /pm/partners/99': () => ({
          status: 404,
          body: { data: null, status: 'fail', msg: '合作方不存在', code: 50000 },
        }),
      },
    });
    expect(await screen.findByText('合作方不存在')).toBeInTheDocument();
  });
});
