import { char, index, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * China's administrative divisions (GB/T 2260: province, city, county), reference data seeded from server/data.
 * The parent is derived from the digits: the city `xxxx00` when it exists, else the province `xx0000`.
 */
export const areas = pgTable(
  'areas',
  {
    code: char('code', { length: 6 }).primaryKey(),
    name: text('name').notNull(),
    parentCode: char('parent_code', { length: 6 }).references((): AnyPgColumn => areas.code),
  },
  (table) => [index('areas_parent_code_idx').on(table.parentCode)],
);
