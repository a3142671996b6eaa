import { reviewCommentForm } from '@pm/domain/forms/application-form';
import type { Machine } from '@pm/domain/workflow/machine';
import type { FastifyRequest } from 'fastify';
import { auditActorOf, withAudit } from '../../db/audit';
import type { Database, Executor, Transaction } from '../../db/client';
import { assertForm } from '../../http/form';
import { assertNotMaker, assertVersion, nextStatus } from '../../http/workflow';
import { actorOf, staffUserOf } from '../../plugins/auth';
import { forbidden } from '../../http/errors';
import { cancelApprovalIfLeft } from '../../approvals/cancel';

interface StepRow {
  id: number;
  status: string;
  version: number;
  projectId: number;
  /** The maker–checker columns (`makerCheckerColumns`): who made the record and who last reviewed it. */
  createdBy: number | null;
  submittedBy: number | null;
  reviewedBy: number | null;
}

/** The record's makers, as the shared rule reads them. */
export const madeBy = (row: Pick<StepRow, 'createdBy' | 'submittedBy'>) => ({
  createdById: row.createdBy,
  submittedById: row.submittedBy,
});

/** What the workflow steps of one kind of record share. */
export interface RecordWorkflow<Row extends StepRow, Action extends string, Detail> {
  /** The operation log's entity name (`application`, `appropriation`, `budget`…). */
  entity: string;
  machine: Machine<Row['status'], Action>;
  /** Actions that need a reason (`reviewCommentForm`); the others take an optional comment. */
  needsReason: readonly Action[];
  /** Locks the record's row for the transaction (404 when it does not exist). */
  lock: (tx: Transaction, request: FastifyRequest, id: number) => Promise<Row>;
  /** Writes a step's columns and returns the row after it. */
  save: (tx: Transaction, id: number, columns: Partial<Row>) => Promise<Row>;
  detail: (db: Executor, request: FastifyRequest, id: number) => Promise<Detail>;
}

export interface StepInput {
  /** The version the caller read; the approval engine, which checks its own instance's version, sends none. */
  version?: number;
  comment?: string;
}

/**
 * What a step does beyond moving the record: the project it drives (locked after the record: the order every
 * write follows) and the columns it sets. `comment` is the trimmed reason, possibly empty.
 */
export type StepEffect<Row> = (tx: Transaction, before: Row, comment: string) => Promise<Partial<Row>>;

/** What follows a saved step in its transaction: a submission starts the record's approval (`startApproval`). */
export type AfterStep<Row> = (tx: Transaction, after: Row) => Promise<void>;

/**
 * One workflow step of a record in one transaction: the record locked, the version it was read at, the machine and
 * the maker–checker rule checked, the effect applied, status and version written (a submission records its
 * submitter and clears the last review, a review step records its reviewer), and the step logged with its
 * project and reason.
 */
export async function takeStep<Row extends StepRow, Action extends string, Detail>(
  db: Database,
  request: FastifyRequest,
  workflow: RecordWorkflow<Row, Action, Detail>,
  id: number,
  action: Action,
  input: StepInput,
  effect: StepEffect<Row> = async () => ({}),
  afterStep?: AfterStep<Row>,
): Promise<Detail> {
  await db.transaction((tx) => takeStepIn(tx, request, workflow, id, action, input, effect, afterStep));
  return workflow.detail(db, request, id);
}

/**
 * `takeStep` inside the caller's transaction (the approval engine drives a record's machine in its own). A step
 * that takes the record out of the status its approval decides on cancels the approval (`cancelApprovalIfLeft`).
 */
export async function takeStepIn<Row extends StepRow, Action extends string, Detail>(
  tx: Transaction,
  request: FastifyRequest,
  workflow: RecordWorkflow<Row, Action, Detail>,
  id: number,
  action: Action,
  input: StepInput,
  effect: StepEffect<Row> = async () => ({}),
  afterStep?: AfterStep<Row>,
): Promise<Row> {
  const comment = (input.comment ?? '').trim();
  if (workflow.needsReason.includes(action)) assertForm(request, reviewCommentForm, { comment });
  // A beneficiary in the portal only puts up what they made (a stage report): never a review step.
  const actor = actorOf(request);
  const userId = staffUserOf(actor);
  const step = workflow.machine.actions[action].step;
  if (userId === null && step !== 'submit') throw forbidden(request);
  const before = await workflow.lock(tx, request, id);
  if (input.version !== undefined) assertVersion(request, before.version, input.version);
  const status = nextStatus(request, workflow.machine, before.status, action);
  if (userId !== null) assertNotMaker(request, workflow.machine, action, madeBy(before), userId);
  const change = await effect(tx, before, comment);
  const after = await workflow.save(tx, id, {
    ...change,
    ...(step === 'submit' ? { submittedBy: userId, reviewedBy: null } : {}),
    ...(step === 'review' ? { reviewedBy: userId } : {}),
    status,
    version: before.version + 1,
  } as Partial<Row>);
  await withAudit(tx, await auditActorOf(tx, actor), action, workflow.entity, id, before, after, {
    projectId: before.projectId,
    comment: comment || null,
  });
  await cancelApprovalIfLeft(tx, request, workflow.entity, id, status, comment || null);
  await afterStep?.(tx, after);
  return after;
}
