import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { projectMachine, type ProjectAction } from '@pm/domain/workflow';
import type { Transaction } from '../db/client';
import { withAudit } from '../db/audit';
import { cancelApprovalIfLeft } from '../approvals/cancel';
import { projects } from '../db/schema';
import { notFound } from '../http/errors';
import { nextStatus } from '../http/workflow';
import { staffOf } from '../plugins/auth';
import { dataScopeOf, projectInScope } from '../security/data-scope';

type ProjectRow = typeof projects.$inferSelect;

export interface MoveProjectOptions {
  /** Other columns the action sets (the approved amount on approve…). */
  set?: Partial<Pick<ProjectRow, 'approvedAmount' | 'beneficiaryId'>>;
  comment?: string | null;
}

/** Locks a project row for the rest of the transaction; 404 when it does not exist or is outside the caller's data scope. */
export async function lockProject(tx: Transaction, request: FastifyRequest, id: number): Promise<ProjectRow> {
  const scope = await dataScopeOf(request, tx);
  const [row] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), projectInScope(scope)))
    .for('update');
  if (!row) throw notFound(request.t('project.notFound'));
  return row;
}

/**
 * Moves a project by one action of its machine, inside the caller's transaction: locks the row, refuses an illegal
 * transition (409), bumps the version and writes the operation log. Applications and agreements call it for the
 * actions they drive (apply, review, approve, reject, rework, sign); the project's own buttons call it too.
 * `project` is its id, or the row the caller has just locked with `lockProject` (not read again).
 */
export async function moveProject(
  tx: Transaction,
  request: FastifyRequest,
  project: number | ProjectRow,
  action: ProjectAction,
  options: MoveProjectOptions = {},
): Promise<ProjectRow> {
  const row = typeof project === 'number' ? await lockProject(tx, request, project) : project;
  const id = row.id;
  const to = nextStatus(request, projectMachine, row.status, action);
  const [updated] = await tx
    .update(projects)
    .set({ ...options.set, status: to, version: row.version + 1 })
    .where(eq(projects.id, id))
    .returning();
  const changed = Object.keys(options.set ?? {}) as (keyof ProjectRow)[];
  const pick = (source: ProjectRow) =>
    Object.fromEntries([['status', source.status], ...changed.map((key) => [key, source[key]])]);
  await withAudit(
    tx,
    { id: staffOf(request).userId },
    action,
    'project',
    id,
    { code: row.code, name: row.name, ...pick(row) },
    { code: row.code, name: row.name, ...pick(updated!) },
    { projectId: id, comment: options.comment ?? null },
  );
  // Terminating a project that waits for its closing approval leaves nothing to decide.
  await cancelApprovalIfLeft(tx, request, 'project', id, to, options.comment ?? null);
  return updated!;
}
