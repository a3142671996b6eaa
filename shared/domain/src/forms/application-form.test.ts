import {
  applicationApproveForm,
  applicationForm,
  reviewCommentForm,
  type ApplicationFormValues,
} from './application-form';
import { formErrorMessages, validateField, validateForm } from './form-schema';

const application: ApplicationFormValues = {
  projectId: 1,
  applicantType: 'person',
  applicantId: 5,
  title: '助学金申请',
  summary: '为 20 名学生申请学费',
  startDate: '2026-03-01',
  endDate: '2026-08-31',
  amountRequested: '0.30',
  costItems: [
    { name: '学费', amount: '0.1', note: '' },
    { name: '书本费', amount: '0.2', note: '教材' },
  ],
  attachmentIds: [],
};

describe('applicationForm', () => {
  it("adds cost items exactly: '0.1' + '0.2' equals '0.30' (and '0.3')", () => {
    expect(validateForm(applicationForm, application)).toEqual([]);
    expect(validateForm(applicationForm, { ...application, amountRequested: '0.3' })).toEqual([]);
  });

  it('refuses cost items that do not add up to the amount requested, saying both figures', () => {
    const errors = validateForm(applicationForm, { ...application, amountRequested: '0.31' });
    expect(errors).toEqual([
      {
        field: 'costItems',
        message: 'sumEquals',
        params: { sum: '0.30', other: 'amountRequested', total: '0.31' },
      },
    ]);
    expect(formErrorMessages(applicationForm, errors, 'zh-CN')[0]!.message).toBe(
      '费用明细合计 0.30，须等于申请金额 0.31',
    );
    expect(formErrorMessages(applicationForm, errors, 'en-US')[0]!.message).toBe(
      'Cost items add up to 0.30; they must equal the Amount requested 0.31',
    );
  });

  it('refuses a third decimal in a cost item, naming its row', () => {
    const costItems = [application.costItems[0]!, { name: '书本费', amount: '0.205', note: '' }];
    const errors = validateForm(applicationForm, { ...application, costItems });
    expect(errors).toEqual([{ field: 'costItems[1].amount', message: 'amountDecimals' }]);
    expect(formErrorMessages(applicationForm, errors, 'zh-CN')[0]!.message).toBe(
      '第 2 行费用金额最多两位小数',
    );
    expect(formErrorMessages(applicationForm, errors, 'en-US')[0]!.message).toBe(
      'Cost amount (row 2) takes at most 2 decimals',
    );
  });

  it('needs at least one cost item, each named', () => {
    expect(validateField(applicationForm, { ...application, costItems: [] }, 'costItems')?.message).toBe(
      'minItems',
    );
    const unnamed = [{ name: '', amount: '0.30', note: '' }];
    expect(
      validateField(applicationForm, { ...application, costItems: unnamed }, 'costItems[0].name')?.message,
    ).toBe('required');
  });

  it('limits lengths of title, summary and cost notes', () => {
    expect(validateField(applicationForm, { ...application, title: 't'.repeat(101) }, 'title')?.message).toBe(
      'maxLength',
    );
    expect(
      validateField(applicationForm, { ...application, summary: 's'.repeat(2001) }, 'summary')?.message,
    ).toBe('maxLength');
    const noted = [{ ...application.costItems[0]!, note: 'n'.repeat(201) }, application.costItems[1]!];
    expect(
      validateField(applicationForm, { ...application, costItems: noted }, 'costItems[0].note')?.params,
    ).toEqual({ max: 200 });
  });

  it('knows its applicant types', () => {
    const wrong = { ...application, applicantType: 'robot' as ApplicationFormValues['applicantType'] };
    expect(validateField(applicationForm, wrong, 'applicantType')?.message).toBe('oneOf');
  });

  it('keeps the execution period in order', () => {
    expect(validateField(applicationForm, { ...application, endDate: '2026-02-28' }, 'endDate')).toEqual({
      field: 'endDate',
      message: 'dateOrder',
      params: { other: 'startDate' },
    });
  });
});

describe('applicationApproveForm', () => {
  const context = { amountRequested: '1000.00' };

  it('grants up to the amount requested, equal included', () => {
    expect(validateForm(applicationApproveForm, { approvedAmount: '1000', comment: '' }, context)).toEqual(
      [],
    );
    expect(
      validateForm(applicationApproveForm, { approvedAmount: '999.99', comment: '同意' }, context),
    ).toEqual([]);
  });

  it('refuses more than was requested, and 3 decimals', () => {
    const errors = validateForm(applicationApproveForm, { approvedAmount: '1000.01', comment: '' }, context);
    expect(formErrorMessages(applicationApproveForm, errors, 'zh-CN')[0]!.message).toBe(
      '批准金额不能超过申请金额 1000.00',
    );
    expect(
      validateField(
        applicationApproveForm,
        { approvedAmount: '1.001', comment: '' },
        'approvedAmount',
        context,
      )?.message,
    ).toBe('amountDecimals');
  });
});

describe('reviewCommentForm', () => {
  it('needs a reason of at most 500 characters', () => {
    expect(validateForm(reviewCommentForm, { comment: '材料不全' })).toEqual([]);
    const blank = validateForm(reviewCommentForm, { comment: '  ' });
    expect(formErrorMessages(reviewCommentForm, blank, 'zh-CN')).toEqual([
      { field: 'comment', message: '请填写审核意见' },
    ]);
    expect(formErrorMessages(reviewCommentForm, blank, 'en-US')).toEqual([
      { field: 'comment', message: 'Review comment is required' },
    ]);
    expect(validateForm(reviewCommentForm, { comment: 'c'.repeat(501) })[0]?.message).toBe('maxLength');
  });
});
