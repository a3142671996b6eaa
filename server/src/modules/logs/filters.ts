import { LOG_ENTITIES } from '@pm/domain/audit';
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { operationLogs, users } from '../../db/schema';
import { keywordFilter } from '../../http/list-query';
import { businessTimeZone } from '../../records/today';
import type { LogFilters } from './schema';

/** The day of a row in the foundation's time zone, for the date range. */
const dayOf = () => sql`(${operationLogs.createdAt} at time zone ${businessTimeZone()})::date`;

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The rows the search and the export show (joined with `users` for the name): the user (by id, or any part of
 * their name or username, or the name typed at a failed sign-in), the module (its entities), the record, the
 * action, the business days from and to (both included), any part of the address.
 */
export function logWhere(filters: LogFilters): SQL | undefined {
  const who = filters.who?.trim();
  const ip = filters.ip?.trim();
  return and(
    filters.userId === undefined ? undefined : eq(operationLogs.userId, filters.userId),
    who ? keywordFilter(who, [users.name, users.username, operationLogs.username]) : undefined,
    filters.module ? inArray(operationLogs.entity, [...LOG_ENTITIES[filters.module]]) : undefined,
    filters.entity ? eq(operationLogs.entity, filters.entity) : undefined,
    filters.entityId?.trim() ? eq(operationLogs.entityId, filters.entityId.trim()) : undefined,
    filters.action ? eq(operationLogs.action, filters.action) : undefined,
    filters.from ? sql`${dayOf()} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${dayOf()} <= ${filters.to}::date` : undefined,
    ip ? ilike(operationLogs.ip, contains(ip)) : undefined,
  );
}
