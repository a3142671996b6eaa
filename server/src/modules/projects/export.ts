import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import type { Executor } from '../../db/client';
import { projects } from '../../db/schema';
import { requestLocale, statusName } from '../../http/locale';
import { businessDate } from '../records/today';
import { escapeCellText } from './excel-text';
import { projectFigures, type ProjectFigures } from './figures';
import { projectWhere } from './filters';
import { listDictItems } from '../dicts/service';
import type { ProjectFilters } from './schema';

export const EXPORT_MAX_ROWS = 100_000;
/** Rows read per query: the workbook streams out while the next batch is read, so memory stays flat. */
const BATCH_SIZE = 1000;
const AMOUNT_FORMAT = '#,##0.00';

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

interface Column {
  header: readonly [string, string];
  width: number;
  amount?: boolean;
  value: (row: ExportRow, figures: ProjectFigures | undefined, labels: Labels) => string | number | null;
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
  { header: ['项目编号', 'Code'], width: 16, value: (row) => row.code },
  { header: ['项目名称', 'Name'], width: 36, value: (row) => row.name },
  { header: ['母项目编号', 'Parent code'], width: 16, value: (row) => row.parentCode },
  { header: ['项目类型', 'Type'], width: 14, value: (row, _, labels) => labels.type(row.type) },
  { header: ['状态', 'Status'], width: 12, value: (row, _, labels) => labels.status(row.status) },
  { header: ['所属部门', 'Department'], width: 16, value: (_, figures) => figures?.departmentName ?? null },
  { header: ['项目负责人', 'Manager'], width: 12, value: (_, figures) => figures?.managerName ?? null },
  { header: ['地区编码', 'Area code'], width: 10, value: (row) => row.areaCode },
  { header: ['项目地区', 'Area'], width: 14, value: (_, figures) => figures?.areaName ?? null },
  { header: ['开始日期', 'Start date'], width: 12, value: (row) => row.startDate },
  { header: ['结束日期', 'End date'], width: 12, value: (row) => row.endDate },
  {
    header: ['计划预算（元）', 'Planned budget (CNY)'],
    width: 16,
    amount: true,
    value: (row) => amountCell(row.plannedBudget),
  },
  {
    header: ['批准金额（元）', 'Approved (CNY)'],
    width: 16,
    amount: true,
    value: (row) => amountCell(row.approvedAmount),
  },
  {
    header: ['已拨款（元）', 'Appropriated (CNY)'],
    width: 16,
    amount: true,
    value: (_, figures) => amountCell(figures?.appropriatedAmount),
  },
  {
    header: ['已支付（元）', 'Paid (CNY)'],
    width: 16,
    amount: true,
    value: (_, figures) => amountCell(figures?.paidAmount),
  },
  {
    header: ['可拨余额（元）', 'Remaining (CNY)'],
    width: 16,
    amount: true,
    value: (_, figures) => amountCell(figures?.remainingAmount),
  },
  { header: ['创建日期', 'Created on'], width: 12, value: (row) => businessDate(row.createdAt) },
];

function readBatch(db: Executor, filters: ProjectFilters, afterId: number, limit: number) {
  return db
    .select(exportColumns)
    .from(projects)
    .leftJoin(parent, eq(parent.id, projects.parentId))
    .where(and(projectWhere(filters), gt(projects.id, afterId)))
    .orderBy(asc(projects.id))
    .limit(limit);
}

type Batch = { rows: ExportRow[]; figures: Map<number, ProjectFigures> };

/**
 * The matching rows in id order, BATCH_SIZE at a time (keyset pagination), up to EXPORT_MAX_ROWS. The next batch
 * is read while the current one is being written, so the database and the workbook work side by side.
 */
async function* batches(db: Executor, filters: ProjectFilters): AsyncGenerator<Batch> {
  const read = async (afterId: number, limit: number): Promise<Batch> => {
    const rows = limit > 0 ? await readBatch(db, filters, afterId, limit) : [];
    const figures = await projectFigures(
      db,
      rows.map((row) => row.id),
    );
    return { rows, figures };
  };
  const ahead = (afterId: number, limit: number) => {
    const next = read(afterId, limit);
    // Handled where it is awaited; this keeps a failure after an abandoned export from crashing the process.
    next.catch(() => undefined);
    return next;
  };
  let written = 0;
  let next = ahead(0, Math.min(BATCH_SIZE, EXPORT_MAX_ROWS));
  for (;;) {
    const batch = await next;
    if (batch.rows.length === 0) return;
    written += batch.rows.length;
    next = ahead(batch.rows[batch.rows.length - 1]!.id, Math.min(BATCH_SIZE, EXPORT_MAX_ROWS - written));
    yield batch;
  }
}

async function labelsFor(db: Executor, request: FastifyRequest): Promise<Labels> {
  const locale = requestLocale(request);
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

const cellOf = (value: string | number | null) => (typeof value === 'string' ? escapeCellText(value) : value);

async function writeWorkbook(
  db: Executor,
  filters: ProjectFilters,
  labels: Labels,
  english: boolean,
  out: PassThrough,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(english ? 'Projects' : '项目列表');
  sheet.columns = COLUMNS.map((column, index) => ({
    key: String(index),
    header: column.header[english ? 1 : 0],
    width: column.width,
    ...(column.amount ? { style: { numFmt: AMOUNT_FORMAT } } : {}),
  }));
  for await (const { rows, figures } of batches(db, filters)) {
    for (const row of rows) {
      sheet.addRow(COLUMNS.map((column) => cellOf(column.value(row, figures.get(row.id), labels)))).commit();
    }
    // Wait for the client to take what was written before reading more.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

/** The export's file name in the caller's language, dated (Beijing time). */
export function exportFileName(request: FastifyRequest): string {
  const date = businessDate().replace(/-/g, '');
  return requestLocale(request) === 'en-US' ? `projects-${date}.xlsx` : `项目列表-${date}.xlsx`;
}

/**
 * The filtered projects as a workbook stream, read in id order in batches (keyset pagination) so that 100 000 rows
 * never sit in memory. The labels are read before the stream starts, so a failing database still gets a proper
 * error response; a failure later can only cut the download short.
 */
export async function projectsWorkbook(
  db: Executor,
  request: FastifyRequest,
  filters: ProjectFilters,
): Promise<Readable> {
  const labels = await labelsFor(db, request);
  const out = new PassThrough();
  writeWorkbook(db, filters, labels, requestLocale(request) === 'en-US', out).catch((error: unknown) => {
    request.log.error({ err: error }, 'project export failed');
    out.destroy(error as Error);
  });
  return out;
}
