import type { BatchResult } from '@pm/domain/shapes';
import type { BatchItem } from '@pm/domain/contracts/funds';
import { paymentForm, type PaymentFormValues } from '@pm/domain/forms/appropriation-form';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appropriations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { assertForm } from '../../http/form';
import { businessDate } from '../../records/today';
import { assertVersion } from '../../http/workflow';
import { actOnAppropriation } from './actions';
import { decideOnRecord } from '../approvals/actions';

type BatchAction = { action: 'verify'; comment: string } | ({ action: 'pay' } & PaymentFormValues);

/**
 * Verifies (approves the caller's task on each payment's approval) or pays each item in its own transaction, one after the other, so one refusal (a stale version, a
 * report not accepted, four eyes) leaves the others done; a refused item carries the message a single call would
 * have given. The payment's fields are the batch's: a bad one refuses the whole batch (422), before any item.
 */
export async function runBatch(
  db: Database,
  request: FastifyRequest,
  items: readonly BatchItem[],
  batch: BatchAction,
): Promise<BatchResult> {
  const { action, ...input } = batch;
  if (batch.action === 'pay') {
    const { action: _pay, ...payment } = batch;
    assertForm(request, paymentForm, payment, { today: businessDate() });
  }
  const result: BatchResult = { succeeded: [], failed: [] };
  for (const item of items) {
    try {
      if (batch.action === 'verify') {
        // Verifying is deciding on the caller's task of each payment's approval, on the version the list showed
        // (a payment rejected, edited and resubmitted since is another submission: stale, 409).
        await decideOnRecord(db, request, 'appropriation', item.id, 'approve', batch.comment, async (tx) => {
          // Read under the row's lock, whatever the caller's scope (an approver reaches the record by their task).
          const [row] = await tx
            .select({ version: appropriations.version })
            .from(appropriations)
            .where(eq(appropriations.id, item.id))
            .for('update');
          if (row) assertVersion(request, row.version, item.version);
        });
        result.succeeded.push(item.id);
        continue;
      }
      // Paid ones share the batch's receipt: it may be attached to each of them.
      await actOnAppropriation(
        db,
        request,
        item.id,
        action,
        { ...input, version: item.version },
        result.succeeded,
      );
      result.succeeded.push(item.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id: item.id, code: String(error.statusCode), message: error.message });
    }
  }
  return result;
}
