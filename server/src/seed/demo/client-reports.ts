import Decimal from 'decimal.js';
import { reportMachine } from '@pm/domain/workflow/report-machine';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { agreementReportItems, agreements, stageReports } from '../../db/schema';
import { pendingCode, recordCode } from '../../modules/records/codes';
import { DAY, DEMO_REFERENCE_DATE, isoDate } from './dates';
import { DEMO_PROJECTS } from './projects';
import { flushLogs, HOUR, logSteps, makersOf, type Refs, type Run, type Step } from './record-history';

/** The portal's demo project: the demo beneficiary's running one. */
const PROJECT_NAME = '五华区妇女手工艺增收项目';
const REWORK_TITLE = '中期进展报告';
const OVERDUE_TITLE = '专项活动报告';
export const DEMO_REWORK_COMMENT = '请补充活动照片和受益人签到表，并核对本期支出金额后重新提交。';

const at = (days: number) => new Date(DEMO_REFERENCE_DATE + days * DAY + 3 * HOUR);

/**
 * What the client portal's reports page shows the demo beneficiary (张晓梅) on a fresh start, besides the open
 * item the agreement seed leaves: two more items on the running agreement, one overdue with nothing filed, and
 * one whose report was sent back for rework with the reviewer's comment (its log gives it an approval instance
 * ended "rejected", as the approvals seed reads it). Idempotent: an agreement that has the items gets none.
 */
export async function seedClientReports(tx: Transaction, refs: Refs): Promise<void> {
  const index = DEMO_PROJECTS.findIndex((project) => project.name === PROJECT_NAME);
  const projectId = refs.projectIds[index];
  if (index < 0 || projectId === undefined) return;
  const [agreement] = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.projectId, projectId), eq(agreements.status, 'active')));
  if (!agreement) return;
  const present = await tx
    .select({ id: agreementReportItems.id })
    .from(agreementReportItems)
    .where(
      and(
        eq(agreementReportItems.agreementId, agreement.id),
        inArray(agreementReportItems.title, [REWORK_TITLE, OVERDUE_TITLE]),
      ),
    );
  if (present.length > 0) return;
  const taken = await tx
    .select({ seq: agreementReportItems.seq })
    .from(agreementReportItems)
    .where(eq(agreementReportItems.agreementId, agreement.id));
  const seq = Math.max(0, ...taken.map((row) => row.seq));
  const [rework] = await tx
    .insert(agreementReportItems)
    .values([
      { agreementId: agreement.id, seq: seq + 1, title: REWORK_TITLE, dueDate: isoDate(at(20).getTime()) },
      {
        agreementId: agreement.id,
        seq: seq + 2,
        title: OVERDUE_TITLE,
        dueDate: isoDate(at(-12).getTime()),
      },
    ])
    .returning();

  const run: Run = { ...refs, logs: [] };
  const project = DEMO_PROJECTS[index]!;
  const steps: Step[] = [
    ['officer', 'create', at(-12), 'draft'],
    ['officer', 'submit', at(-10), 'submitted'],
    ['admin', 'rework', at(-6), 'rework', DEMO_REWORK_COMMENT],
  ];
  const reached = Math.floor(project.targetBeneficiaries / 3);
  const title = `${project.name}${REWORK_TITLE}`;
  const [row] = await tx
    .insert(stageReports)
    .values({
      code: pendingCode(),
      projectId,
      agreementId: agreement.id,
      reportItemId: rework!.id,
      title,
      summary: '本期完成两期刺绣技能培训，新增合作社社员12人。',
      indicators: [
        {
          name: '受益人数',
          unit: '人',
          target: String(project.targetBeneficiaries),
          actual: String(reached),
        },
      ],
      beneficiariesReached: reached,
      amountSpent: new Decimal(project.approvedAmount!).times('0.1').toFixed(2),
      spendingSummary: '支出用于培训讲师费与材料采购。',
      status: 'rework',
      reviewComment: DEMO_REWORK_COMMENT,
      submittedAt: at(-10),
      ...makersOf(run, steps, reportMachine),
      createdAt: at(-12),
    })
    .returning({ id: stageReports.id, createdAt: stageReports.createdAt });
  const code = recordCode('BG', row!.id, row!.createdAt);
  await tx
    .update(stageReports)
    .set({ code, updatedAt: at(-6) })
    .where(eq(stageReports.id, row!.id));
  logSteps(run, { entity: 'report', id: row!.id, projectId, label: { code, title } }, steps);
  await flushLogs(tx, run);
}
