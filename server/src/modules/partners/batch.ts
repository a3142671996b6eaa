import type { BatchResult } from '@pm/domain/shapes/appropriation';
import { partnerBlacklistForm } from '@pm/domain/forms/partner-form';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { assertForm } from '../../http/form';
import { stepBlacklist } from './actions';
import type { PartnerBatchBody } from './schema';

/**
 * Blacklists or unblacklists each partner in its own transaction, one after the other, so one refusal (a stale
 * version, one already blacklisted) leaves the others done; a refused row carries the message a single call would
 * have given. The reason is the batch's: a missing one refuses the whole batch (422), before any row.
 */
export async function runPartnerBatch(
  db: Database,
  request: FastifyRequest,
  body: Static<typeof PartnerBatchBody>,
): Promise<BatchResult> {
  if (body.action === 'blacklist') assertForm(request, partnerBlacklistForm, { reason: body.reason });
  const result: BatchResult = { succeeded: [], failed: [] };
  for (const item of body.items) {
    try {
      await stepBlacklist(
        db,
        request,
        item.id,
        body.action === 'blacklist'
          ? { action: 'blacklist', version: item.version, reason: body.reason }
          : { action: 'unblacklist', version: item.version, comment: body.reason },
      );
      result.succeeded.push(item.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id: item.id, code: String(error.statusCode), message: error.message });
    }
  }
  return result;
}
