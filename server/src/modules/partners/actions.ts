import { partnerBlacklistForm } from '@pm/domain/forms/partner-form';
import type { PartnerDetail } from '@pm/domain/shapes/partner';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema';
import { conflict } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { partnerDetail } from './detail';
import { lockPartner, partnerLog } from './write';

export type BlacklistStep =
  | { action: 'blacklist'; version: number; reason: string }
  | { action: 'unblacklist'; version: number; comment: string };

/**
 * Puts a partner on the blacklist (with its reason, when and by whom) or takes it off, in one transaction with the
 * row locked and the operation log written (action `blacklist` / `unblacklist`, the reason as its comment).
 */
export async function stepBlacklist(
  db: Database,
  request: FastifyRequest,
  id: number,
  step: BlacklistStep,
): Promise<PartnerDetail> {
  if (step.action === 'blacklist') assertForm(request, partnerBlacklistForm, { reason: step.reason });
  return db.transaction(async (tx) => {
    const row = await lockPartner(tx, request, id);
    assertVersion(request, row.version, step.version);
    const userId = staffOf(request).userId;
    const blacklisting = step.action === 'blacklist';
    if (blacklisting && row.blacklistedAt !== null) throw conflict(request.t('partner.alreadyBlacklisted'));
    if (!blacklisting && row.blacklistedAt === null) throw conflict(request.t('partner.notBlacklisted'));
    const before = await partnerLog(tx, id);
    const blacklist = blacklisting
      ? { blacklistedAt: new Date(), blacklistReason: step.reason.trim(), blacklistedBy: userId }
      : { blacklistedAt: null, blacklistReason: null, blacklistedBy: null };
    await tx
      .update(partners)
      .set({ ...blacklist, version: row.version + 1 })
      .where(eq(partners.id, id));
    const comment = blacklisting ? step.reason.trim() : step.comment.trim() || null;
    await withAudit(tx, { id: userId }, step.action, 'partner', id, before, await partnerLog(tx, id), {
      comment,
    });
    return partnerDetail(tx, request, id);
  });
}
