import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { creditCode } from '@pm/domain/identity';
import { renderPage, sentTo, staff, user as pointer } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { PartnerCreatePage } from './index';

registerLocale();

const CODE = creditCode('53', '110101', '500001234');

describe('PartnerCreatePage', () => {
  it('checks the credit code as it is typed: its check character, in the page language', async () => {
    renderPage(<PartnerCreatePage support />, {
      url: '/related/partner/create-support',
      subject: staff(['partner', 'partner:create']),
      replies: { 'GET /pm/area/list': [] },
    });
    expect(await screen.findByText('新建支持单位（捐赠方）')).toBeInTheDocument();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: '统一社会信用代码' });
    await user.type(box, `${CODE.slice(0, 17)}${CODE.endsWith('0') ? '1' : '0'}`);
    await user.tab();
    expect(await screen.findByText('统一社会信用代码校验码不正确，请核对')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, CODE);
    await user.tab();
    expect(screen.queryByText('统一社会信用代码校验码不正确，请核对')).toBeNull();
    expect(screen.queryByText('资质证书')).toBeNull();
  });

  it('names the partner a 409 says has the credit code, linked to its detail, and keeps what was typed', async () => {
    const { sent } = renderPage(<PartnerCreatePage />, {
      url: '/related/partner/create',
      subject: staff(['partner', 'partner:create']),
      replies: {
        'GET /pm/area': [{ code: '530102', name: '五华区' }],
        'POST /pm/partners': () => ({
          status: 409,
          body: {
            data: { existing: { id: 7, name: '云南已登记公司', type: 'company' } },
            status: 'fail',
            msg: '统一社会信用代码已登记为合作方“云南已登记公司”（编号 7）',
            code: 50000,
          },
        }),
      },
    });
    // Arco's cascader list is under a transition (pointer-events: none) in jsdom.
    const user = pointer;
    const name = await screen.findByRole('textbox', { name: /单位名称/ });
    await user.type(name, '新的公司');
    await user.type(screen.getByRole('textbox', { name: /统一社会信用代码/ }), CODE);
    const areaLabel = [...document.querySelectorAll('label')].find((label) =>
      label.textContent?.includes('所在地区'),
    )!;
    await user.click(document.getElementById(areaLabel.htmlFor)!);
    await user.click(await screen.findByText('五华区', { selector: '.arco-cascader-list-item-label' }));
    await user.type(screen.getByRole('textbox', { name: /联系人姓名/ }), '王联系');
    await user.type(screen.getByRole('textbox', { name: /联系人手机/ }), '13800138000');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const link = await screen.findByRole('link', { name: '云南已登记公司' });
    expect(link).toHaveAttribute('href', '/related/partner/detail?id=7');
    expect(link.closest('[role="alert"]')).toHaveTextContent(
      '统一社会信用代码已登记为合作方“云南已登记公司”（编号 7）已登记的记录： 云南已登记公司',
    );
    expect(name).toHaveValue('新的公司');
    expect(sentTo(sent, 'POST /pm/partners')[0]?.body).toMatchObject({ name: '新的公司', creditCode: CODE });
  });
});
