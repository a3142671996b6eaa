import { currentRequest } from '../plugins/request-context';
import { eq } from 'drizzle-orm';
import { beneficiaries, operationLogs } from './schema';
import type { Executor, Transaction } from './client';

/** A staff user by id, or a beneficiary acting in the portal by name (kept in `username`, as a sign-in's is). */
export type AuditActor = StaffAuditActor | { beneficiaryName: string };

export interface StaffAuditActor {
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
    userId: actor && 'id' in actor ? actor.id : null,
    username: actor && 'beneficiaryName' in actor ? actor.beneficiaryName : null,
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

/** The operation log's actor of a change by a staff user or by a beneficiary in the portal. */
export async function auditActorOf(
  db: Executor,
  actor: { kind: 'staff'; userId: number } | { kind: 'client'; beneficiaryId: number },
): Promise<AuditActor> {
  if (actor.kind === 'staff') return { id: actor.userId };
  const [row] = await db
    .select({ name: beneficiaries.name })
    .from(beneficiaries)
    .where(eq(beneficiaries.id, actor.beneficiaryId));
  return { beneficiaryName: row?.name ?? String(actor.beneficiaryId) };
}
