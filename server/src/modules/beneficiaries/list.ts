import type { Page } from '@pm/domain/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { beneficiaries, projects } from '../../db/schema';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import type { SearchHasher } from '../../security/search-hash';
import { maskIdNumber, maskMobile } from '@pm/domain/utils/mask';
import type { BeneficiaryListItem } from '@pm/domain/shapes';
import type { BeneficiaryListQuery } from './schema';

const projectCount = sql<number>`(
  select count(*) from ${projects} where ${qualified(projects.beneficiaryId)} = ${qualified(beneficiaries.id)}
)`.mapWith(Number);

/**
 * Beneficiaries, paged: the keyword matches any part of a name, and an ID number, mobile or bank account only
 * whole (they are shown masked; a fragment must not find them).
 */
export async function listBeneficiaries(
  db: Executor,
  hash: SearchHasher,
  query: Static<typeof BeneficiaryListQuery>,
): Promise<Page<BeneficiaryListItem>> {
  const where = and(
    keywordFilter(query.keyword, [beneficiaries.name], {
      hash,
      columns: [beneficiaries.idNumberHash, beneficiaries.mobileHash, beneficiaries.bankAccountNoHash],
    }),
    query.type ? eq(beneficiaries.type, query.type) : undefined,
  );
  const plan = planList(
    query,
    {
      name: beneficiaries.name,
      type: beneficiaries.type,
      areaCode: beneficiaries.areaCode,
      createdAt: beneficiaries.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    beneficiaries.id,
  );
  const rows = db
    .select({
      id: beneficiaries.id,
      type: beneficiaries.type,
      name: beneficiaries.name,
      idNumber: beneficiaries.idNumber,
      mobile: beneficiaries.mobile,
      areaCode: beneficiaries.areaCode,
      address: beneficiaries.address,
      email: beneficiaries.email,
      projectCount,
      createdAt: beneficiaries.createdAt,
    })
    .from(beneficiaries)
    .where(where)
    .$dynamic();
  const total = db.select({ value: count() }).from(beneficiaries).where(where);
  return fetchPage(rows, total, plan, (row) => ({
    ...row,
    idNumber: maskIdNumber(row.idNumber),
    mobile: maskMobile(row.mobile),
    createdAt: row.createdAt.toISOString(),
  }));
}
