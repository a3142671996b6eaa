import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
// Leaf module for values: see http/envelope.ts.
import { MAX_AMOUNT } from '@pm/domain/money/money';

/**
 * `column in ('a', 'b')` for a CHECK constraint, from the same list the code uses. The values are our own
 * constants (never input), and a CHECK cannot take bind parameters, so they are written as literals.
 */
export function inList(column: AnyColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}

/**
 * The database's own guard on a money column, the same bound every form applies (`MAX_AMOUNT`): above zero (or
 * not below it with `allowZero`) and at most MAX_AMOUNT. A null amount (not yet approved) passes.
 */
export function amountInRange(column: AnyColumn, { allowZero = false } = {}): SQL {
  return sql`${column} ${sql.raw(allowZero ? '>=' : '>')} 0 and ${column} <= ${sql.raw(MAX_AMOUNT)}`;
}
