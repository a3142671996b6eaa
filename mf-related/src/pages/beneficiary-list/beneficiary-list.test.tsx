import { screen } from '@testing-library/react';
import { renderPage, staff } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { BeneficiaryListPage } from './index';

registerLocale();

const empty = { list: [], total: 0 };

describe('BeneficiaryListPage', () => {
  it('asks an organisation by its name and credit code, a person by name and ID number', async () => {
    const { unmount } = renderPage(<BeneficiaryListPage type="company" />, {
      url: '/related/benefit/company',
      subject: staff(['beneficiary']),
      replies: { 'GET /pm/beneficiaries': empty },
    });
    const company = await screen.findByLabelText(/搜索/);
    expect(company).toHaveAttribute('placeholder', '搜索机构名称，或完整的信用代码、手机号、账号');
    expect(screen.getByText('机构名称')).toBeInTheDocument();
    unmount();

    renderPage(<BeneficiaryListPage type="person" />, {
      url: '/related/benefit/person',
      subject: staff(['beneficiary']),
      replies: { 'GET /pm/beneficiaries': empty },
    });
    expect(await screen.findByLabelText(/搜索/)).toHaveAttribute(
      'placeholder',
      '搜索姓名，或完整的身份证号、手机号、账号',
    );
    expect(screen.getByText('姓名')).toBeInTheDocument();
  });
});
