import { integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key shared by every table. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Money is exact: numeric(18,2), read and written as a string, never a JS number. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * The keyed hash a masked field (ID number, mobile, bank account) is searched by, exactly (security/search-hash.ts);
 * null while the field is blank. Kept in step by every write and checked at every start (db/search-hashes.ts).
 */
export const searchHash = (name: string) => text(name);
