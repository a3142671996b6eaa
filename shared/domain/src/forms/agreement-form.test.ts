import { agreementForm, type AgreementFormValues } from './agreement-form';
import { formErrorMessages, validateField, validateForm } from './form-schema';

const agreement: AgreementFormValues = {
  projectId: 1,
  partyA: '某某基金会',
  partyB: '某某学校',
  signedDate: '2026-01-10',
  effectiveDate: '2026-01-15',
  expiryDate: '2026-12-31',
  totalAmount: '100000.00',
  instalments: [
    { plannedDate: '2026-02-01', amount: '60000', reportSeq: null },
    { plannedDate: '2026-07-01', amount: '40000.00', reportSeq: 1 },
  ],
  reportItems: [{ title: '中期报告', dueDate: '2026-06-30' }],
  clauses: [{ title: '资金用途', content: '专款专用' }],
  fileIds: [],
};
const context = { projectAvailable: '100000', today: '2026-11-21' };

describe('agreementForm', () => {
  it('refuses an agreement signed after today (the business date), in both languages', () => {
    const signed = { ...agreement, signedDate: '2026-11-22', effectiveDate: '2026-12-01' };
    const errors = validateForm(agreementForm, signed, context);
    expect(errors).toEqual([
      { field: 'signedDate', message: 'notInFuture', params: { today: '2026-11-21' } },
    ]);
    expect(formErrorMessages(agreementForm, errors, 'zh-CN')[0]!.message).toBe(
      '签订日期不能晚于今天（2026-11-21）',
    );
    expect(formErrorMessages(agreementForm, errors, 'en-US')[0]!.message).toBe(
      'Signed on cannot be later than today (2026-11-21)',
    );
    expect(validateForm(agreementForm, { ...signed, signedDate: '2026-11-21' }, context)).toEqual([]);
  });

  it('accepts instalments that add up to the total, within what the project has left', () => {
    expect(validateForm(agreementForm, agreement, context)).toEqual([]);
  });

  it('refuses instalments that do not add up to the total', () => {
    const instalments = [agreement.instalments[0]!, { ...agreement.instalments[1]!, amount: '39999.99' }];
    const errors = validateForm(agreementForm, { ...agreement, instalments }, context);
    expect(errors).toEqual([
      {
        field: 'instalments',
        message: 'sumEquals',
        params: { sum: '99999.99', other: 'totalAmount', total: '100000.00' },
      },
    ]);
    expect(formErrorMessages(agreementForm, errors, 'zh-CN')[0]!.message).toBe(
      '拨付计划合计 99999.99，须等于协议总金额 100000.00',
    );
  });

  it('refuses a total above what the project can still put under agreement', () => {
    const errors = validateForm(agreementForm, agreement, { ...context, projectAvailable: '99999.99' });
    expect(errors).toEqual([
      { field: 'totalAmount', message: 'notAbove', params: { other: 'projectAvailable', limit: '99999.99' } },
    ]);
    expect(formErrorMessages(agreementForm, errors, 'en-US')[0]!.message).toBe(
      "Total amount cannot exceed the project's amount not yet under agreement 99999.99",
    );
  });

  it('keeps signed ≤ effective ≤ expiry, equal days allowed', () => {
    expect(validateForm(agreementForm, { ...agreement, effectiveDate: '2026-01-10' }, context)).toEqual([]);
    expect(validateForm(agreementForm, { ...agreement, effectiveDate: '2026-01-09' }, context)).toEqual([
      { field: 'effectiveDate', message: 'dateOrder', params: { other: 'signedDate' } },
    ]);
    const errors = validateForm(agreementForm, { ...agreement, expiryDate: '2026-01-14' }, context);
    expect(formErrorMessages(agreementForm, errors, 'zh-CN')[0]).toEqual({
      field: 'expiryDate',
      message: '到期日期不能早于生效日期',
    });
  });

  it('links an instalment only to an item of the reporting schedule', () => {
    for (const reportSeq of [0, 2, 1.5]) {
      const instalments = [agreement.instalments[0]!, { ...agreement.instalments[1]!, reportSeq }];
      expect(validateForm(agreementForm, { ...agreement, instalments }, context)).toEqual([
        { field: 'instalments[1].reportSeq', message: 'linkedItem' },
      ]);
    }
    const errors = validateForm(
      agreementForm,
      {
        ...agreement,
        instalments: [agreement.instalments[0]!, { ...agreement.instalments[1]!, reportSeq: 2 }],
      },
      context,
    );
    expect(formErrorMessages(agreementForm, errors, 'en-US')[0]!.message).toBe(
      'Linked report (row 2) must point to an item of the reporting schedule',
    );
  });

  it('checks each row: instalment amounts and dates, report titles, clause texts', () => {
    const instalments = [{ plannedDate: '2026-02-30', amount: '1.001', reportSeq: null }];
    const errors = validateForm(
      agreementForm,
      { ...agreement, instalments, reportItems: [{ title: '', dueDate: '' }] },
      context,
    );
    expect(errors.map((error) => [error.field, error.message])).toEqual([
      ['instalments[0].plannedDate', 'date'],
      ['instalments[0].amount', 'amountDecimals'],
      ['reportItems[0].title', 'required'],
      ['reportItems[0].dueDate', 'choose'],
    ]);
    const clauses = [{ title: '条款', content: 'c'.repeat(5001) }];
    expect(
      validateField(agreementForm, { ...agreement, clauses }, 'clauses[0].content', context)?.params,
    ).toEqual({
      max: 5000,
    });
  });

  it('needs at least one instalment and the parties', () => {
    const errors = validateForm(agreementForm, { ...agreement, instalments: [], partyA: '' }, context);
    expect(formErrorMessages(agreementForm, errors, 'zh-CN')).toEqual([
      { field: 'partyA', message: '请填写甲方' },
      { field: 'instalments', message: '拨付计划至少需要 1 项' },
    ]);
    expect(
      validateField(agreementForm, { ...agreement, partyB: 'b'.repeat(101) }, 'partyB', context)?.message,
    ).toBe('maxLength');
  });
});
