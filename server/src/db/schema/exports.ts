import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  EXPORT_JOB_STATUSES,
  EXPORT_KINDS,
  type ExportJobStatus,
  type ExportKind,
} from '@pm/domain/contracts/exports';
import { createdAt, id, updatedAt } from './columns';
import { inList } from './in-list';
import { users } from './organisation';
import { files } from './project-records';

/**
 * A list export too big to wait for (more than EXPORT_DIRECT_MAX_ROWS rows): written in the background to a file,
 * which its creator downloads when it is done. `updated_at` moves with the progress: a `running` job whose
 * `updated_at` stands still lost its server (EXPORT_STALE_AFTER_MS).
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: id(),
    kind: text('kind').$type<ExportKind>().notNull(),
    status: text('status').$type<ExportJobStatus>().notNull().default('running'),
    total: integer('total').notNull(),
    written: integer('written').notNull().default(0),
    fileName: text('file_name').notNull(),
    fileId: integer('file_id').references(() => files.id),
    /** A text key (`exports.failed.*`), shown in the reader's language. */
    error: text('error'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('export_jobs_created_by_idx').on(table.createdBy, table.id),
    index('export_jobs_status_idx').on(table.status),
    check('export_jobs_kind_check', inList(table.kind, EXPORT_KINDS)),
    check('export_jobs_status_check', inList(table.status, EXPORT_JOB_STATUSES)),
  ],
);
