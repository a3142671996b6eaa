import { formErrorMessages, validateField, validateForm } from './form-schema';
import { reportForm, type ReportFormValues } from './report-form';

const report: ReportFormValues = {
  reportItemId: 3,
  title: '中期报告',
  summary: '已完成一半的资助',
  indicators: [{ name: '受助学生', unit: '人', target: '200', actual: '0' }],
  beneficiariesReached: 0,
  amountSpent: '0',
  spendingSummary: '',
  attachmentIds: [],
};

describe('reportForm', () => {
  it('accepts zero spent and zero actuals (a report before any money moved)', () => {
    expect(validateForm(reportForm, report)).toEqual([]);
  });

  it('refuses negative or 3-decimal figures', () => {
    expect(validateField(reportForm, { ...report, amountSpent: '-1' }, 'amountSpent')?.message).toBe(
      'amountNegative',
    );
    expect(validateField(reportForm, { ...report, amountSpent: '1.001' }, 'amountSpent')?.message).toBe(
      'amountDecimals',
    );
    const indicators = [{ ...report.indicators[0]!, actual: '12.345' }];
    expect(validateField(reportForm, { ...report, indicators }, 'indicators[0].actual')?.message).toBe(
      'amountDecimals',
    );
  });

  it('needs the schedule item, a title, a summary and an indicator', () => {
    const errors = validateForm(reportForm, {
      ...report,
      reportItemId: null,
      title: '',
      summary: '',
      indicators: [],
    });
    expect(formErrorMessages(reportForm, errors, 'zh-CN').map((error) => error.message)).toEqual([
      '请选择报告计划项',
      '请填写报告标题',
      '请填写进展概述',
      '绩效指标至少需要 1 项',
    ]);
    expect(formErrorMessages(reportForm, errors, 'en-US').map((error) => error.message)).toEqual([
      'Reporting schedule item is required',
      'Report title is required',
      'Progress summary is required',
      'Indicators: add at least 1',
    ]);
  });

  it('limits lengths: summary 5000, spending summary 2000, indicator unit 20', () => {
    expect(validateField(reportForm, { ...report, summary: 's'.repeat(5001) }, 'summary')?.params).toEqual({
      max: 5000,
    });
    expect(
      validateField(reportForm, { ...report, spendingSummary: 's'.repeat(2001) }, 'spendingSummary')?.params,
    ).toEqual({
      max: 2000,
    });
    const indicators = [{ ...report.indicators[0]!, unit: 'u'.repeat(21) }];
    expect(validateField(reportForm, { ...report, indicators }, 'indicators[0].unit')?.params).toEqual({
      max: 20,
    });
  });

  it('counts beneficiaries as a whole number', () => {
    expect(
      validateField(reportForm, { ...report, beneficiariesReached: 2.5 }, 'beneficiariesReached')?.message,
    ).toBe('integer');
  });
});
