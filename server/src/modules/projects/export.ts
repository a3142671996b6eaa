import type { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { projects } from '../../db/schema';
import { requestLocale, statusName } from '../../http/locale';
import { businessDate } from '../../records/today';
import { projectFigures, type ProjectFigures } from './figures';
import { projectWhere } from './filters';
import { listDictItems } from '../dicts/list';
import { keysetBatches } from '../../workbook/batches';
import { workbookStream, type Cell } from '../../workbook/writer';
import type { ProjectFilters } from './schema';

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
  header: readonly [string, string];
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

/** The matching rows in id order, with their figures, a batch at a time. */
function lines(db: Executor, filters: ProjectFilters): AsyncIterable<Line[]> {
  return keysetBatches(async (after: Line | null, limit) => {
    const rows = await readBatch(db, filters, after?.row.id ?? 0, limit);
    const figures = await projectFigures(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ row, figures: figures.get(row.id) }));
  });
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

async function* cells(lines: AsyncIterable<Line[]>, labels: Labels): AsyncGenerator<Cell[][]> {
  for await (const batch of lines)
    yield batch.map(({ row, figures }) => COLUMNS.map((column) => column.value(row, figures, labels)));
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
  const english = requestLocale(request) === 'en-US';
  return workbookStream(
    {
      name: english ? 'Projects' : '项目列表',
      columns: COLUMNS.map((column) => ({ ...column, header: column.header[english ? 1 : 0] })),
      rows: cells(lines(db, filters), labels),
    },
    (error) => request.log.error({ err: error }, 'project export failed'),
  );
}
