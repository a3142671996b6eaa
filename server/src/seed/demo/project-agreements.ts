import Decimal from 'decimal.js';
import { agreementMachine } from '@pm/domain/workflow/agreement-machine';
import { reportMachine } from '@pm/domain/workflow/report-machine';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { agreementInstalments, agreementReportItems, agreements, stageReports } from '../../db/schema';
import { pendingCode, recordCode } from '../../modules/records/codes';
import { DEMO_BENEFICIARIES } from './beneficiaries';
import { DAY, DEMO_REFERENCE_DATE, isoDate } from './dates';
import { DEMO_PROJECTS, ownShare, type DemoProject } from './projects';
import { dayOf, HOUR, logSteps, makersOf, split, type Run, type Step, type Subject } from './record-history';

const ACCEPTED = '材料齐全，验收通过';

/**
 * The reports of an agreement's two schedule items. A closed project reported and was accepted twice (a quarter
 * and four fifths of the way from its start to "today": the payments that follow them then fall in March and in
 * November too, so the dashboard's twelve months all have some); of the running ones, every third waits for the
 * review of its first report, and every third after that has missed its second due date (10 days ago, nothing
 * filed): an overdue item. Other second items fall due ahead.
 */
function reportPlan(project: DemoProject, running: number) {
  const start = Date.parse(project.startDate);
  const elapsed = Math.floor((DEMO_REFERENCE_DATE - start) / DAY);
  const dueAt = (share: number) => isoDate(start + Math.floor(elapsed * share) * DAY);
  if (project.status === 'closed') {
    return [
      { dueDate: dueAt(0.25), report: 'accepted' as const },
      { dueDate: dueAt(0.8), report: 'accepted' as const },
    ];
  }
  const missed = running % 3 === 2;
  return [
    { dueDate: dueAt(0.4), report: running % 3 === 1 ? ('submitted' as const) : ('accepted' as const) },
    { dueDate: isoDate(DEMO_REFERENCE_DATE + (missed ? -10 : 45) * DAY), report: null },
  ];
}

async function seedReport(
  tx: Transaction,
  run: Run,
  project: DemoProject,
  item: { id: number; agreementId: number; projectId: number; title: string; dueDate: string },
  status: 'accepted' | 'submitted',
): Promise<void> {
  const due = Date.parse(item.dueDate);
  const at = (days: number) => new Date(due + days * DAY + 3 * HOUR);
  const title = `${project.name}${item.title}`;
  const reached = Math.floor(project.targetBeneficiaries / 2);
  const steps: Step[] = [
    ['officer', 'create', at(-5), 'draft'],
    ['officer', 'submit', at(-3), 'submitted'],
    ...(status === 'accepted' ? ([['admin', 'accept', at(2), 'accepted', ACCEPTED]] satisfies Step[]) : []),
  ];
  const [row] = await tx
    .insert(stageReports)
    .values({
      code: pendingCode(),
      projectId: item.projectId,
      agreementId: item.agreementId,
      reportItemId: item.id,
      title,
      summary: `本期按计划完成${project.name.replace(/项目|计划|行动/g, '')}的各项活动，资金使用符合协议约定。`,
      indicators: [
        {
          name: '受益人数',
          unit: '人',
          target: String(project.targetBeneficiaries),
          actual: String(reached),
        },
        { name: '活动场次', unit: '场', target: '12', actual: '6' },
      ],
      beneficiariesReached: reached,
      amountSpent: new Decimal(project.approvedAmount!).times('0.3').toFixed(2),
      spendingSummary: '支出用于人员培训与物资采购，票据已归档。',
      status,
      reviewComment: status === 'accepted' ? ACCEPTED : null,
      submittedAt: at(-3),
      ...makersOf(run, steps, reportMachine),
      createdAt: at(-5),
    })
    .returning({ id: stageReports.id, createdAt: stageReports.createdAt });
  const code = recordCode('BG', row!.id, row!.createdAt);
  const decided = status === 'accepted' ? 2 : -3;
  await tx
    .update(stageReports)
    .set({ code, updatedAt: at(decided) })
    .where(eq(stageReports.id, row!.id));
  const subject: Subject = {
    entity: 'report',
    id: row!.id,
    projectId: item.projectId,
    label: { code, title },
  };
  logSteps(run, subject, steps);
}

/**
 * The agreement of a running (active) or closed (completed) top project: its total is what the project keeps of its
 * approved amount (`ownShare`: its sub-projects' allocations are theirs to pay), paid in two or three instalments
 * that add up to it exactly, with two report items and the reports filed so far.
 */
export async function seedAgreement(
  tx: Transaction,
  run: Run,
  index: number,
  order: { ordinal: number; running: number },
  partyA: string,
): Promise<void> {
  const project = DEMO_PROJECTS[index]!;
  const projectId = run.projectIds[index]!;
  const [existing] = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(eq(agreements.projectId, projectId));
  if (existing) return;
  const closed = project.status === 'closed';
  const plan = reportPlan(project, order.running);
  const completedAt = new Date(Date.parse(plan[1]!.dueDate) + 20 * DAY);
  const created = dayOf(project, 16);
  const steps: Step[] = [
    ['officer', 'create', created, 'draft'],
    ['officer', 'submit', new Date(created.getTime() + 2 * HOUR), 'pending_approval'],
    ['admin', 'approve', dayOf(project, 17), 'active'],
    ...(closed ? ([['admin', 'complete', completedAt, 'completed']] satisfies Step[]) : []),
  ];
  const [row] = await tx
    .insert(agreements)
    .values({
      number: pendingCode(),
      projectId,
      partyA,
      partyB: DEMO_BENEFICIARIES[project.beneficiary]!.name,
      signedDate: isoDate(dayOf(project, 17).getTime()),
      effectiveDate: project.startDate,
      expiryDate: project.endDate,
      totalAmount: ownShare(index),
      clauses: [
        { title: '资金用途', content: '乙方应将资助资金专款专用于本协议约定的项目活动，不得挪作他用。' },
        { title: '报告义务', content: '乙方应按报告计划提交阶段报告，甲方验收通过后拨付对应款项。' },
      ],
      status: closed ? 'completed' : 'active',
      ...makersOf(run, steps, agreementMachine),
      createdAt: created,
    })
    .returning({ id: agreements.id, createdAt: agreements.createdAt });
  const number = recordCode('XY', row!.id, row!.createdAt);
  await tx
    .update(agreements)
    .set({ number, updatedAt: closed ? completedAt : dayOf(project, 17) })
    .where(eq(agreements.id, row!.id));
  const items = await tx
    .insert(agreementReportItems)
    .values(
      plan.map((item, seq) => ({
        agreementId: row!.id,
        seq: seq + 1,
        title: `第${seq + 1}期阶段报告`,
        dueDate: item.dueDate,
      })),
    )
    .returning();
  // Odd agreements pay in three parts (the second and third after each report), even ones in two (the second
  // after the mid-term report: the final report then closes the books).
  const three = order.ordinal % 2 === 1;
  const linked = three ? [null, items[0]!, items[1]!] : [null, items[0]!];
  const amounts = split(ownShare(index), three ? ['0.4', '0.3'] : ['0.6']);
  await tx.insert(agreementInstalments).values(
    amounts.map((amount, seq) => {
      const item = linked[seq];
      const planned = item ? Date.parse(item.dueDate) + 15 * DAY : Date.parse(project.startDate) + 10 * DAY;
      return {
        agreementId: row!.id,
        seq: seq + 1,
        amount,
        plannedDate: isoDate(planned),
        reportItemId: item?.id ?? null,
      };
    }),
  );
  const subject: Subject = {
    entity: 'agreement',
    id: row!.id,
    projectId,
    label: { code: number, name: project.name },
  };
  logSteps(run, subject, steps);
  for (const [seq, item] of items.entries()) {
    const report = plan[seq]!.report;
    if (report) await seedReport(tx, run, project, { ...item, projectId }, report);
  }
}
