import type { ApplicationContent, ApplicationDetail } from '@pm/shared/contracts/projects';
import { applicationApproveForm, reviewCommentForm } from '@pm/shared/forms/application-form';
import { normalizeMoney } from '@pm/shared/money/money';
import { applicationMachine, type ApplicationAction } from '@pm/shared/workflow/application-machine';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { applications, applicationSnapshots, entityFiles } from '../../db/schema';
import { assertForm } from '../../http/form';
import { assertVersion, nextStatus } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { lockProject, moveProject } from '../projects/move-project';
import { applicationDetail } from './queries';
import { lockApplication, type ApplicationRow } from './service';

type Change = Partial<typeof applications.$inferInsert>;

export interface ActionInput {
  version: number;
  comment?: string;
  approvedAmount?: string;
}

/** What an action does beyond moving the application: the project it drives and the columns it sets. */
type Effect = (tx: Transaction, row: ApplicationRow, input: ActionInput) => Promise<Change>;

/** The content a reviewer sees for this round, kept as it was submitted. */
async function snapshot(tx: Transaction, request: FastifyRequest, row: ApplicationRow): Promise<Change> {
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

function effects(request: FastifyRequest): Record<ApplicationAction, Effect> {
  return {
    // The first submission opens the project's application; after rework the project is still applying.
    submit: async (tx, row) => {
      const project = await lockProject(tx, request, row.projectId);
      if (project.status === 'draft' || project.status === 'withdrawn') {
        await moveProject(tx, request, row.projectId, 'apply');
      }
      return snapshot(tx, request, row);
    },
    // A withdrawn project applies again when its application is resubmitted.
    resubmit: async (tx, row) => {
      const project = await lockProject(tx, request, row.projectId);
      if (project.status === 'withdrawn') await moveProject(tx, request, row.projectId, 'apply');
      return snapshot(tx, request, row);
    },
    withdraw: async (tx, row, input) => {
      const project = await lockProject(tx, request, row.projectId);
      if (project.status !== 'withdrawn') {
        await moveProject(tx, request, row.projectId, 'withdraw', { comment: input.comment?.trim() || null });
      }
      return {};
    },
    review: async (tx, row) => {
      await moveProject(tx, request, row.projectId, 'review');
      return {};
    },
    approve: async (tx, row, input) => {
      const decision = { approvedAmount: input.approvedAmount ?? '', comment: input.comment ?? '' };
      assertForm(request, applicationApproveForm, decision, { amountRequested: row.amountRequested });
      const approvedAmount = normalizeMoney(decision.approvedAmount);
      await moveProject(tx, request, row.projectId, 'approve', {
        set:
          row.beneficiaryId === null
            ? { approvedAmount }
            : { approvedAmount, beneficiaryId: row.beneficiaryId },
        comment: decision.comment || null,
      });
      return { approvedAmount, reviewComment: decision.comment.trim() || null };
    },
    reject: (tx, row, input) => decide(tx, request, row, input, 'reject'),
    rework: (tx, row, input) => decide(tx, request, row, input, 'rework'),
  };
}

/** Rejecting or sending back needs a reason, which the project's timeline shows too. */
async function decide(
  tx: Transaction,
  request: FastifyRequest,
  row: ApplicationRow,
  input: ActionInput,
  action: 'reject' | 'rework',
): Promise<Change> {
  const comment = (input.comment ?? '').trim();
  assertForm(request, reviewCommentForm, { comment });
  await moveProject(tx, request, row.projectId, action, { comment });
  return { reviewComment: comment };
}

/**
 * The project's own Withdraw button: its open application (if any) goes back to the applicant with it, so it can
 * be changed and resubmitted. Runs inside the project action's transaction, after the project row is locked.
 */
export async function withdrawOpenApplication(
  tx: Transaction,
  request: FastifyRequest,
  projectId: number,
  comment: string | null,
): Promise<void> {
  const open = applicationMachine.actions.withdraw.from;
  const [candidate] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, [...open])));
  if (!candidate) return;
  const before = await lockApplication(tx, request, candidate.id);
  const status = nextStatus(request, applicationMachine, before.status, 'withdraw');
  const [after] = await tx
    .update(applications)
    .set({ status, version: before.version + 1 })
    .where(eq(applications.id, before.id))
    .returning();
  await withAudit(tx, { id: staffOf(request).userId }, 'withdraw', 'application', before.id, before, after, {
    projectId,
    comment,
  });
}

/**
 * One step of an application's workflow in one transaction: locks the application (then its project, through
 * moveProject), checks the version and the machine, applies the step's effect, bumps the version and logs it.
 */
export async function actOnApplication(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: ApplicationAction,
  input: ActionInput,
): Promise<ApplicationDetail> {
  await db.transaction(async (tx) => {
    const before = await lockApplication(tx, request, id);
    assertVersion(request, before.version, input.version);
    const status = nextStatus(request, applicationMachine, before.status, action);
    const change = await effects(request)[action](tx, before, input);
    const [after] = await tx
      .update(applications)
      .set({ ...change, status, version: before.version + 1 })
      .where(eq(applications.id, id))
      .returning();
    await withAudit(tx, { id: staffOf(request).userId }, action, 'application', id, before, after, {
      projectId: before.projectId,
      comment: input.comment?.trim() || null,
    });
  });
  return applicationDetail(db, request, id);
}
