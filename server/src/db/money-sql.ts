import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A computed amount (a sum, a difference) as text with 2 decimals, 0.00 when absent. It stays unbounded `numeric`:
 * a column is numeric(18,2), but a sum of many rows can exceed its 16 integer digits, and casting it back to that
 * type fails the whole query with `numeric field overflow`.
 */
export const moneyText = (value: SQL | SQL.Aliased | AnyColumn) =>
  sql<string>`round(coalesce(${value}, 0), 2)::text`;

/** `sum(column)` (with an optional filter) as money text. */
export const moneySum = (column: AnyColumn | SQL | SQL.Aliased, filter?: SQL) =>
  moneyText(filter ? sql`sum(${column}) filter (where ${filter})` : sql`sum(${column})`);
