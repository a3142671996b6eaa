import type { BatchResult, BeneficiaryDetail } from '@pm/domain/shapes';
import { beneficiaryMachine, type BeneficiaryStatusAction } from '@pm/domain/workflow';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import { AppError } from '../../http/errors';
import { assertVersion, nextStatus } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { beneficiaryDetail } from './detail';
import { lockBeneficiary } from './write';

/**
 * Activates or deactivates one beneficiary through its machine (409 when its status does not allow the action or
 * the version is stale); logged with the status before and after.
 */
export async function runStatusAction(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: BeneficiaryStatusAction,
  version: number | null,
): Promise<BeneficiaryDetail> {
  return db.transaction(async (tx) => {
    const row = await lockBeneficiary(tx, request, id);
    if (version !== null) assertVersion(request, row.version, version);
    const status = nextStatus(request, beneficiaryMachine, row.status, action);
    await tx
      .update(beneficiaries)
      .set({ status, version: row.version + 1 })
      .where(eq(beneficiaries.id, id));
    await withAudit(
      tx,
      { id: staffOf(request).userId },
      action,
      'beneficiary',
      id,
      { status: row.status },
      { status },
    );
    return beneficiaryDetail(tx, request, id);
  });
}

/**
 * The same action on each of several beneficiaries, each in its own transaction: one refusal (a merged record, a
 * status that does not allow it) leaves the others done, and carries the message a single call would have given.
 */
export async function runBatchStatus(
  db: Database,
  request: FastifyRequest,
  ids: readonly number[],
  action: BeneficiaryStatusAction,
): Promise<BatchResult> {
  const result: BatchResult = { succeeded: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      await runStatusAction(db, request, id, action, null);
      result.succeeded.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, code: String(error.statusCode), message: error.message });
    }
  }
  return result;
}
