import {
  APPROPRIATION_STATUSES,
  APPROPRIATION_VIEW_STATUSES,
  type AppropriationStatus,
} from '@pm/domain/workflow/appropriation-machine';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Binder } from '../../db/statements';
import { anyOf, INLINE } from '../../db/statements';
import { appropriations, projects } from '../../db/schema';
import { keywordFilter } from '../../http/list-query';
import type { AppropriationFilterQuery } from './schema';
import { filedUnderScope, type DataScope } from '../../security/data-scope';

/**
 * The statuses a query lists: the view's, narrowed to the ones asked for (a status outside the view matches
 * nothing, so a view never shows another view's rows); null when neither is given (every status).
 */
function statusesOf(query: AppropriationFilterQuery): readonly AppropriationStatus[] | null {
  const asked = query.status ? (query.status.split(',') as AppropriationStatus[]) : null;
  const view = query.view ? APPROPRIATION_VIEW_STATUSES[query.view] : null;
  if (!asked) return view;
  return (view ?? APPROPRIATION_STATUSES).filter((status) => asked.includes(status));
}

/**
 * The WHERE of the list, its totals and the export, over `appropriations` joined to `projects` (the keyword also
 * reads the project's name and code), within the caller's data scope. The already view's date range is the paid date, the others' the scheduled.
 */
export function appropriationWhere(
  query: AppropriationFilterQuery,
  scope: DataScope,
  values: Binder = INLINE,
): SQL | undefined {
  const v = values;
  const statuses = statusesOf(query);
  const dated = query.view === 'already' ? appropriations.paidDate : appropriations.scheduledDate;
  // The scope's user and departments are built into the text, as is which date the range reads.
  v.shape(`scope:${JSON.stringify(scope)}`);
  v.shape(`dated:${dated.name}`);
  if (statuses !== null && statuses.length === 0) v.shape('statuses:none');
  return and(
    filedUnderScope(scope, appropriations.projectId, appropriations.createdBy),
    keywordFilter(
      query.keyword,
      [appropriations.code, appropriations.payeeName, projects.name, projects.code],
      undefined,
      v,
    ),
    statuses === null
      ? undefined
      : statuses.length > 0
        ? anyOf(v, 'statuses', appropriations.status, statuses)
        : sql`false`,
    query.projectId ? eq(appropriations.projectId, v.bind('projectId', query.projectId)) : undefined,
    query.agreementId ? eq(appropriations.agreementId, v.bind('agreementId', query.agreementId)) : undefined,
    query.type ? eq(appropriations.type, v.bind('type', query.type)) : undefined,
    query.paymentMethod
      ? eq(appropriations.paymentMethod, v.bind('paymentMethod', query.paymentMethod))
      : undefined,
    query.amountMin ? gte(appropriations.amount, v.bind('amountMin', query.amountMin)) : undefined,
    query.amountMax ? lte(appropriations.amount, v.bind('amountMax', query.amountMax)) : undefined,
    query.dateFrom ? gte(dated, v.bind('dateFrom', query.dateFrom)) : undefined,
    query.dateTo ? lte(dated, v.bind('dateTo', query.dateTo)) : undefined,
  );
}
