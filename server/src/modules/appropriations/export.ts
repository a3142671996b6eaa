import type { Locale } from '@pm/domain/contracts/locale';
import { and, count, desc, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appropriations } from '../../db/schema';
import { keysetBatches } from '../../workbook/batches';
import type { ExportCaller } from '../../workbook/export-caller';
import type { ExportSource } from '../../workbook/export-source';
import type { Cell } from '../../workbook/writer';
import { businessDate } from '../../records/today';
import { appropriationWhere } from './filters';
import { appropriationStatusName, methodName, typeName } from './labels';
import { itemColumns, withNames } from './rows';
import type { AppropriationFilterQuery } from './schema';
import type { DataScope } from '../../security/data-scope';

const exportColumns = {
  ...itemColumns,
  payeeBankName: appropriations.payeeBankName,
  payeeAccountName: appropriations.payeeAccountName,
  payeeAccountNo: appropriations.payeeAccountNo,
  remark: appropriations.remark,
};
type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

interface Column {
  /** The text key of the column's header (src/texts/exports.ts). */
  header: string;
  width: number;
  amount?: boolean;
  value: (row: ExportRow, locale: Locale) => Cell;
}

const COLUMNS: Column[] = [
  { header: 'export.appropriation.code', width: 16, value: (row) => row.code },
  { header: 'export.appropriation.projectCode', width: 16, value: (row) => row.projectCode },
  { header: 'export.appropriation.project', width: 32, value: (row) => row.projectName },
  { header: 'export.appropriation.agreement', width: 16, value: (row) => row.agreementNumber },
  { header: 'export.appropriation.instalment', width: 8, value: (row) => row.instalmentSeq },
  { header: 'export.appropriation.type', width: 10, value: (row, locale) => typeName(row.type, locale) },
  {
    header: 'export.appropriation.amount',
    width: 16,
    amount: true,
    // Exact two-decimal text from the database; a number only so that Excel can sum the column.
    value: (row) => Number(row.amount),
  },
  {
    header: 'export.appropriation.status',
    width: 10,
    value: (row, locale) => appropriationStatusName(row.status, locale),
  },
  { header: 'export.appropriation.scheduled', width: 12, value: (row) => row.scheduledDate },
  { header: 'export.appropriation.paidOn', width: 12, value: (row) => row.paidDate },
  {
    header: 'export.appropriation.method',
    width: 12,
    value: (row, locale) => methodName(row.paymentMethod, locale),
  },
  { header: 'export.appropriation.payee', width: 24, value: (row) => row.payeeName },
  { header: 'export.appropriation.bank', width: 24, value: (row) => row.payeeBankName },
  { header: 'export.appropriation.accountName', width: 24, value: (row) => row.payeeAccountName },
  { header: 'export.appropriation.accountNumber', width: 24, value: (row) => row.payeeAccountNo },
  { header: 'export.appropriation.voucher', width: 14, value: (row) => row.voucherNo },
  { header: 'export.appropriation.createdBy', width: 10, value: (row) => row.createdByName },
  { header: 'export.appropriation.verifiedBy', width: 10, value: (row) => row.verifiedByName },
  { header: 'export.appropriation.paidBy', width: 10, value: (row) => row.paidByName },
  { header: 'export.appropriation.createdOn', width: 12, value: (row) => businessDate(row.createdAt) },
  { header: 'export.appropriation.remarks', width: 30, value: (row) => row.remark },
];

/** Newest first, like the list: keyset pagination on the id, so each batch is one index range. */
function readBatch(
  db: Executor,
  filters: AppropriationFilterQuery,
  scope: DataScope,
  beforeId: number | null,
  limit: number,
) {
  return withNames(db.select(exportColumns).from(appropriations).$dynamic())
    .where(
      and(
        appropriationWhere(filters, scope),
        beforeId === null ? undefined : lt(appropriations.id, beforeId),
      ),
    )
    .orderBy(desc(appropriations.id))
    .limit(limit);
}

async function* cells(
  db: Executor,
  filters: AppropriationFilterQuery,
  scope: DataScope,
  locale: Locale,
): AsyncGenerator<Cell[][]> {
  const rows = keysetBatches((after: ExportRow | null, limit) =>
    readBatch(db, filters, scope, after?.id ?? null, limit),
  );
  for await (const batch of rows)
    yield batch.map((row) => COLUMNS.map((column) => column.value(row, locale)));
}

/** The export's file name in the caller's language, dated by the business date. */
export function exportFileName(caller: ExportCaller): string {
  return `${caller.t('export.appropriation.file')}-${businessDate().replace(/-/g, '')}.xlsx`;
}

/**
 * The filtered appropriations as a workbook stream. The first batch is read before the stream starts, so a
 * failing database still gets a proper error response; a failure later can only cut the download short.
 */
export async function appropriationsExport(
  db: Executor,
  caller: ExportCaller,
  filters: AppropriationFilterQuery,
): Promise<ExportSource> {
  const scope = caller.scope;
  await readBatch(db, filters, scope, null, 1);
  const locale = caller.locale;
  return {
    kind: 'appropriations',
    fileName: exportFileName(caller),
    sheet: {
      name: caller.t('export.appropriation.sheet'),
      columns: COLUMNS.map((column) => ({ ...column, header: caller.t(column.header) })),
      rows: cells(db, filters, scope, locale),
    },
    count: () =>
      withNames(db.select({ value: count() }).from(appropriations).$dynamic())
        .where(appropriationWhere(filters, scope))
        .then(([row]) => row?.value ?? 0),
  };
}
