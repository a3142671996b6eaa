import { BENEFICIARY_DICTS } from '@pm/domain/shapes/beneficiary';
import { and, asc, count, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import { statusName } from '../../http/locale';
import { businessDate } from '../../records/today';
import type { SearchHasher } from '../../security/search-hash';
import { keysetBatches } from '../../workbook/batches';
import type { ExportCaller } from '../../workbook/export-caller';
import type { ExportSource } from '../../workbook/export-source';
import type { Cell } from '../../workbook/writer';
import { listDictItems } from '../dicts/list';
import { beneficiaryWhere } from './filters';
import { selectItems, toItem } from './list';
import type { BeneficiaryFilters } from './schema';
import type { DataScope } from '../../security/data-scope';

type Item = ReturnType<typeof toItem>;
type Filters = Omit<BeneficiaryFilters, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;

interface Labels {
  text: (key: string) => string;
  status: (value: string) => string;
  tag: (value: string) => string;
  orgType: (value: string) => string;
}

interface Column {
  /** The text key of the column's header (src/texts/beneficiaries.ts). */
  header: string;
  width: number;
  amount?: boolean;
  value: (item: Item, labels: Labels) => Cell;
}

const COLUMNS: Column[] = [
  { header: 'export.beneficiary.id', width: 8, value: (item) => item.id },
  {
    header: 'export.beneficiary.type',
    width: 8,
    value: (item, l) => l.text(`beneficiary.type.${item.type}`),
  },
  { header: 'export.beneficiary.name', width: 28, value: (item) => item.name },
  { header: 'export.beneficiary.idNumber', width: 22, value: (item) => item.idNumber },
  { header: 'export.beneficiary.mobile', width: 14, value: (item) => item.mobile },
  {
    header: 'export.beneficiary.gender',
    width: 6,
    value: (item, l) => (item.gender ? l.text(`beneficiary.gender.${item.gender}`) : null),
  },
  { header: 'export.beneficiary.birthDate', width: 12, value: (item) => item.birthDate },
  { header: 'export.beneficiary.areaCode', width: 10, value: (item) => item.areaCode },
  { header: 'export.beneficiary.area', width: 14, value: (item) => item.areaName },
  { header: 'export.beneficiary.address', width: 36, value: (item) => item.address },
  {
    header: 'export.beneficiary.tags',
    width: 24,
    value: (item, l) => item.vulnerabilityTags.map(l.tag).join('、'),
  },
  {
    header: 'export.beneficiary.orgType',
    width: 14,
    value: (item, l) => (item.orgType ? l.orgType(item.orgType) : null),
  },
  { header: 'export.beneficiary.status', width: 8, value: (item, l) => l.status(item.status) },
  { header: 'export.beneficiary.projectCount', width: 8, value: (item) => item.projectCount },
  {
    header: 'export.beneficiary.totalPaid',
    width: 16,
    amount: true,
    value: (item) => Number(item.totalPaid),
  },
  {
    header: 'export.beneficiary.createdOn',
    width: 12,
    value: (item) => businessDate(new Date(item.createdAt)),
  },
];

async function labelsFor(db: Executor, caller: ExportCaller): Promise<Labels> {
  const locale = caller.locale;
  const english = locale === 'en-US';
  const dict = async (code: string) => {
    const items = new Map(
      (await listDictItems(db, code)).map((item) => [item.value, english ? item.labelEn : item.labelZh]),
    );
    return (value: string) => items.get(value) ?? value;
  };
  return {
    text: (key) => caller.t(key),
    status: (value) => statusName(value, locale),
    tag: await dict(BENEFICIARY_DICTS.vulnerabilityTag),
    orgType: await dict(BENEFICIARY_DICTS.orgType),
  };
}

/** The matching rows in id order, a batch at a time (keyset pagination), masked as the list shows them. */
function items(db: Executor, hash: SearchHasher, filters: Filters, scope: DataScope): AsyncIterable<Item[]> {
  return keysetBatches(async (after: Item | null, limit) => {
    const rows = await selectItems(db)
      .where(and(beneficiaryWhere(filters, hash, scope), gt(beneficiaries.id, after?.id ?? 0)))
      .orderBy(asc(beneficiaries.id))
      .limit(limit);
    return rows.map(toItem);
  });
}

async function* cells(batches: AsyncIterable<Item[]>, labels: Labels): AsyncGenerator<Cell[][]> {
  for await (const batch of batches)
    yield batch.map((item) => COLUMNS.map((column) => column.value(item, labels)));
}

export function exportFileName(caller: ExportCaller): string {
  return `${caller.t('export.beneficiary.file')}-${businessDate().replace(/-/g, '')}.xlsx`;
}

/** The filtered beneficiaries as a workbook stream; text a spreadsheet would run as a formula is escaped. */
export async function beneficiariesExport(
  db: Executor,
  caller: ExportCaller,
  hash: SearchHasher,
  filters: Filters,
): Promise<ExportSource> {
  const labels = await labelsFor(db, caller);
  const scope = caller.scope;
  return {
    kind: 'beneficiaries',
    fileName: exportFileName(caller),
    sheet: {
      name: caller.t('export.beneficiary.sheet'),
      columns: COLUMNS.map((column) => ({ ...column, header: caller.t(column.header) })),
      rows: cells(items(db, hash, filters, scope), labels),
    },
    count: () =>
      db
        .select({ value: count() })
        .from(beneficiaries)
        .where(beneficiaryWhere(filters, hash, scope))
        .then(([row]) => row?.value ?? 0),
  };
}
