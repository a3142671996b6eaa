import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { creditCode } from '@pm/domain/identity';
import { renderPage, staff } from '@pm/web/testing';
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
});
