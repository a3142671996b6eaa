import { normalizeCreditCode } from '@pm/domain/identity';
import { EXPIRING_WITHIN_DAYS } from '@pm/domain/shapes/beneficiary';
import { and, eq, exists, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import { businessDate } from '../../records/today';
import { beneficiaries, beneficiaryQualifications } from '../../db/schema';
import { keywordFilter } from '../../http/list-query';
import type { SearchHasher } from '../../security/search-hash';
import type { BeneficiaryFilters } from './schema';
import { beneficiaryInScope, type DataScope } from '../../security/data-scope';

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

/** A qualification expired or expiring within EXPIRING_WITHIN_DAYS of today (the business date). */
function expiringQualification(): SQL {
  const limit = new Date(Date.parse(`${businessDate()}T00:00:00Z`) + EXPIRING_WITHIN_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return exists(
    sql`(select 1 from ${beneficiaryQualifications}
      where ${qualified(beneficiaryQualifications.beneficiaryId)} = ${qualified(beneficiaries.id)}
        and ${qualified(beneficiaryQualifications.expiryDate)} <= ${limit})`,
  );
}

/** A keyword of digits (an ID number, a mobile, an account: no name is made of them) is looked up only by hash. */
const NUMBER = /^[\d\s-]+[xX]?$/;

function keywordWhere(keyword: string | undefined, hash: SearchHasher): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const hashed = [beneficiaries.idNumberHash, beneficiaries.mobileHash, beneficiaries.bankAccountNoHash];
  return or(
    keywordFilter(text, NUMBER.test(text) ? [] : [beneficiaries.name], { hash, columns: hashed }),
    // Spelled as the unique index's predicate, so that index serves it.
    and(
      eq(beneficiaries.type, 'company'),
      ne(beneficiaries.status, 'merged'),
      eq(beneficiaries.creditCode, normalizeCreditCode(text)),
    ),
  );
}

/**
 * The list's and the export's filters. The keyword matches any part of the name, or a whole ID number, mobile or
 * bank account (by their keyed hashes: a fragment finds nothing) or a whole credit code. Merged records show only
 * when asked for by status.
 */
export function beneficiaryWhere(
  query: Omit<BeneficiaryFilters, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>,
  hash: SearchHasher,
  scope: DataScope,
): SQL | undefined {
  return and(
    beneficiaryInScope(scope, beneficiaries.id),
    keywordWhere(query.keyword, hash),
    query.type ? eq(beneficiaries.type, query.type) : undefined,
    query.status ? eq(beneficiaries.status, query.status) : ne(beneficiaries.status, 'merged'),
    areaFilter(query.areaCode),
    query.tag ? sql`${beneficiaries.vulnerabilityTags} @> array[${query.tag}]::text[]` : undefined,
    query.orgType ? eq(beneficiaries.orgType, query.orgType) : undefined,
    query.expiring ? expiringQualification() : undefined,
  );
}
