import type { Page } from '@pm/domain/contracts';
import type { PartnerListItem } from '@pm/domain/shapes/partner';
import { maskMobile } from '@pm/domain/utils/mask';
import { qualificationState } from '@pm/domain/utils/qualification-expiry';
import { count, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { partners, projectPartners } from '../../db/schema';
import { fetchPage, planList } from '../../http/list-query';
import { businessDate } from '../../records/today';
import type { SearchHasher } from '../../security/search-hash';
import { nearestExpiry, partnerWhere } from './filters';
import type { PartnerListQuery } from './schema';

const projectCount = sql<number>`(
  select count(*) from ${projectPartners} where ${qualified(projectPartners.partnerId)} = ${qualified(partners.id)}
)`.mapWith(Number);

/** The columns the list and the export read. */
export const partnerListColumns = {
  id: partners.id,
  type: partners.type,
  name: partners.name,
  creditCode: partners.creditCode,
  contactName: partners.contactName,
  mobile: partners.mobile,
  areaCode: partners.areaCode,
  address: partners.address,
  rating: partners.rating,
  category: partners.category,
  blacklistedAt: partners.blacklistedAt,
  blacklistReason: partners.blacklistReason,
  nearestExpiry,
  projectCount,
  version: partners.version,
  createdAt: partners.createdAt,
};

/** Partners, paged: the mobile masked, the soonest qualification expiry with what it means today. */
export async function listPartners(
  db: Executor,
  hash: SearchHasher,
  query: Static<typeof PartnerListQuery>,
): Promise<Page<PartnerListItem>> {
  const where = partnerWhere(hash, query);
  const plan = planList(
    query,
    {
      name: partners.name,
      creditCode: partners.creditCode,
      areaCode: partners.areaCode,
      rating: partners.rating,
      createdAt: partners.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    partners.id,
  );
  const rows = db.select(partnerListColumns).from(partners).where(where).$dynamic();
  const total = db.select({ value: count() }).from(partners).where(where);
  const today = businessDate();
  return fetchPage(rows, total, plan, ({ blacklistedAt, address: _address, ...row }) => ({
    ...row,
    mobile: maskMobile(row.mobile),
    blacklisted: blacklistedAt !== null,
    qualificationState: row.nearestExpiry === null ? null : qualificationState(row.nearestExpiry, today),
    createdAt: row.createdAt.toISOString(),
  }));
}
