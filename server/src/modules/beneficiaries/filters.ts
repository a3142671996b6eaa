import { normalizeCreditCode } from '@pm/domain/identity';
import { and, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { beneficiaries } from '../../db/schema';
import { keywordFilter } from '../../http/list-query';
import type { SearchHasher } from '../../security/search-hash';
import type { BeneficiaryFilters } from './schema';

/** A province (`xx0000`) or city (`xxxx00`) takes in every area under it; a county is itself. */
export function areaFilter(areaCode: string | undefined): SQL | undefined {
  if (!areaCode) return undefined;
  const prefix = areaCode.endsWith('0000')
    ? areaCode.slice(0, 2)
    : areaCode.endsWith('00')
      ? areaCode.slice(0, 4)
      : null;
  return prefix === null ? eq(beneficiaries.areaCode, areaCode) : like(beneficiaries.areaCode, `${prefix}%`);
}

/**
 * The list's and the export's filters. The keyword matches any part of the name, or a whole ID number, mobile or
 * bank account (by their keyed hashes: a fragment finds nothing) or a whole credit code. Merged records show only
 * when asked for by status.
 */
export function beneficiaryWhere(
  query: Omit<BeneficiaryFilters, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>,
  hash: SearchHasher,
): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    keyword
      ? or(
          keywordFilter(keyword, [beneficiaries.name], {
            hash,
            columns: [beneficiaries.idNumberHash, beneficiaries.mobileHash, beneficiaries.bankAccountNoHash],
          }),
          eq(beneficiaries.creditCode, normalizeCreditCode(keyword)),
        )
      : undefined,
    query.type ? eq(beneficiaries.type, query.type) : undefined,
    query.status ? eq(beneficiaries.status, query.status) : ne(beneficiaries.status, 'merged'),
    areaFilter(query.areaCode),
    query.tag ? sql`${beneficiaries.vulnerabilityTags} @> array[${query.tag}]::text[]` : undefined,
    query.orgType ? eq(beneficiaries.orgType, query.orgType) : undefined,
  );
}
