import type { Page } from '@pm/domain/contracts';
import type { VolunteerListItem } from '@pm/domain/shapes/volunteer';
import { count } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { volunteers } from '../../db/schema';
import { fetchPage, planList } from '../../http/list-query';
import type { SearchHasher } from '../../security/search-hash';
import { volunteerWhere } from './filters';
import { itemColumns, toItem, verifiedHoursSum } from './rows';
import type { VolunteerListQuery } from './schema';

const SORTABLE = {
  code: volunteers.code,
  name: volunteers.name,
  areaCode: volunteers.areaCode,
  verifiedHours: verifiedHoursSum,
  createdAt: volunteers.createdAt,
};

/** One page of volunteers with their verified hours (sortable by them). */
export async function listVolunteers(
  db: Executor,
  hash: SearchHasher,
  query: Static<typeof VolunteerListQuery>,
): Promise<Page<VolunteerListItem>> {
  const where = volunteerWhere(query, hash);
  const plan = planList(query, SORTABLE, { field: 'createdAt', order: 'descend' }, volunteers.id);
  const rows = db.select(itemColumns).from(volunteers).where(where).$dynamic();
  const total = db.select({ value: count() }).from(volunteers).where(where);
  return fetchPage(rows, total, plan, toItem);
}
