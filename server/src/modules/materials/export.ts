import { MATERIAL_CATEGORY_DICT } from '@pm/domain/forms/material-form';
import type { MaterialListItem } from '@pm/domain/shapes/material';
import { and, asc, count, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { materials } from '../../db/schema';
import { statusName } from '../../http/locale';
import { businessDate } from '../../records/today';
import { keysetBatches } from '../../workbook/batches';
import type { ExportCaller } from '../../workbook/export-caller';
import type { ExportSource } from '../../workbook/export-source';
import type { Cell } from '../../workbook/writer';
import { listDictItems } from '../dicts/list';
import { materialWhere } from './filters';
import { itemColumns, toItem, withItemJoins } from './rows';
import type { MaterialFilterQuery } from './schema';
import type { MaterialReader } from './visibility';

interface Labels {
  text: (key: string) => string;
  category: (value: string) => string;
  status: (value: string) => string;
}

interface Column {
  header: string;
  width: number;
  value: (row: MaterialListItem, labels: Labels) => Cell;
}

const yesNo = (value: boolean, l: Labels) => l.text(value ? 'export.material.yes' : 'export.material.no');

const COLUMNS: Column[] = [
  { header: 'export.material.code', width: 26, value: (row) => row.code },
  { header: 'export.material.title', width: 36, value: (row) => row.title },
  { header: 'export.material.category', width: 14, value: (row, l) => l.category(row.category) },
  { header: 'export.material.projectCode', width: 14, value: (row) => row.projectCode },
  { header: 'export.material.project', width: 30, value: (row) => row.projectName },
  {
    header: 'export.material.confidentiality',
    width: 10,
    value: (row, l) => l.text(`material.confidentiality.${row.confidentiality}`),
  },
  { header: 'export.material.status', width: 10, value: (row, l) => l.status(row.status) },
  { header: 'export.material.retentionUntil', width: 14, value: (row) => row.retentionUntil },
  { header: 'export.material.documents', width: 10, value: (row) => row.documentCount },
  {
    header: 'export.material.source',
    width: 24,
    value: (row, l) =>
      row.sourceEntity === null
        ? l.text('material.source.manual')
        : `${l.text(`material.source.${row.sourceEntity}`)} ${row.sourceCode ?? ''}`.trim(),
  },
  { header: 'export.material.borrower', width: 16, value: (row) => row.borrower },
  { header: 'export.material.dueOn', width: 14, value: (row) => row.dueOn },
  { header: 'export.material.overdue', width: 10, value: (row, l) => yesNo(row.overdue, l) },
  { header: 'export.material.createdBy', width: 12, value: (row) => row.createdBy },
  { header: 'export.material.createdOn', width: 12, value: (row) => businessDate(new Date(row.createdAt)) },
];

async function labelsFor(db: Executor, caller: ExportCaller): Promise<Labels> {
  const locale = caller.locale;
  const categories = new Map(
    (await listDictItems(db, MATERIAL_CATEGORY_DICT)).map((item) => [
      item.value,
      locale === 'en-US' ? item.labelEn : item.labelZh,
    ]),
  );
  return {
    text: (key) => caller.t(key),
    category: (value) => categories.get(value) ?? value,
    // An entry's own word first (待归档), as its status tag shows it.
    status: (value) => caller.t(`status.material.${value}`, { defaultValue: statusName(value, locale) }),
  };
}

/** The export's file name in the caller's language, dated by the business date. */
export function exportFileName(caller: ExportCaller): string {
  return `${caller.t('export.material.file')}-${businessDate().replace(/-/g, '')}.xlsx`;
}

/** The filtered entries the reader sees, as a workbook stream (text cells escaped by the writer). */
export async function materialsExport(
  db: Executor,
  caller: ExportCaller,
  filters: MaterialFilterQuery,
): Promise<ExportSource> {
  const reader: MaterialReader = { scope: caller.scope, confidential: caller.confidential };
  const labels = await labelsFor(db, caller);
  const today = businessDate();
  const where = materialWhere(db, filters, reader, today);
  const batches = keysetBatches(async (after: MaterialListItem | null, limit) =>
    (
      await withItemJoins(db.select(itemColumns).from(materials).$dynamic())
        .where(and(where, gt(materials.id, after?.id ?? 0)))
        .orderBy(asc(materials.id))
        .limit(limit)
    ).map((row) => toItem(row, today)),
  );
  async function* cells(): AsyncGenerator<Cell[][]> {
    for await (const batch of batches)
      yield batch.map((row) => COLUMNS.map((column) => column.value(row, labels)));
  }
  return {
    kind: 'materials',
    fileName: exportFileName(caller),
    sheet: {
      name: caller.t('export.material.sheet'),
      columns: COLUMNS.map((column) => ({ ...column, header: caller.t(column.header) })),
      rows: cells(),
    },
    count: () =>
      withItemJoins(db.select({ value: count() }).from(materials).$dynamic())
        .where(where)
        .then(([row]) => row?.value ?? 0),
  };
}
