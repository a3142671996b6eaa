import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
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
 * approval and the appropriations' create, verify, resubmit and pay (single and batch).
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
  const [refused] = await db
    .select({ name: partners.name, reason: partners.blacklistReason })
    .from(partners)
    .where(and(inArray(partners.id, fresh), isNotNull(partners.blacklistedAt)))
    .orderBy(partners.id)
    .limit(1);
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
  const [refused] = await db
    .select({ name: partners.name, reason: partners.blacklistReason })
    .from(partners)
    .innerJoin(agreements, eq(agreements.id, agreementId))
    .where(
      and(
        isNotNull(partners.blacklistedAt),
        payee ? or(paysPartner(), eq(partners.name, payee)) : paysPartner(),
      ),
    )
    .orderBy(partners.id)
    .limit(1);
  if (!refused) return;
  throw conflict(
    request.t('partner.blacklistedPayment', { name: refused.name, reason: refused.reason ?? '' }),
  );
}
