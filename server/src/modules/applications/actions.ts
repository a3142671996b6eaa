import type { ApplicationContent, ApplicationDetail } from '@pm/domain/shapes';
import { applicationApproveForm } from '@pm/domain/forms/application-form';
import { normalizeMoney } from '@pm/domain/money/money';
import { applicationMachine, type ApplicationAction } from '@pm/domain/workflow/application-machine';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { applications, applicationSnapshots, entityFiles } from '../../db/schema';
import { assertForm } from '../../http/form';
import { nextStatus } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { lockProject, moveProject } from '../../records/project-lock';
import { takeStep, type RecordWorkflow, type StepEffect, type StepInput } from '../records/workflow-step';
import { applicationDetail } from './list';
import { lockApplication, type ApplicationRow } from './write';

export interface ActionInput extends StepInput {
  approvedAmount?: string;
}

const workflow: RecordWorkflow<ApplicationRow, ApplicationAction, ApplicationDetail> = {
  entity: 'application',
  machine: applicationMachine,
  // Rejecting or sending back needs a reason, which the project's timeline shows too.
  needsReason: ['reject', 'rework'],
  lock: lockApplication,
  save: async (tx, id, columns) =>
    (await tx.update(applications).set(columns).where(eq(applications.id, id)).returning())[0]!,
  detail: applicationDetail,
};

/** The content a reviewer sees for this round, kept as it was submitted. */
async function snapshot(tx: Transaction, request: FastifyRequest, row: ApplicationRow) {
  const attachments = await tx
    .select({ fileId: entityFiles.fileId })
    .from(entityFiles)
    .where(and(eq(entityFiles.entity, 'application'), eq(entityFiles.entityId, row.id)))
    .orderBy(asc(entityFiles.id));
  const content: ApplicationContent = {
    title: row.title,
    summary: row.summary,
    startDate: row.startDate,
    endDate: row.endDate,
    amountRequested: row.amountRequested,
    costItems: row.costItems,
    attachmentIds: attachments.map((file) => file.fileId),
  };
  const round = row.round + 1;
  const submittedBy = staffOf(request).userId;
  await tx.insert(applicationSnapshots).values({ applicationId: row.id, round, content, submittedBy });
  return { round, submittedAt: new Date() };
}

/** What each step does beyond moving the application: the project action it drives and the columns it sets. */
function effects(
  request: FastifyRequest,
  input: ActionInput,
): Record<ApplicationAction, StepEffect<ApplicationRow>> {
  return {
    // The first submission opens the project's application; after rework the project is still applying.
    submit: async (tx, row) => {
      const project = await lockProject(tx, request, row.projectId);
      if (project.status === 'draft' || project.status === 'withdrawn') {
        await moveProject(tx, request, project, 'apply');
      }
      return snapshot(tx, request, row);
    },
    // A withdrawn project applies again when its application is resubmitted.
    resubmit: async (tx, row) => {
      const project = await lockProject(tx, request, row.projectId);
      if (project.status === 'withdrawn') await moveProject(tx, request, project, 'apply');
      return snapshot(tx, request, row);
    },
    withdraw: async (tx, row, comment) => {
      const project = await lockProject(tx, request, row.projectId);
      if (project.status !== 'withdrawn') {
        await moveProject(tx, request, project, 'withdraw', { comment: comment || null });
      }
      return {};
    },
    review: async (tx, row) => {
      await moveProject(tx, request, row.projectId, 'review');
      return {};
    },
    approve: async (tx, row, comment) => {
      const decision = { approvedAmount: input.approvedAmount ?? '', comment };
      assertForm(request, applicationApproveForm, decision, { amountRequested: row.amountRequested });
      const approvedAmount = normalizeMoney(decision.approvedAmount);
      await moveProject(tx, request, row.projectId, 'approve', {
        set:
          row.beneficiaryId === null
            ? { approvedAmount }
            : { approvedAmount, beneficiaryId: row.beneficiaryId },
        comment: comment || null,
      });
      return { approvedAmount, reviewComment: comment || null };
    },
    reject: async (tx, row, comment) => {
      await moveProject(tx, request, row.projectId, 'reject', { comment });
      return { reviewComment: comment };
    },
    rework: async (tx, row, comment) => {
      await moveProject(tx, request, row.projectId, 'rework', { comment });
      return { reviewComment: comment };
    },
  };
}

/** One step of an application's workflow, with the project action it drives, in one transaction. */
export function actOnApplication(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: ApplicationAction,
  input: ActionInput,
): Promise<ApplicationDetail> {
  return takeStep(db, request, workflow, id, action, input, effects(request, input)[action]);
}

/**
 * The project's own Withdraw button takes its open application back to the applicant with it. The application is
 * locked here, before the project: every write locks the record first, then its project, so a withdraw and an
 * application step at the same moment wait for each other instead of deadlocking. Undefined when there is none.
 */
export async function lockWithdrawableApplication(
  tx: Transaction,
  projectId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.projectId, projectId),
        inArray(applications.status, [...applicationMachine.actions.withdraw.from]),
      ),
    )
    .for('update');
  return row;
}

/** Withdraws the application locked by `lockWithdrawableApplication`, with the project's reason. */
export async function withdrawWithProject(
  tx: Transaction,
  request: FastifyRequest,
  before: ApplicationRow,
  comment: string | null,
): Promise<void> {
  const status = nextStatus(request, applicationMachine, before.status, 'withdraw');
  const after = await workflow.save(tx, before.id, { status, version: before.version + 1 });
  await withAudit(tx, { id: staffOf(request).userId }, 'withdraw', 'application', before.id, before, after, {
    projectId: before.projectId,
    comment,
  });
}
