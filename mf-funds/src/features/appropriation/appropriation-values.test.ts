import { appropriationFields } from '@pm/domain/shapes/appropriation';
import { emptyValues } from '@pm/domain/shapes/field-table';
import {
  awaitsReport,
  balanceContext,
  fundingChoice,
  instalmentDefaults,
  toAppropriationBody,
  typeOfInstalment,
} from './appropriation-values';
import { projectFunding } from './testing/fixtures';

describe('appropriation values', () => {
  it('types an instalment by its place in the schedule', () => {
    expect(typeOfInstalment(1, 3)).toBe('initial');
    expect(typeOfInstalment(2, 3)).toBe('interim');
    expect(typeOfInstalment(3, 3)).toBe('final');
    expect(typeOfInstalment(1, 1)).toBe('initial');
  });

  it("fills in the instalment's type, date and what is left of it; nothing when nothing is left", () => {
    const agreement = projectFunding().agreements[0]!;
    expect(instalmentDefaults(agreement, agreement.instalments[1]!)).toEqual({
      type: 'interim',
      amount: '40000.00',
      scheduledDate: '2026-07-01',
    });
    expect(instalmentDefaults(agreement, agreement.instalments[0]!).amount).toBe('');
  });

  it('checks against the limits of what is chosen, none before', () => {
    const funding = projectFunding();
    expect(balanceContext(funding, fundingChoice(funding, 5, 12))).toEqual({
      instalmentAvailable: '40000.00',
      agreementAvailable: '60000.00',
      projectAvailable: '250000.00',
    });
    expect(balanceContext(undefined, fundingChoice(undefined, 5, 12))).toEqual({
      instalmentAvailable: null,
      agreementAvailable: null,
      projectAvailable: null,
    });
  });

  it('says when verifying waits for a stage report', () => {
    expect(awaitsReport({ reportItemTitle: '中期报告', reportStatus: 'submitted' })).toBe(true);
    expect(awaitsReport({ reportItemTitle: '中期报告', reportStatus: null })).toBe(true);
    expect(awaitsReport({ reportItemTitle: '中期报告', reportStatus: 'accepted' })).toBe(false);
    expect(awaitsReport({ reportItemTitle: null, reportStatus: null })).toBe(false);
  });

  it('sends text trimmed and nothing undefined', () => {
    // Every field of the table, each empty one as its empty value (ids null, lists [], text '').
    expect(toAppropriationBody({ payeeName: ' 小学 ', amount: '100 ' })).toEqual({
      ...emptyValues(appropriationFields),
      projectId: null,
      agreementId: null,
      instalmentId: null,
      type: '',
      amount: '100',
      scheduledDate: '',
      paymentMethod: '',
      payeeName: '小学',
      payeeBankName: '',
      payeeAccountName: '',
      payeeAccountNo: '',
      budgetLineIds: [],
      remark: '',
    });
  });
});
