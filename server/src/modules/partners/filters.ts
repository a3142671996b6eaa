import { expiryWarningLimit } from '@pm/domain/utils/qualification-expiry';
import { and, between, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../db/qualified';
import { partnerContacts, partnerQualifications, partners } from '../../db/schema';
import { keywordFilter } from '../../http/list-query';
import { businessDate } from '../../records/today';
import type { SearchHasher } from '../../security/search-hash';
import type { PartnerFilters } from './schema';

/** A province (`xx0000`) or city (`xxxx00`) matches every code under it, a county only itself. */
function areaFilter(code: string): SQL {
  if (code.endsWith('0000')) return between(partners.areaCode, code, `${code.slice(0, 2)}9999`);
  if (code.endsWith('00')) return between(partners.areaCode, code, `${code.slice(0, 4)}99`);
  return eq(partners.areaCode, code);
}

/** The soonest expiry of the partner's qualifications (null without any). */
export const nearestExpiry = sql<string | null>`(
  select min(${partnerQualifications.expiryDate})::text from ${partnerQualifications}
  where ${qualified(partnerQualifications.partnerId)} = ${qualified(partners.id)}
)`;

/** A qualification expired, or expiring within the warning days of today (the business date). */
function expiringFilter(today: string): SQL {
  return sql`exists (select 1 from ${partnerQualifications}
    where ${qualified(partnerQualifications.partnerId)} = ${qualified(partners.id)}
    and ${qualified(partnerQualifications.expiryDate)} <= ${expiryWarningLimit(today)})`;
}

/** A contact's whole mobile, by its keyed hash (masked fields match only whole). */
function contactMobile(hash: SearchHasher, keyword: string | undefined): SQL | undefined {
  const value = keyword?.trim() ? hash(keyword.trim()) : null;
  if (value === null) return undefined;
  return sql`exists (select 1 from ${partnerContacts}
    where ${qualified(partnerContacts.partnerId)} = ${qualified(partners.id)}
    and ${qualified(partnerContacts.mobileHash)} = ${value})`;
}

/** The WHERE of the list, its count and the export: columns of `partners` and correlated subqueries only. */
export function partnerWhere(hash: SearchHasher, query: PartnerFilters): SQL | undefined {
  const keyword = keywordFilter(query.keyword, [partners.name, partners.creditCode]);
  const mobile = contactMobile(hash, query.keyword);
  return and(
    keyword && mobile ? sql`(${keyword} or ${mobile})` : keyword,
    query.type ? eq(partners.type, query.type) : undefined,
    query.areaCode ? areaFilter(query.areaCode) : undefined,
    query.rating ? gte(partners.rating, query.rating) : undefined,
    query.blacklisted === 'true' ? isNotNull(partners.blacklistedAt) : undefined,
    query.blacklisted === 'false' ? isNull(partners.blacklistedAt) : undefined,
    query.expiring ? expiringFilter(businessDate()) : undefined,
    query.category ? eq(partners.category, query.category) : undefined,
  );
}
