import { applicationMachine } from '@pm/domain/workflow/application-machine';
import { eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { applications, applicationSnapshots, departments, type ProjectStatus } from '../../db/schema';
import { pendingCode, recordCode } from '../../modules/records/codes';
import { DEMO_BENEFICIARIES } from './beneficiaries';
import { DEMO_PROJECTS, type DemoProject } from './projects';
import { seedAgreement } from './project-agreements';
import {
  dayOf,
  flushLogs,
  logSteps,
  makersOf,
  split,
  type Refs,
  type Run,
  type Step,
  type Subject,
} from './record-history';

const FUNDED: ProjectStatus[] = ['approved', 'in_progress', 'closed', 'terminated'];
/** The first project under review went through one round of rework before its current review. */
const REWORKED = DEMO_PROJECTS.findIndex((project) => project.status === 'under_review');
const REWORK_COMMENT = '请补充费用测算依据，并说明项目管理费用的占比';

function applicationContent(project: DemoProject) {
  const [people, goods, management] = split(project.plannedBudget, ['0.4', '0.45']);
  return {
    title: `${project.name}立项申请`,
    summary: project.goal,
    startDate: project.startDate,
    endDate: project.endDate,
    amountRequested: project.plannedBudget,
    costItems: [
      { name: '人员与培训', amount: people!, note: '培训讲师与现场工作人员' },
      { name: '物资采购', amount: goods!, note: '按预算清单集中采购' },
      { name: '项目管理', amount: management!, note: '差旅、宣传与项目评估' },
    ],
  };
}

/** The project's application, decided as far as the project's status says (approved, or still in review). */
async function seedApplication(tx: Transaction, run: Run, index: number): Promise<void> {
  const project = DEMO_PROJECTS[index]!;
  const projectId = run.projectIds[index]!;
  const [existing] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.projectId, projectId));
  if (existing) return;
  const funded = FUNDED.includes(project.status);
  const reworked = index === REWORKED;
  const content = applicationContent(project);
  const decision = funded ? '同意立项' : null;
  const on = (day: number) => dayOf(project, day);
  const steps: Step[] = [
    ['officer', 'create', on(1), 'new'],
    ['officer', 'submit', on(2), 'submitted'],
    ['admin', 'review', on(5), 'in_review'],
    ...(reworked
      ? ([
          ['admin', 'rework', on(8), 'rework_requested', REWORK_COMMENT],
          ['officer', 'resubmit', on(9), 'resubmitted'],
          ['admin', 'review', on(10), 'in_review'],
        ] satisfies Step[])
      : []),
    ...(funded ? ([['admin', 'approve', on(15), 'approved', decision!]] satisfies Step[]) : []),
  ];
  const [row] = await tx
    .insert(applications)
    .values({
      ...content,
      code: pendingCode(),
      projectId,
      applicantType: DEMO_BENEFICIARIES[project.beneficiary]!.type,
      beneficiaryId: run.beneficiaryIds[project.beneficiary],
      approvedAmount: funded ? project.approvedAmount : null,
      status: funded ? 'approved' : 'in_review',
      reviewComment: reworked ? REWORK_COMMENT : decision,
      round: reworked ? 2 : 1,
      submittedAt: dayOf(project, reworked ? 9 : 2),
      ...makersOf(run, steps, applicationMachine),
      createdAt: dayOf(project, 1),
    })
    .returning({ id: applications.id, createdAt: applications.createdAt });
  const code = recordCode('SQ', row!.id, row!.createdAt);
  const updatedAt = dayOf(project, funded ? 15 : reworked ? 10 : 5);
  await tx.update(applications).set({ code, updatedAt }).where(eq(applications.id, row!.id));
  const submissions = reworked ? [2, 9] : [2];
  await tx.insert(applicationSnapshots).values(
    submissions.map((day, round) => ({
      applicationId: row!.id,
      round: round + 1,
      content: { ...content, attachmentIds: [] },
      submittedBy: run.userIds.get('officer'),
      createdAt: dayOf(project, day),
    })),
  );
  const subject: Subject = {
    entity: 'application',
    id: row!.id,
    projectId,
    label: { code, title: content.title },
  };
  logSteps(run, subject, steps);
}

/**
 * Applications, agreements and stage reports of the demo projects, consistent with each project's status; their
 * operation log rows carry the project, so its timeline shows them. Idempotent: a project that already has an
 * application (an agreement) gets none; only the rows inserted by this run are logged.
 */
export async function seedProjectRecords(tx: Transaction, refs: Refs): Promise<void> {
  const run: Run = { ...refs, logs: [] };
  for (const [index, project] of DEMO_PROJECTS.entries()) {
    if (project.status !== 'draft') await seedApplication(tx, run, index);
  }
  // The foundation is party A: the root of the organisation, created by the reference seed.
  const [foundation] = await tx
    .select({ name: departments.name })
    .from(departments)
    .where(isNull(departments.parentId));
  const signed = DEMO_PROJECTS.flatMap((project, index) =>
    project.parent === undefined && ['in_progress', 'closed'].includes(project.status) ? [index] : [],
  );
  let running = 0;
  for (const [ordinal, index] of signed.entries()) {
    const order = { ordinal, running };
    if (DEMO_PROJECTS[index]!.status === 'in_progress') running += 1;
    await seedAgreement(tx, run, index, order, foundation!.name);
  }
  await flushLogs(tx, run);
}
