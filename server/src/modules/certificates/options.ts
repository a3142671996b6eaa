import type { CertRecipientType } from '@pm/domain/certificates/layout';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { beneficiaries, partners, projects, volunteers } from '../../db/schema';
import { keywordFilter } from '../../http/list-query';

const LIMIT = 20;

export interface CertOption {
  id: number;
  code: string;
  name: string;
}

/**
 * Recipients the issue dialog may pick (at most 20, by any part of the name or code): only their names and codes,
 * so holding the certificate key does not open the other data warehouses.
 */
export async function recipientOptions(
  db: Executor,
  type: CertRecipientType,
  keyword: string | undefined,
): Promise<CertOption[]> {
  if (type === 'volunteer') {
    return db
      .select({ id: volunteers.id, code: volunteers.code, name: volunteers.name })
      .from(volunteers)
      .where(keywordFilter(keyword, [volunteers.name, volunteers.code]))
      .orderBy(asc(volunteers.code))
      .limit(LIMIT);
  }
  if (type === 'beneficiary') {
    return db
      .select({
        id: beneficiaries.id,
        code: sql<string>`'B' || ${beneficiaries.id}::text`,
        name: beneficiaries.name,
      })
      .from(beneficiaries)
      .where(keywordFilter(keyword, [beneficiaries.name]))
      .orderBy(asc(beneficiaries.id))
      .limit(LIMIT);
  }
  return db
    .select({ id: partners.id, code: partners.creditCode, name: partners.name })
    .from(partners)
    .where(keywordFilter(keyword, [partners.name, partners.creditCode]))
    .orderBy(asc(partners.id))
    .limit(LIMIT);
}

/** Projects a certificate may name (at most 20, by any part of the code or name). */
export async function projectOptions(db: Executor, keyword: string | undefined): Promise<CertOption[]> {
  return db
    .select({ id: projects.id, code: projects.code, name: projects.name })
    .from(projects)
    .where(keywordFilter(keyword, [projects.code, projects.name]))
    .orderBy(asc(projects.code))
    .limit(LIMIT);
}
