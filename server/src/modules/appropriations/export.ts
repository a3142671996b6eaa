import type { Readable } from 'node:stream';
import type { Locale } from '@pm/shared/contracts/remote';
import { and, desc, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { appropriations } from '../../db/schema';
import { requestLocale } from '../../http/locale';
import { keysetBatches } from '../../workbook/batches';
import { workbookStream, type Cell } from '../../workbook/writer';
import { businessDate } from '../../records/today';
import { appropriationWhere } from './filters';
import { appropriationStatusName, methodName, typeName } from './labels';
import { itemColumns, withNames } from './rows';
import type { AppropriationFilterQuery } from './schema';

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
  value: (row: ExportRow, locale: Locale) => Cell;
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

async function* cells(
  db: Executor,
  filters: AppropriationFilterQuery,
  locale: Locale,
): AsyncGenerator<Cell[][]> {
  const rows = keysetBatches((after: ExportRow | null, limit) =>
    readBatch(db, filters, after?.id ?? null, limit),
  );
  for await (const batch of rows)
    yield batch.map((row) => COLUMNS.map((column) => column.value(row, locale)));
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
  const locale = requestLocale(request);
  const english = locale === 'en-US';
  return workbookStream(
    {
      name: english ? 'Appropriations' : '拨款列表',
      columns: COLUMNS.map((column) => ({ ...column, header: column.header[english ? 1 : 0] })),
      rows: cells(db, filters, locale),
    },
    (error) => request.log.error({ err: error }, 'appropriation export failed'),
  );
}
