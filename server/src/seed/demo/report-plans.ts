import { eq } from 'drizzle-orm';
import type { ReportTemplateDefinition } from '@pm/domain/report-templates';
import type { Transaction } from '../../db/client';
import {
  reportPlanItems,
  reportPlans,
  reportTemplates,
  reportTemplateVersions,
  users,
} from '../../db/schema';

const FINANCIAL_CODE = 'demo-financial-report';
const PLAN_NAME = '乡村振兴类项目报告计划';

/** A financial report: the period's spending, line by line, and the share of the budget spent. */
const FINANCIAL_TEMPLATE: ReportTemplateDefinition = {
  sections: [
    {
      title: { zh: '财务概况', en: 'Financial overview' },
      fields: [
        {
          key: 'title',
          label: { zh: '报告标题', en: 'Report title' },
          type: 'text',
          required: true,
          maxLength: 100,
        },
        {
          key: 'amountSpent',
          label: { zh: '本期支出金额', en: 'Amount spent' },
          type: 'number',
          required: true,
          unit: '元',
          money: true,
        },
        {
          key: 'executionRate',
          label: { zh: '预算执行率', en: 'Budget execution rate' },
          type: 'indicator',
          required: true,
          unit: '%',
          target: '90',
          scale: 1,
          min: '0',
          max: '100',
        },
        { key: 'periodEnd', label: { zh: '统计截止日期', en: 'Period end' }, type: 'date', required: true },
      ],
    },
    {
      title: { zh: '支出明细', en: 'Spending lines' },
      fields: [
        {
          key: 'lines',
          label: { zh: '支出明细', en: 'Spending lines' },
          type: 'table',
          required: true,
          maxRows: 50,
          columns: [
            {
              key: 'item',
              label: { zh: '支出事项', en: 'Item' },
              type: 'text',
              required: true,
              maxLength: 100,
            },
            {
              key: 'amount',
              label: { zh: '金额（元）', en: 'Amount (yuan)' },
              type: 'number',
              required: true,
              scale: 2,
              min: '0',
            },
          ],
        },
        {
          key: 'audit',
          label: { zh: '审计意见', en: 'Audit opinion' },
          type: 'choice',
          required: false,
          options: [
            { value: 'clean', label: { zh: '无保留意见', en: 'Unqualified' } },
            { value: 'qualified', label: { zh: '保留意见', en: 'Qualified' } },
          ],
        },
        {
          key: 'vouchers',
          label: { zh: '票据', en: 'Vouchers' },
          type: 'attachment',
          required: false,
          maxFiles: 10,
        },
      ],
    },
  ],
};

/**
 * The demo's second template (a financial report with a table, published) and one plan: rural development projects report
 * at six months (standard), file a financial report at eleven and a final report at twelve.
 */
export async function seedDemoReportPlans(tx: Transaction, standardVersionId: number): Promise<void> {
  const [existing] = await tx
    .select({ id: reportTemplates.id })
    .from(reportTemplates)
    .where(eq(reportTemplates.code, FINANCIAL_CODE));
  if (existing) return;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [template] = await tx
    .insert(reportTemplates)
    .values({
      code: FINANCIAL_CODE,
      nameZh: '财务报告',
      nameEn: 'Financial report',
      description: '支出明细与预算执行率',
      createdBy: admin?.id ?? null,
    })
    .returning({ id: reportTemplates.id });
  const [financial] = await tx
    .insert(reportTemplateVersions)
    .values({
      templateId: template!.id,
      seq: 1,
      status: 'published',
      definition: FINANCIAL_TEMPLATE,
      publishedAt: new Date(),
      createdBy: admin?.id ?? null,
    })
    .returning({ id: reportTemplateVersions.id });
  const [plan] = await tx
    .insert(reportPlans)
    .values({ name: PLAN_NAME, projectType: 'poverty', createdBy: admin?.id ?? null })
    .returning({ id: reportPlans.id });
  await tx.insert(reportPlanItems).values([
    {
      planId: plan!.id,
      seq: 1,
      kind: 'stage',
      title: '中期报告',
      offsetMonths: 6,
      templateVersionId: standardVersionId,
      instalmentSeq: 2,
      reminderDays: 7,
    },
    {
      planId: plan!.id,
      seq: 2,
      kind: 'financial',
      title: '财务报告',
      offsetMonths: 11,
      templateVersionId: financial!.id,
      reminderDays: 7,
    },
    {
      planId: plan!.id,
      seq: 3,
      kind: 'final',
      title: '结项报告',
      offsetMonths: 12,
      templateVersionId: standardVersionId,
      reminderDays: 14,
    },
  ]);
}
