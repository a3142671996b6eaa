import type { VolunteerStatus } from '@pm/domain/workflow/volunteer-machine';
import { and, arrayContains, between, eq, inArray, type SQL } from 'drizzle-orm';
import { volunteers } from '../../db/schema';
import { keywordFilter } from '../../http/list-query';
import type { SearchHasher } from '../../security/search-hash';
import type { VolunteerFilterQuery } from './schema';

/** A province (`xx0000`) or city (`xxxx00`) matches every code under it, a county only itself. */
function areaFilter(code: string): SQL {
  if (code.endsWith('0000')) return between(volunteers.areaCode, code, `${code.slice(0, 2)}9999`);
  if (code.endsWith('00')) return between(volunteers.areaCode, code, `${code.slice(0, 4)}99`);
  return eq(volunteers.areaCode, code);
}

/**
 * The WHERE of the list, its count and the export. The keyword matches any part of a name or code, and a mobile
 * or ID number only whole, by its keyed hash (they are shown masked: a fragment must find nothing).
 */
export function volunteerWhere(query: VolunteerFilterQuery, hash: SearchHasher): SQL | undefined {
  return and(
    keywordFilter(query.keyword, [volunteers.name, volunteers.code], {
      hash,
      columns: [volunteers.mobileHash, volunteers.idNumberHash],
    }),
    query.status ? inArray(volunteers.status, query.status.split(',') as VolunteerStatus[]) : undefined,
    query.areaCode ? areaFilter(query.areaCode) : undefined,
    query.skill ? arrayContains(volunteers.skills, [query.skill]) : undefined,
  );
}
