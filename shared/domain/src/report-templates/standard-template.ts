import type { ReportTemplateDefinition } from './definition';

/** The built-in template's name: the fixed stage-report form it replaced, as a template. */
export const STANDARD_TEMPLATE_NAME = { zh: '标准阶段报告', en: 'Standard stage report' };
export const STANDARD_TEMPLATE_CODE = 'standard-stage-report';

/**
 * The fixed stage report as a template: its keys are the report's own columns (title, summary, indicators,
 * beneficiaries reached, amount spent, spending summary, attachments), so reports filled from it keep the columns
 * other pages read, and the reports filed before templates read as filled from it.
 */
export const STANDARD_TEMPLATE: ReportTemplateDefinition = {
  sections: [
    {
      title: { zh: '进展', en: 'Progress' },
      fields: [
        {
          key: 'title',
          label: { zh: '报告标题', en: 'Report title' },
          type: 'text',
          required: true,
          maxLength: 100,
        },
        {
          key: 'summary',
          label: { zh: '进展概述', en: 'Progress summary' },
          type: 'text',
          required: true,
          multiline: true,
          maxLength: 5000,
        },
        {
          key: 'indicators',
          label: { zh: '绩效指标', en: 'Indicators' },
          type: 'table',
          required: true,
          minRows: 1,
          maxRows: 100,
          columns: [
            {
              key: 'name',
              label: { zh: '指标名称', en: 'Indicator' },
              type: 'text',
              required: true,
              maxLength: 100,
            },
            { key: 'unit', label: { zh: '单位', en: 'Unit' }, type: 'text', required: false, maxLength: 20 },
            {
              key: 'target',
              label: { zh: '目标值', en: 'Target' },
              type: 'number',
              required: true,
              scale: 2,
              min: '0',
            },
            {
              key: 'actual',
              label: { zh: '实际值', en: 'Actual' },
              type: 'number',
              required: true,
              scale: 2,
              min: '0',
            },
          ],
        },
        {
          key: 'beneficiariesReached',
          label: { zh: '实际受益人数', en: 'Beneficiaries reached' },
          type: 'number',
          required: true,
          unit: '人',
          scale: 0,
          min: '0',
          max: '100000000',
        },
      ],
    },
    {
      title: { zh: '支出', en: 'Spending' },
      fields: [
        {
          key: 'amountSpent',
          label: { zh: '本期支出金额', en: 'Amount spent' },
          type: 'number',
          required: true,
          unit: '元',
          money: true,
          scale: 2,
        },
        {
          key: 'spendingSummary',
          label: { zh: '支出说明', en: 'Spending summary' },
          type: 'text',
          required: false,
          multiline: true,
          maxLength: 2000,
        },
        {
          key: 'attachmentIds',
          label: { zh: '附件', en: 'Attachments' },
          type: 'attachment',
          required: false,
          maxFiles: 20,
        },
      ],
    },
  ],
};
