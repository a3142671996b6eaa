import { operationLogs } from './schema';
import type { Transaction } from './client';

export interface AuditActor {
  id: number;
}

export interface AuditContext {
  /** The project the record belongs to: its detail page's timeline shows the change. */
  projectId?: number | null;
  /** The reason the user gave for the change. */
  comment?: string | null;
}

/**
 * Writes the operation log row for a change to business data. Call it inside the transaction that makes the
 * change, so the log and the change commit or roll back together.
 */
export async function withAudit(
  tx: Transaction,
  actor: AuditActor | null,
  action: string,
  entity: string,
  entityId: number | string,
  before: unknown,
  after: unknown,
  context: AuditContext = {},
): Promise<void> {
  await tx.insert(operationLogs).values({
    userId: actor?.id ?? null,
    action,
    entity,
    entityId: String(entityId),
    before: before ?? null,
    after: after ?? null,
    projectId: context.projectId ?? null,
    comment: context.comment ?? null,
  });
}
