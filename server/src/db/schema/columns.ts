import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

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
