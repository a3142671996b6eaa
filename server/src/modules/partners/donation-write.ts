import { partnerDonationForm, type PartnerDonationValues } from '@pm/domain/forms/partner-form';
import { normalizeMoney } from '@pm/domain/money/money';
import type { PartnerDetail } from '@pm/domain/shapes/partner';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { partnerDonations, projects } from '../../db/schema';
import { conflict } from '../../http/errors';
import { assertForm } from '../../http/form';
import { staffOf } from '../../plugins/auth';
import { businessDate } from '../../records/today';
import { fieldRefusal } from '../records/refusals';
import { partnerDetail } from './detail';
import { lockPartner } from './write';
import type { DonationBody } from './schema';

/** Records a supporter's donation; the linked project must exist. Logged on the partner and on the project. */
export async function addDonation(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  body: Static<typeof DonationBody>,
): Promise<PartnerDetail> {
  const values: PartnerDonationValues = body;
  assertForm(request, partnerDonationForm, values, { today: businessDate() });
  const partner = await lockPartner(tx, request, id);
  if (partner.type !== 'supporter') throw conflict(request.t('partner.donationOnlySupporter'));
  if (values.projectId !== null) {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, values.projectId));
    if (!project) throw fieldRefusal('projectId', request.t('partner.projectMissing'));
  }
  const [row] = await tx
    .insert(partnerDonations)
    .values({
      partnerId: id,
      donatedOn: values.donatedOn,
      amount: normalizeMoney(values.amount),
      purpose: values.purpose.trim(),
      projectId: values.projectId,
      createdBy: staffOf(request).userId,
    })
    .returning();
  await withAudit(tx, { id: staffOf(request).userId }, 'donation', 'partner', id, null, row, {
    projectId: values.projectId,
  });
  return partnerDetail(tx, request, id);
}
