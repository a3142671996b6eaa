import { moduleOfEntity } from '@pm/domain/audit';
import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { operationLogs, users } from '../../db/schema';
import { businessDate } from '../../records/today';
import { keysetBatches } from '../../workbook/batches';
import type { ExportCaller } from '../../workbook/export-caller';
import type { ExportSource } from '../../workbook/export-source';
import type { Cell } from '../../workbook/writer';
import { logWhere } from './filters';
import { logColumns } from './list';
import type { LogFilters } from './schema';

type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `2026-03-01T02:05:00Z` → `2026-03-01 10:05:00` in the business time zone. */
const timeOf = (date: Date) => `${businessDate(date)} ${date.toISOString().slice(11, 19)}`;

interface Column {
  header: string;
  width: number;
  value: (row: ExportRow, t: Translate) => Cell;
}

const entityName = (row: ExportRow, t: Translate) => t(`entity.${row.entity}`, { defaultValue: row.entity });

const COLUMNS: Column[] = [
  { header: 'export.log.time', width: 20, value: (row) => timeOf(row.createdAt) },
  { header: 'export.log.user', width: 14, value: (row) => row.userName },
  { header: 'export.log.username', width: 16, value: (row) => row.username },
  {
    header: 'export.log.module',
    width: 12,
    value: (row, t) => t(`export.log.module.${moduleOfEntity(row.entity)}`),
  },
  { header: 'export.log.entity', width: 14, value: entityName },
  { header: 'export.log.entityId', width: 10, value: (row) => row.entityId },
  {
    header: 'export.log.action',
    width: 20,
    value: (row, t) =>
      t(`activity.verb.${row.action}`, { entity: entityName(row, t), defaultValue: row.action }),
  },
  { header: 'export.log.ip', width: 16, value: (row) => row.ip },
  { header: 'export.log.comment', width: 30, value: (row) => row.comment },
];

function readBatch(db: Executor, filters: LogFilters, beforeId: number | null, limit: number) {
  return db
    .select(logColumns)
    .from(operationLogs)
    .leftJoin(users, eq(users.id, operationLogs.userId))
    .where(and(logWhere(filters), beforeId === null ? undefined : lt(operationLogs.id, beforeId)))
    .orderBy(desc(operationLogs.id))
    .limit(limit);
}

/** The export's file name in the caller's language, dated by the business date. */
export function logExportFileName(caller: ExportCaller): string {
  return `${caller.t('export.log.file')}-${businessDate().replace(/-/g, '')}.xlsx`;
}

/**
 * The searched log as a workbook stream, newest first, a batch at a time; the writer escapes text, so a typed
 * username starting with `=` stays text.
 */
export async function logsExport(
  db: Executor,
  caller: ExportCaller,
  filters: LogFilters,
): Promise<ExportSource> {
  const t: Translate = (key, options) => caller.t(key, options);
  async function* cells(): AsyncGenerator<Cell[][]> {
    const batches = keysetBatches((after: ExportRow | null, limit) =>
      readBatch(db, filters, after?.id ?? null, limit),
    );
    for await (const batch of batches)
      yield batch.map((row) => COLUMNS.map((column) => column.value(row, t)));
  }
  return {
    kind: 'logs',
    fileName: logExportFileName(caller),
    sheet: {
      name: caller.t('export.log.sheet'),
      columns: COLUMNS.map((column) => ({ ...column, header: caller.t(column.header) })),
      rows: cells(),
    },
    count: () =>
      db
        .select({ value: count() })
        .from(operationLogs)
        .leftJoin(users, eq(users.id, operationLogs.userId))
        .where(logWhere(filters))
        .then(([row]) => row?.value ?? 0),
  };
}
