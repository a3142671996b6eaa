import { formErrorMessages, validateForm } from '../forms';
import type { ReportTemplateDefinition } from './definition';
import { emptyReportValues, normalizeReportValues, reportFormOf } from './report-form';
import { STANDARD_TEMPLATE } from './standard-template';

const label = (zh: string, en: string) => ({ zh, en });

const financial: ReportTemplateDefinition = {
  sections: [
    {
      title: label('财务', 'Finance'),
      fields: [
        {
          key: 'spent',
          label: label('支出', 'Spent'),
          type: 'number',
          required: true,
          unit: '元',
          money: true,
        },
        {
          key: 'hours',
          label: label('工时', 'Hours'),
          type: 'number',
          required: false,
          scale: 1,
          min: '0',
          max: '100',
        },
        { key: 'held', label: label('日期', 'Held on'), type: 'date', required: true },
        {
          key: 'level',
          label: label('等级', 'Level'),
          type: 'choice',
          required: true,
          options: [{ value: 'a', label: label('甲', 'A') }],
        },
        {
          key: 'reach',
          label: label('覆盖', 'Reach'),
          type: 'indicator',
          required: true,
          target: '500',
          scale: 0,
        },
        {
          key: 'lines',
          label: label('明细', 'Lines'),
          type: 'table',
          required: true,
          maxRows: 2,
          columns: [
            { key: 'item', label: label('项目', 'Item'), type: 'text', required: true },
            { key: 'cost', label: label('金额', 'Cost'), type: 'number', required: true, scale: 2 },
          ],
        },
        { key: 'files', label: label('附件', 'Files'), type: 'attachment', required: true, maxFiles: 1 },
      ],
    },
  ],
};

const check = (definition: ReportTemplateDefinition, values: Record<string, unknown>) => {
  const form = reportFormOf(definition);
  return formErrorMessages(form, validateForm(form, normalizeReportValues(definition, values)), 'en-US');
};

describe('report values against a template', () => {
  it('passes a complete report, numbers kept as exact strings', () => {
    const values = {
      spent: '1200.50',
      hours: 12.5,
      held: '2026-11-01',
      level: 'a',
      reach: '480',
      lines: [{ item: '图书', cost: '99.90', extra: 'dropped' }],
      files: [7],
      unknown: 'dropped',
    };
    expect(check(financial, values)).toEqual([]);
    expect(normalizeReportValues(financial, values)).toEqual({
      spent: '1200.50',
      hours: '12.5',
      held: '2026-11-01',
      level: 'a',
      reach: '480',
      lines: [{ item: '图书', cost: '99.90' }],
      files: [7],
    });
  });

  it('names every failing field with its label', () => {
    const errors = check(financial, {
      spent: '1.234',
      hours: '101',
      held: '2026-02-30',
      level: 'z',
      reach: '1.5',
      lines: [
        { item: '', cost: 'x' },
        { item: 'a', cost: '1' },
        { item: 'b', cost: '2' },
      ],
      files: [],
    });
    expect(errors).toEqual([
      { field: 'spent', message: 'Spent takes at most 2 decimals' },
      { field: 'hours', message: 'Hours must be at most 100' },
      { field: 'held', message: 'Held on must be a valid date' },
      { field: 'level', message: 'Level has an invalid value' },
      { field: 'reach', message: 'Reach must be a number with at most 0 decimals' },
      { field: 'lines', message: 'Lines: at most 2' },
      { field: 'files', message: 'Files: add at least 1' },
      { field: 'lines[0].item', message: 'Item (row 1) is required' },
      { field: 'lines[0].cost', message: 'Cost (row 1) must be a number with at most 2 decimals' },
    ]);
  });

  it('asks for required values of an empty report', () => {
    const fields = check(financial, emptyReportValues(financial)).map((error) => error.field);
    expect(fields).toEqual(['spent', 'held', 'level', 'reach', 'lines', 'files']);
  });

  it('reads the fixed report form as the standard template', () => {
    const report = {
      title: '中期报告',
      summary: '完成两所学校的阅读角建设',
      indicators: [{ name: '阅读角', unit: '个', target: '3', actual: '2' }],
      beneficiariesReached: 420,
      amountSpent: '120000.00',
      spendingSummary: '',
      attachmentIds: [],
    };
    expect(check(STANDARD_TEMPLATE, report)).toEqual([]);
    expect(check(STANDARD_TEMPLATE, { ...report, beneficiariesReached: null, amountSpent: '-1' })).toEqual([
      { field: 'beneficiariesReached', message: 'Beneficiaries reached is required' },
      { field: 'amountSpent', message: 'Amount spent cannot be negative' },
    ]);
  });
});
