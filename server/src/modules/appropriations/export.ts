import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import type { Locale } from '@pm/shared/contracts/remote';
import { and, desc, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import type { Executor } from '../../db/client';
import { appropriations } from '../../db/schema';
import { requestLocale } from '../../http/locale';
import { escapeCellText } from '../projects/excel-text';
import { businessDate } from '../records/today';
import { appropriationWhere } from './filters';
import { appropriationStatusName, methodName, typeName } from './labels';
import { itemColumns, withNames } from './rows';
import type { AppropriationFilterQuery } from './schema';

export const EXPORT_MAX_ROWS = 100_000;
/** Rows read per query: the workbook streams out while the next batch is read, so memory stays flat. */
const BATCH_SIZE = 1000;
const AMOUNT_FORMAT = '#,##0.00';

const exportColumns = {
  ...itemColumns,
  payeeBankName: appropriations.payeeBankName,
  payeeAccountName: appropriations.payeeAccountName,
  payeeAccountNo: appropriations.payeeAccountNo,
  remark: appropriations.remark,
};
type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

interface Column {
  header: readonly [string, string];
  width: number;
  amount?: boolean;
  value: (row: ExportRow, locale: Locale) => string | number | null;
}

const COLUMNS: Column[] = [
  { header: ['拨款单号', 'Code'], width: 16, value: (row) => row.code },
  { header: ['项目编号', 'Project code'], width: 16, value: (row) => row.projectCode },
  { header: ['项目名称', 'Project'], width: 32, value: (row) => row.projectName },
  { header: ['协议编号', 'Agreement'], width: 16, value: (row) => row.agreementNumber },
  { header: ['期次', 'Instalment'], width: 8, value: (row) => row.instalmentSeq },
  { header: ['拨款类型', 'Type'], width: 10, value: (row, locale) => typeName(row.type, locale) },
  {
    header: ['拨款金额（元）', 'Amount (CNY)'],
    width: 16,
    amount: true,
    // Exact two-decimal text from the database; a number only so that Excel can sum the column.
    value: (row) => Number(row.amount),
  },
  {
    header: ['状态', 'Status'],
    width: 10,
    value: (row, locale) => appropriationStatusName(row.status, locale),
  },
  { header: ['计划拨付日期', 'Scheduled'], width: 12, value: (row) => row.scheduledDate },
  { header: ['支付日期', 'Paid on'], width: 12, value: (row) => row.paidDate },
  {
    header: ['支付方式', 'Method'],
    width: 12,
    value: (row, locale) => methodName(row.paymentMethod, locale),
  },
  { header: ['收款方', 'Payee'], width: 24, value: (row) => row.payeeName },
  { header: ['开户银行', 'Bank'], width: 24, value: (row) => row.payeeBankName },
  { header: ['账户名称', 'Account name'], width: 24, value: (row) => row.payeeAccountName },
  { header: ['银行账号', 'Account number'], width: 24, value: (row) => row.payeeAccountNo },
  { header: ['凭证号', 'Voucher'], width: 14, value: (row) => row.voucherNo },
  { header: ['创建人', 'Created by'], width: 10, value: (row) => row.createdByName },
  { header: ['核验人', 'Verified by'], width: 10, value: (row) => row.verifiedByName },
  { header: ['支付人', 'Paid by'], width: 10, value: (row) => row.paidByName },
  { header: ['创建日期', 'Created on'], width: 12, value: (row) => businessDate(row.createdAt) },
  { header: ['备注', 'Remarks'], width: 30, value: (row) => row.remark },
];

/** Newest first, like the list: keyset pagination on the id, so each batch is one index range. */
function readBatch(db: Executor, filters: AppropriationFilterQuery, beforeId: number | null, limit: number) {
  return withNames(db.select(exportColumns).from(appropriations).$dynamic())
    .where(and(appropriationWhere(filters), beforeId === null ? undefined : lt(appropriations.id, beforeId)))
    .orderBy(desc(appropriations.id))
    .limit(limit);
}

/** The matching rows BATCH_SIZE at a time, up to EXPORT_MAX_ROWS; the next batch is read while one is written. */
async function* batches(db: Executor, filters: AppropriationFilterQuery): AsyncGenerator<ExportRow[]> {
  const ahead = (beforeId: number | null, limit: number) => {
    const next = limit > 0 ? readBatch(db, filters, beforeId, limit) : Promise.resolve([]);
    // Handled where it is awaited; this keeps a failure after an abandoned export from crashing the process.
    next.catch(() => undefined);
    return next;
  };
  let written = 0;
  let next = ahead(null, Math.min(BATCH_SIZE, EXPORT_MAX_ROWS));
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    written += rows.length;
    next = ahead(rows[rows.length - 1]!.id, Math.min(BATCH_SIZE, EXPORT_MAX_ROWS - written));
    yield rows;
  }
}

const cellOf = (value: string | number | null) => (typeof value === 'string' ? escapeCellText(value) : value);

async function writeWorkbook(
  db: Executor,
  filters: AppropriationFilterQuery,
  locale: Locale,
  out: PassThrough,
) {
  const english = locale === 'en-US';
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(english ? 'Appropriations' : '拨款列表');
  sheet.columns = COLUMNS.map((column, index) => ({
    key: String(index),
    header: column.header[english ? 1 : 0],
    width: column.width,
    ...(column.amount ? { style: { numFmt: AMOUNT_FORMAT } } : {}),
  }));
  for await (const rows of batches(db, filters)) {
    for (const row of rows) {
      sheet.addRow(COLUMNS.map((column) => cellOf(column.value(row, locale)))).commit();
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
  return requestLocale(request) === 'en-US' ? `appropriations-${date}.xlsx` : `拨款列表-${date}.xlsx`;
}

/**
 * The filtered appropriations as a workbook stream. The first batch is read before the stream starts, so a
 * failing database still gets a proper error response; a failure later can only cut the download short.
 */
export async function appropriationsWorkbook(
  db: Executor,
  request: FastifyRequest,
  filters: AppropriationFilterQuery,
): Promise<Readable> {
  await readBatch(db, filters, null, 1);
  const out = new PassThrough();
  writeWorkbook(db, filters, requestLocale(request), out).catch((error: unknown) => {
    request.log.error({ err: error }, 'appropriation export failed');
    out.destroy(error as Error);
  });
  return out;
}
