import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import { agreements, applications, partners } from '../../db/schema';

/**
 * Which partner an agreement pays. Agreements name their party B as text and payments their payee, so a partner is
 * paid under an agreement when it is the agreement's party B (by its registered name), or when it applied for the
 * agreement's project (an application with `applicantType` 'partner' that was not rejected). The same rule serves
 * the blacklist's refusals and the cooperation history's amounts.
 */
export function paysPartner(): SQL {
  return or(
    eq(agreements.partyB, partners.name),
    sql`exists (select 1 from ${applications}
      where ${qualified(applications.projectId)} = ${qualified(agreements.projectId)}
      and ${qualified(applications.applicantType)} = 'partner'
      and ${qualified(applications.partnerId)} = ${qualified(partners.id)}
      and ${qualified(applications.status)} <> 'rejected')`,
  )!;
}

/** The agreements of a partner, for a join from `partners`. */
export const agreementsOfPartner = (): SQL => and(paysPartner(), ne(agreements.status, 'terminated'))!;
