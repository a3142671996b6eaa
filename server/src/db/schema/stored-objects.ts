import { bigint, customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** PostgreSQL's `oid`: the column type `vacuumlo` looks in for the large objects still referenced. */
const oid = customType<{ data: number; driverData: number }>({ dataType: () => 'oid' });

/**
 * FILE_STORAGE=postgres: each stored file's large object, by the key its `files` row names (storage/
 * postgres-large-objects.ts). Written in the transaction that writes the object, so a row always has its bytes.
 * Unused with the local folder or S3.
 */
export const storedObjects = pgTable('stored_objects', {
  key: text('key').primaryKey(),
  oid: oid('oid').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});
