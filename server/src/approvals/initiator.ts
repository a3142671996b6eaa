import { sql } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import { approvalInstances, beneficiaries, users } from '../db/schema';

/**
 * The name of whoever started an instance: the staff user, or the beneficiary who submitted in the portal (a stage
 * report), for lists and details that read `approval_instances`.
 */
export const initiatorName = sql<string>`coalesce(
  (select ${qualified(users.name)} from ${users} where ${qualified(users.id)} = ${qualified(approvalInstances.initiatorId)}),
  (select ${qualified(beneficiaries.name)} from ${beneficiaries}
    where ${qualified(beneficiaries.id)} = ${qualified(approvalInstances.initiatorBeneficiaryId)}),
  ''
)`;
