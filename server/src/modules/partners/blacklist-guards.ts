import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { agreements, partners } from '../../db/schema';
import { conflict } from '../../http/errors';
import { fieldRefusal } from '../records/refusals';
import { paysPartner } from './counterparties';

/**
 * The blacklist's two refusals, enforced here for every caller: a blacklisted partner is linked to no new project,
 * and nothing is paid to it. Called by the projects' writes (create, edit, sub-project), the applications' (a
 * partner applicant, on create and edit), and by the agreements'
 * approval and the appropriations' create, verify, resubmit and pay (single and batch). The partners read are
 * share-locked until the caller's transaction ends: a blacklisting (which locks its row for update) waits for a
 * link or payment under way, and one that comes first is seen.
 */

/**
 * A 422 under the form's field when a partner being linked (one not already linked to this project) is
 * blacklisted; the message names it and says why. Applying for a project links the applicant to it too.
 */
export async function assertLinkable(
  db: Executor,
  request: FastifyRequest,
  partnerIds: readonly number[],
  alreadyLinked: readonly number[] = [],
  /** The form field naming the partners: the projects' `partnerIds`, an application's `applicantId`. */
  field = 'partnerIds',
): Promise<void> {
  const fresh = partnerIds.filter((id) => !alreadyLinked.includes(id));
  if (fresh.length === 0) return;
  const rows = await db
    .select({ name: partners.name, reason: partners.blacklistReason, at: partners.blacklistedAt })
    .from(partners)
    .where(inArray(partners.id, fresh))
    .orderBy(partners.id)
    .for('share');
  const refused = rows.find((row) => row.at !== null);
  if (!refused) return;
  throw fieldRefusal(
    field,
    request.t('partner.blacklistedLink', { name: refused.name, reason: refused.reason ?? '' }),
  );
}

/**
 * A 409 when the money would go to a blacklisted partner: the agreement's party B or applicant (`paysPartner`), or
 * the payee named on the payment.
 */
export async function assertPayable(
  db: Executor,
  request: FastifyRequest,
  agreementId: number,
  payeeName?: string,
): Promise<void> {
  const payee = payeeName?.trim();
  const rows = await db
    .select({ name: partners.name, reason: partners.blacklistReason, at: partners.blacklistedAt })
    .from(partners)
    .innerJoin(agreements, eq(agreements.id, agreementId))
    .where(payee ? or(paysPartner(), eq(partners.name, payee)) : paysPartner())
    .orderBy(partners.id)
    .for('share', { of: partners });
  const refused = rows.find((row) => row.at !== null);
  if (!refused) return;
  throw conflict(
    request.t('partner.blacklistedPayment', { name: refused.name, reason: refused.reason ?? '' }),
  );
}
