import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  IMPORT_MODES,
  IMPORT_STATUSES,
  IMPORT_TYPES,
  type ImportMode,
  type ImportRowError,
  type ImportStatus,
  type ImportType,
} from '@pm/domain/shapes/imports';
import { createdAt, id, updatedAt } from './columns';
import { inList } from './in-list';
import { users } from './organisation';
import { files } from './project-records';

/**
 * An import of one file (`/system/files`, modules/imports): the uploaded original, its dry run's counts, first
 * errors and error file, and its commit. The row is the job's whole state: a step that died with its server is
 * recognised from it (status `committing`, no transaction holding the job's lock) and marked failed.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    type: text('type').$type<ImportType>().notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('uploaded'),
    mode: text('mode').$type<ImportMode>(),
    /** 0..100 of the step running or last run, written every few hundred rows. */
    progress: integer('progress').notNull().default(0),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    originalFileId: integer('original_file_id')
      .notNull()
      .references(() => files.id),
    errorFileId: integer('error_file_id').references(() => files.id),
    /** The dry run's first bad rows (at most 100; the error file has every one). */
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    /** Why the last step failed (a text key of the server's tables, read in the reader's language). */
    failure: text('failure'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** When the running step began: a step older than the grace period whose lock is free has died. */
    stepStartedAt: timestamp('step_started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('import_jobs_created_idx').on(table.createdAt),
    check('import_jobs_type_check', inList(table.type, IMPORT_TYPES)),
    check('import_jobs_status_check', inList(table.status, IMPORT_STATUSES)),
    check('import_jobs_mode_check', sql`${table.mode} is null or ${inList(table.mode, IMPORT_MODES)}`),
    check('import_jobs_progress_check', sql`${table.progress} between 0 and 100`),
  ],
);
