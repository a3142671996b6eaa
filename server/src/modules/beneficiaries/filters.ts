import { normalizeCreditCode } from '@pm/domain/identity';
import { EXPIRING_WITHIN_DAYS } from '@pm/domain/shapes/beneficiary';
import { and, eq, exists, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import { businessDate } from '../../records/today';
import { beneficiaries, beneficiaryQualifications } from '../../db/schema';
import { keywordFilter } from '../../http/list-query';
import type { Binder } from '../../db/statements';
import { INLINE } from '../../db/statements';
import type { SearchHasher } from '../../security/search-hash';
import type { BeneficiaryFilters } from './schema';
import { beneficiaryInScope, type DataScope } from '../../security/data-scope';

/** A province (`xx0000`) or city (`xxxx00`) takes in every area under it; a county is itself. */
export function areaFilter(areaCode: string | undefined, values: Binder = INLINE): SQL | undefined {
  if (!areaCode) return undefined;
  const prefix = areaCode.endsWith('0000')
    ? areaCode.slice(0, 2)
    : areaCode.endsWith('00')
      ? areaCode.slice(0, 4)
      : null;
  return prefix === null
    ? eq(beneficiaries.areaCode, values.bind('areaCode', areaCode))
    : like(beneficiaries.areaCode, values.bind('areaPrefix', `${prefix}%`));
}

/** A qualification expired or expiring within EXPIRING_WITHIN_DAYS of today (the business date). */
function expiringQualification(values: Binder): SQL {
  const limit = new Date(Date.parse(`${businessDate()}T00:00:00Z`) + EXPIRING_WITHIN_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return exists(
    sql`(select 1 from ${beneficiaryQualifications}
      where ${qualified(beneficiaryQualifications.beneficiaryId)} = ${qualified(beneficiaries.id)}
        and ${qualified(beneficiaryQualifications.expiryDate)} <= ${values.bind('expiringBy', limit)})`,
  );
}

/** A keyword of digits (an ID number, a mobile, an account: no name is made of them) is looked up only by hash. */
const NUMBER = /^[\d\s-]+[xX]?$/;

function keywordWhere(keyword: string | undefined, hash: SearchHasher, values: Binder): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const hashed = [beneficiaries.idNumberHash, beneficiaries.mobileHash, beneficiaries.bankAccountNoHash];
  const number = NUMBER.test(text);
  if (number) values.shape('keyword:number');
  return or(
    keywordFilter(text, number ? [] : [beneficiaries.name], { hash, columns: hashed }, values),
    // Spelled as the unique index's predicate, so that index serves it.
    and(
      eq(beneficiaries.type, 'company'),
      ne(beneficiaries.status, 'merged'),
      eq(beneficiaries.creditCode, values.bind('creditCode', normalizeCreditCode(text))),
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
  values: Binder = INLINE,
): SQL | undefined {
  const v = values;
  // The scope's user and departments are built into the text.
  v.shape(`scope:${JSON.stringify(scope)}`);
  if (query.expiring) v.shape('expiring');
  return and(
    beneficiaryInScope(scope, beneficiaries.id),
    keywordWhere(query.keyword, hash, v),
    query.type ? eq(beneficiaries.type, v.bind('type', query.type)) : undefined,
    query.status
      ? eq(beneficiaries.status, v.bind('status', query.status))
      : ne(beneficiaries.status, 'merged'),
    areaFilter(query.areaCode, v),
    query.tag
      ? sql`${beneficiaries.vulnerabilityTags} @> array[${v.bind('tag', query.tag)}]::text[]`
      : undefined,
    query.orgType ? eq(beneficiaries.orgType, v.bind('orgType', query.orgType)) : undefined,
    query.expiring ? expiringQualification(v) : undefined,
  );
}
