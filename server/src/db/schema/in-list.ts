import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column in ('a', 'b')` for a CHECK constraint, from the same list the code uses. The values are our own
 * constants (never input), and a CHECK cannot take bind parameters, so they are written as literals.
 */
export function inList(column: AnyColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}
