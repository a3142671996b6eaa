import { defineForm } from './form-schema';
import { CHOSEN, type Labels } from './rules';

export interface IndicatorValues {
  name: string;
  unit: string;
  target: string;
  actual: string;
}

/** A stage report (`/project/report/create`), filed against one item of an agreement's reporting schedule. */
export interface ReportFormValues {
  reportItemId: number | null;
  title: string;
  summary: string;
  indicators: IndicatorValues[];
  beneficiariesReached: number;
  amountSpent: string;
  spendingSummary: string;
  attachmentIds: number[];
}

export const reportLabels: Labels = {
  reportItemId: ['报告计划项', 'Reporting schedule item'],
  title: ['报告标题', 'Report title'],
  summary: ['进展概述', 'Progress summary'],
  indicators: ['绩效指标', 'Indicators'],
  'indicators.name': ['指标名称', 'Indicator'],
  'indicators.unit': ['单位', 'Unit'],
  'indicators.target': ['目标值', 'Target'],
  'indicators.actual': ['实际值', 'Actual'],
  beneficiariesReached: ['实际受益人数', 'Beneficiaries reached'],
  amountSpent: ['本期支出金额', 'Amount spent'],
  spendingSummary: ['支出说明', 'Spending summary'],
  attachmentIds: ['附件', 'Attachments'],
  comment: ['审核意见', 'Review comment'],
};

export const reportForm = defineForm<ReportFormValues>({
  name: 'report',
  labels: reportLabels,
  fields: {
    reportItemId: [CHOSEN],
    title: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    summary: [{ kind: 'required' }, { kind: 'maxLength', max: 5000 }],
    indicators: [{ kind: 'minItems', min: 1 }],
    beneficiariesReached: [{ kind: 'required' }, { kind: 'integer', min: 0, max: 100_000_000 }],
    amountSpent: [{ kind: 'required' }, { kind: 'amountOrZero' }],
    spendingSummary: [{ kind: 'maxLength', max: 2000 }],
  },
  lists: {
    indicators: {
      name: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
      unit: [{ kind: 'maxLength', max: 20 }],
      target: [{ kind: 'required' }, { kind: 'amountOrZero' }],
      actual: [{ kind: 'required' }, { kind: 'amountOrZero' }],
    },
  },
});
