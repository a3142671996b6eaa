import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';

/** The same body whatever the order of its keys: what a client retries is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export interface IdempotentCall {
  userId: number;
  /** Which kind of create the key belongs to (`appropriation`). */
  scope: string;
  key: string;
  requestHash: string;
}

/** The call's `Idempotency-Key` with what identifies its body, or null when it sent none. */
export function idempotentCall(
  request: FastifyRequest,
  userId: number,
  scope: string,
): IdempotentCall | null {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!key) return null;
  const requestHash = createHash('sha256')
    .update(JSON.stringify(canonical(request.body)))
    .digest('hex');
  return { userId, scope, key, requestHash };
}

/**
 * Claims the key for this transaction, or answers with what its first use created. The insert waits while
 * another transaction holding the same key is still open, and then does nothing once it committed: a retry that
 * races its original sees the original's result, never a second row. A rolled-back first use leaves no key.
 * The same key with another body is refused (422): the client reused a key by mistake.
 */
export async function claimKey(
  tx: Transaction,
  request: FastifyRequest,
  call: IdempotentCall,
): Promise<number | null> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId: call.userId, scope: call.scope, key: call.key, requestHash: call.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return null;
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, call.userId),
        eq(idempotencyKeys.scope, call.scope),
        eq(idempotencyKeys.key, call.key),
      ),
    );
  if (first?.requestHash !== call.requestHash) {
    const message = request.t('appropriation.idempotencyKeyReused');
    throw new AppError(422, message);
  }
  if (first.resourceId === null) {
    throw conflict(request.t('appropriation.requestInProgress'));
  }
  return first.resourceId;
}

/** Records what the claimed key created, in the transaction that created it. */
export async function settleKey(tx: Transaction, call: IdempotentCall, resourceId: number): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ resourceId })
    .where(
      and(
        eq(idempotencyKeys.userId, call.userId),
        eq(idempotencyKeys.scope, call.scope),
        eq(idempotencyKeys.key, call.key),
      ),
    );
}
