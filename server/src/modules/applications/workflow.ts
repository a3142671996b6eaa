import type { ApplicationContent, ApplicationDetail } from '@pm/domain/shapes';
import { applicationApproveForm } from '@pm/domain/forms/application-form';
import { normalizeMoney } from '@pm/domain/money/money';
import { applicationMachine, type ApplicationAction } from '@pm/domain/workflow/application-machine';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { applications, applicationSnapshots, entityFiles } from '../../db/schema';
import { assertForm } from '../../http/form';
import { staffOf } from '../../plugins/auth';
import { lockProject, moveProject } from '../../records/project-lock';
import {
  takeStepIn,
  type AfterStep,
  type RecordWorkflow,
  type StepEffect,
  type StepInput,
} from '../records/workflow-step';
import { applicationDetail } from './list';
import { lockApplication, type ApplicationRow } from './write';

export interface ActionInput extends StepInput {
  approvedAmount?: string;
}

export const applicationWorkflow: RecordWorkflow<ApplicationRow, ApplicationAction, ApplicationDetail> = {
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
export function applicationEffects(
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

/** A step inside the caller's transaction: what every step of an application runs, the approval engine's too. */
export function stepApplication(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  action: ApplicationAction,
  input: Omit<ActionInput, 'version'> & { version?: number },
  afterStep?: AfterStep<ApplicationRow>,
): Promise<ApplicationRow> {
  return takeStepIn(
    tx,
    request,
    applicationWorkflow,
    id,
    action,
    input,
    applicationEffects(request, input)[action],
    afterStep,
  );
}
