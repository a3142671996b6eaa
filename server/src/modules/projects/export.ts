import { and, asc, count, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { projects } from '../../db/schema';
import { statusName } from '../../http/locale';
import { businessDate } from '../../records/today';
import { projectFigures, type ProjectFigures } from './figures';
import { projectWhere } from './filters';
import { listDictItems } from '../dicts/list';
import { keysetBatches } from '../../workbook/batches';
import type { ExportCaller } from '../../workbook/export-caller';
import type { ExportSource } from '../../workbook/export-source';
import type { Cell } from '../../workbook/writer';
import type { ProjectFilters } from './schema';
import { projectInScope, type DataScope } from '../../security/data-scope';

const parent = alias(projects, 'parent');
const exportColumns = {
  id: projects.id,
  code: projects.code,
  name: projects.name,
  parentCode: parent.code,
  type: projects.type,
  status: projects.status,
  areaCode: projects.areaCode,
  startDate: projects.startDate,
  endDate: projects.endDate,
  plannedBudget: projects.plannedBudget,
  approvedAmount: projects.approvedAmount,
  createdAt: projects.createdAt,
};
type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];
/** A row with the figures of its project. */
interface Line {
  row: ExportRow;
  figures: ProjectFigures | undefined;
}

interface Column {
  /** The text key of the column's header (src/texts/exports.ts). */
  header: string;
  width: number;
  amount?: boolean;
  value: (row: ExportRow, figures: ProjectFigures | undefined, labels: Labels) => Cell;
}
interface Labels {
  type: (value: string) => string;
  status: (value: string) => string;
}

/**
 * Amounts leave the database as exact two-decimal text; the cell gets a number only so that Excel can sum the
 * column. That is display, not arithmetic.
 */
const amountCell = (text: string | null | undefined) => (text == null ? null : Number(text));

const COLUMNS: Column[] = [
  { header: 'export.project.code', width: 16, value: (row) => row.code },
  { header: 'export.project.name', width: 36, value: (row) => row.name },
  { header: 'export.project.parentCode', width: 16, value: (row) => row.parentCode },
  { header: 'export.project.type', width: 14, value: (row, _, labels) => labels.type(row.type) },
  { header: 'export.project.status', width: 12, value: (row, _, labels) => labels.status(row.status) },
  { header: 'export.project.department', width: 16, value: (_, figures) => figures?.departmentName ?? null },
  { header: 'export.project.manager', width: 12, value: (_, figures) => figures?.managerName ?? null },
  { header: 'export.project.areaCode', width: 10, value: (row) => row.areaCode },
  { header: 'export.project.area', width: 14, value: (_, figures) => figures?.areaName ?? null },
  { header: 'export.project.startDate', width: 12, value: (row) => row.startDate },
  { header: 'export.project.endDate', width: 12, value: (row) => row.endDate },
  {
    header: 'export.project.plannedBudget',
    width: 16,
    amount: true,
    value: (row) => amountCell(row.plannedBudget),
  },
  {
    header: 'export.project.approved',
    width: 16,
    amount: true,
    value: (row) => amountCell(row.approvedAmount),
  },
  {
    header: 'export.project.appropriated',
    width: 16,
    amount: true,
    value: (_, figures) => amountCell(figures?.appropriatedAmount),
  },
  {
    header: 'export.project.paid',
    width: 16,
    amount: true,
    value: (_, figures) => amountCell(figures?.paidAmount),
  },
  {
    header: 'export.project.remaining',
    width: 16,
    amount: true,
    value: (_, figures) => amountCell(figures?.remainingAmount),
  },
  { header: 'export.project.createdOn', width: 12, value: (row) => businessDate(row.createdAt) },
];

function readBatch(db: Executor, filters: ProjectFilters, scope: DataScope, afterId: number, limit: number) {
  return db
    .select(exportColumns)
    .from(projects)
    .leftJoin(parent, eq(parent.id, projects.parentId))
    .where(and(projectWhere(filters), projectInScope(scope), gt(projects.id, afterId)))
    .orderBy(asc(projects.id))
    .limit(limit);
}

/** The matching rows in id order, with their figures, a batch at a time. */
function lines(db: Executor, filters: ProjectFilters, scope: DataScope): AsyncIterable<Line[]> {
  return keysetBatches(async (after: Line | null, limit) => {
    const rows = await readBatch(db, filters, scope, after?.row.id ?? 0, limit);
    const figures = await projectFigures(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ row, figures: figures.get(row.id) }));
  });
}

async function labelsFor(db: Executor, caller: ExportCaller): Promise<Labels> {
  const locale = caller.locale;
  const english = locale === 'en-US';
  const types = new Map(
    (await listDictItems(db, 'project_type')).map((item) => [
      item.value,
      english ? item.labelEn : item.labelZh,
    ]),
  );
  return {
    type: (value) => types.get(value) ?? value,
    status: (value) => statusName(value, locale),
  };
}

async function* cells(lines: AsyncIterable<Line[]>, labels: Labels): AsyncGenerator<Cell[][]> {
  for await (const batch of lines)
    yield batch.map(({ row, figures }) => COLUMNS.map((column) => column.value(row, figures, labels)));
}

/** The export's file name in the caller's language, dated by the business date. */
export function exportFileName(caller: ExportCaller): string {
  return `${caller.t('export.project.file')}-${businessDate().replace(/-/g, '')}.xlsx`;
}

/**
 * The filtered projects as a workbook stream, read in id order in batches (keyset pagination) so that 100 000 rows
 * never sit in memory. The labels are read before the stream starts, so a failing database still gets a proper
 * error response; a failure later can only cut the download short.
 */
export async function projectsExport(
  db: Executor,
  caller: ExportCaller,
  filters: ProjectFilters,
): Promise<ExportSource> {
  const labels = await labelsFor(db, caller);
  const scope = caller.scope;
  return {
    kind: 'projects',
    fileName: exportFileName(caller),
    sheet: {
      name: caller.t('export.project.sheet'),
      columns: COLUMNS.map((column) => ({ ...column, header: caller.t(column.header) })),
      rows: cells(lines(db, filters, scope), labels),
    },
    count: () =>
      db
        .select({ value: count() })
        .from(projects)
        .leftJoin(parent, eq(parent.id, projects.parentId))
        .where(and(projectWhere(filters), projectInScope(scope)))
        .then(([row]) => row?.value ?? 0),
  };
}
