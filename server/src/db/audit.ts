import { currentRequest } from '../plugins/request-context';
import { operationLogs } from './schema';
import type { Executor, Transaction } from './client';

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
 * change, so the log and the change commit or roll back together. The caller's address comes from the request
 * being served (plugins/request-context.ts); outside a request (seed, jobs) it stays empty.
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
    ip: currentRequest()?.ip ?? null,
  });
}

/** A sign-in event: who (the user, when one matched), the name as typed (never the password), and from where. */
export interface SignInEvent {
  entity: 'session' | 'account';
  action: 'login' | 'logout' | 'loginFailed' | 'lockout';
  userId?: number | null;
  /** The username or mobile as typed; kept when no user matched. */
  username?: string | null;
  /** The session, user or beneficiary the event is about (`-` when none matched). */
  entityId?: number | string | null;
  /** How: `password`, `sms`, `client` (the beneficiaries' portal). */
  comment?: string | null;
  ip: string;
}

/** Writes the operation log row of a sign-in, sign-out, failed sign-in or lockout (outside any business change). */
export async function logSignIn(db: Executor, event: SignInEvent): Promise<void> {
  await db.insert(operationLogs).values({
    userId: event.userId ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId === undefined || event.entityId === null ? '-' : String(event.entityId),
    username: event.username ?? null,
    comment: event.comment ?? null,
    ip: event.ip,
  });
}
