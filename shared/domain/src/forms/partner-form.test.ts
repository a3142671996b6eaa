import { creditCode } from '../identity/credit-code';
import { formErrorMessages, validateForm } from './form-schema';
import {
  partnerBlacklistForm,
  partnerDonationForm,
  partnerForm,
  type PartnerFormValues,
} from './partner-form';

const CODE = creditCode('91', '530102', 'MA6N2R4T1');

const partner: PartnerFormValues = {
  type: 'company',
  name: '云南彩云间民族手工艺品有限公司',
  creditCode: CODE,
  areaCode: '530102',
  address: '',
  contacts: [{ name: '李娟', mobile: '13900003001', position: '', email: '' }],
  bankName: '',
  bankAccountName: '',
  bankAccountNo: '',
  rating: null,
  category: '',
  remark: '',
  qualifications: [],
  priceFileIds: [],
};

const messages = (values: PartnerFormValues, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  formErrorMessages(partnerForm, validateForm(partnerForm, values), locale).map(
    (error) => `${error.field}: ${error.message}`,
  );

describe('partnerForm', () => {
  it('accepts a partner with a valid credit code and one contact', () => {
    expect(messages(partner)).toEqual([]);
    expect(messages({ ...partner, creditCode: CODE.toLowerCase() })).toEqual([]);
  });

  it('verifies the credit code: its shape, then its check character', () => {
    const wrong = `${CODE.slice(0, 17)}${CODE.endsWith('0') ? '1' : '0'}`;
    expect(messages({ ...partner, creditCode: wrong })).toEqual([
      'creditCode: 统一社会信用代码校验码不正确，请核对',
    ]);
    expect(messages({ ...partner, creditCode: '1234' }, 'en-US')).toEqual([
      'creditCode: Unified social credit code must be 18 digits or capital letters (no I, O, S, V or Z)',
    ]);
  });

  it('needs a contact, each with a name and an 11-digit mobile', () => {
    expect(messages({ ...partner, contacts: [] })).toEqual(['contacts: 联系人至少需要 1 项']);
    expect(
      messages({ ...partner, contacts: [{ name: '', mobile: '1390000300', position: '', email: '' }] }),
    ).toEqual(['contacts[0].name: 请填写第 1 行联系人姓名']);
    expect(
      messages(
        { ...partner, contacts: [{ name: '李娟', mobile: '1390000300', position: '', email: '' }] },
        'en-US',
      ),
    ).toEqual(['contacts[0].mobile: Contact mobile (row 1) must be an 11-digit mobile number']);
  });

  it('asks a supplier its category, the other kinds not', () => {
    expect(messages({ ...partner, type: 'supplier' })).toEqual(['category: 请选择供应商类别']);
    expect(messages({ ...partner, type: 'supplier', category: 'books' })).toEqual([]);
    expect(messages({ ...partner, type: 'supporter' })).toEqual([]);
  });

  it('checks the rating, the bank account and each qualification expiry date', () => {
    expect(
      messages({
        ...partner,
        rating: 6,
        bankAccountNo: '12ab',
        qualifications: [{ name: '许可证', fileId: null, expiryDate: '2026-02-30' }],
      }),
    ).toEqual([
      'bankAccountNo: 银行账号须为 8 到 30 位数字',
      'rating: 合作评级须为 1 到 5 之间的整数',
      'qualifications[0].expiryDate: 第 1 行有效期至须为有效日期',
    ]);
  });

  it('refuses an unknown kind', () => {
    expect(messages({ ...partner, type: 'donor' as PartnerFormValues['type'] })).toEqual([
      'type: 合作方类型的取值无效',
    ]);
  });
});

describe('partnerBlacklistForm and partnerDonationForm', () => {
  it('needs a reason to blacklist', () => {
    expect(validateForm(partnerBlacklistForm, { reason: '  ' })).toEqual([
      { field: 'reason', message: 'required' },
    ]);
  });

  it('takes a donation of a positive amount, not dated after today', () => {
    const donation = { donatedOn: '2026-11-20', amount: '5000', purpose: '助学', projectId: null };
    expect(validateForm(partnerDonationForm, donation, { today: '2026-11-24' })).toEqual([]);
    const errors = validateForm(
      partnerDonationForm,
      { ...donation, donatedOn: '2026-11-25', amount: '0' },
      { today: '2026-11-24' },
    );
    expect(errors.map((error) => [error.field, error.message])).toEqual([
      ['amount', 'amountPositive'],
      ['donatedOn', 'notInFuture'],
    ]);
  });
});
