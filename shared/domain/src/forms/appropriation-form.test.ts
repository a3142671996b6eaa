import {
  appropriationForm,
  paymentForm,
  type AppropriationContext,
  type AppropriationFormValues,
} from './appropriation-form';
import { appropriationFields } from '../shapes/appropriation';
import { emptyValues } from '../shapes/field-table';
import { formErrorMessages, validateForm } from './form-schema';

/** A valid form: every field the table has, these filled in (a new field starts empty). */
const values: AppropriationFormValues = {
  ...emptyValues(appropriationFields),
  projectId: 1,
  agreementId: 2,
  instalmentId: 3,
  type: 'initial',
  amount: '60000.00',
  scheduledDate: '2026-03-01',
  paymentMethod: 'bank_transfer',
  payeeName: '云南省某某小学',
  payeeBankName: '中国农业银行昆明分行',
  payeeAccountName: '云南省某某小学',
  payeeAccountNo: '6228 4801 2345 6789 012',
};
const context: AppropriationContext = {
  instalmentAvailable: '60000.00',
  agreementAvailable: '100000.00',
  projectAvailable: '100000.00',
};

const messages = (errors: ReturnType<typeof validateForm>, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  formErrorMessages(appropriationForm, errors, locale).map((error) => error.message);

describe('appropriationForm', () => {
  it('accepts an amount equal to what is left of the instalment', () => {
    expect(validateForm(appropriationForm, values, context)).toEqual([]);
  });

  it.each([
    ['0', '拨款金额须大于 0'],
    ['-1', '拨款金额不能为负数'],
    ['1.001', '拨款金额最多两位小数'],
    ['abc', '拨款金额须为大于 0 且最多两位小数的金额'],
  ])('refuses the amount %p, saying why', (amount, message) => {
    const errors = validateForm(appropriationForm, { ...values, amount }, context);
    expect(messages(errors)).toEqual([message]);
  });

  it('names the tightest limit the amount breaks, in both languages', () => {
    const over = validateForm(appropriationForm, { ...values, amount: '60000.01' }, context);
    expect(messages(over)).toEqual(['拨款金额不能超过本期可拨余额 60000.00']);
    expect(messages(over, 'en-US')).toEqual([
      "Amount cannot exceed the instalment's remaining amount 60000.00",
    ]);
    const project = validateForm(
      appropriationForm,
      { ...values, amount: '50000.00' },
      { ...context, projectAvailable: '49999.99' },
    );
    expect(messages(project)).toEqual(['拨款金额不能超过项目可拨余额 49999.99']);
  });

  it('does not check balances it does not know yet', () => {
    const unknown = { instalmentAvailable: null, agreementAvailable: null, projectAvailable: null };
    expect(validateForm(appropriationForm, { ...values, amount: '99999999' }, unknown)).toEqual([]);
  });

  it('wants a bank account of 8 to 30 digits and a known payment method', () => {
    const errors = validateForm(
      appropriationForm,
      { ...values, payeeAccountNo: '1234-5678', paymentMethod: 'cash' as never },
      context,
    );
    expect(messages(errors)).toEqual(['支付方式的取值无效', '银行账号须为 8 到 30 位数字']);
  });
});

describe('paymentForm', () => {
  it('refuses a payment dated after today', () => {
    const errors = validateForm(
      paymentForm,
      { paidDate: '2026-11-22', voucherNo: '记-2026-11-001', receiptFileId: null },
      { today: '2026-11-21' },
    );
    expect(formErrorMessages(paymentForm, errors, 'zh-CN').map((error) => error.message)).toEqual([
      '支付日期不能晚于今天（2026-11-21）',
    ]);
  });

  it('wants a voucher number', () => {
    const errors = validateForm(
      paymentForm,
      { paidDate: '2026-11-21', voucherNo: ' ', receiptFileId: null },
      { today: '2026-11-21' },
    );
    expect(errors.map((error) => error.field)).toEqual(['voucherNo']);
  });
});
