import { screen, within } from '@testing-library/react';
import type { PartnerListItem } from '@pm/domain/shapes';
import { renderPage, staff } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { PartnerListPage } from './index';

registerLocale();

const row = (more: Partial<PartnerListItem>): PartnerListItem => ({
  id: 1,
  type: 'company',
  name: '甘肃陇原农业科技有限公司',
  creditCode: '91620102MA71C8K3X0',
  contactName: '马建国',
  mobile: '139****3002',
  areaCode: '620102',
  rating: 4,
  category: null,
  blacklisted: false,
  blacklistReason: null,
  nearestExpiry: '2026-11-27',
  qualificationState: 'expiring',
  projectCount: 2,
  version: 1,
  createdAt: '2024-09-02T00:00:00.000Z',
  ...more,
});

describe('PartnerListPage', () => {
  it('marks an expiring qualification and a blacklisted partner; the create button needs its code', async () => {
    const list = [
      row({}),
      row({
        id: 2,
        name: '兰州金城乡村发展咨询有限公司',
        blacklisted: true,
        blacklistReason: '虚报支出',
        qualificationState: 'valid',
      }),
    ];
    renderPage(<PartnerListPage page="company" />, {
      url: '/related/partner/company',
      subject: staff(['partner']),
      replies: { 'GET /pm/partners': { list, total: 2 } },
    });
    const first = (await screen.findByText('甘肃陇原农业科技有限公司')).closest('tr')!;
    expect(within(first).getByText('资质即将到期')).toBeInTheDocument();
    const second = screen.getByText('兰州金城乡村发展咨询有限公司').closest('tr')!;
    expect(within(second).getByText('黑名单')).toBeInTheDocument();
    expect(within(second).queryByText('资质即将到期')).toBeNull();
    expect(screen.queryByRole('button', { name: /新建执行伙伴/ })).toBeNull();
  });

  it('shows the empty state', async () => {
    renderPage(<PartnerListPage page="supplier" />, {
      url: '/related/partner/supplier',
      subject: staff(['partner', 'partner:create']),
      replies: { 'GET /pm/partners': { list: [], total: 0 } },
    });
    expect(await screen.findByRole('button', { name: /新建供应商/ })).toBeInTheDocument();
    expect(await screen.findByText(/暂无数据/)).toBeInTheDocument();
  });
});
