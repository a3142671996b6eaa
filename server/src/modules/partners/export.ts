import { maskMobile } from '@pm/domain/utils/mask';
import { and, asc, count, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { partners } from '../../db/schema';
import { businessDate } from '../../records/today';
import type { SearchHasher } from '../../security/search-hash';
import { keysetBatches } from '../../workbook/batches';
import type { ExportCaller } from '../../workbook/export-caller';
import type { ExportSource } from '../../workbook/export-source';
import type { Cell } from '../../workbook/writer';
import { listDictItems } from '../dicts/list';
import { partnerWhere } from './filters';
import { partnerListColumns } from './list';
import type { PartnerFilters } from './schema';
import { SUPPLIER_CATEGORY_DICT } from './write';

type ExportRow = Awaited<ReturnType<typeof readBatch>>[number];

interface Column {
  /** The text key of the column's header (src/texts/partners.ts). */
  header: string;
  width: number;
  value: (row: ExportRow, t: (key: string) => string, category: (value: string) => string) => Cell;
}

const COLUMNS: Column[] = [
  { header: 'export.partner.type', width: 14, value: (row, t) => t(`export.partner.type.${row.type}`) },
  { header: 'export.partner.name', width: 36, value: (row) => row.name },
  { header: 'export.partner.creditCode', width: 22, value: (row) => row.creditCode },
  { header: 'export.partner.contact', width: 12, value: (row) => row.contactName },
  { header: 'export.partner.mobile', width: 14, value: (row) => maskMobile(row.mobile) },
  { header: 'export.partner.areaCode', width: 10, value: (row) => row.areaCode },
  { header: 'export.partner.address', width: 30, value: (row) => row.address },
  {
    header: 'export.partner.category',
    width: 14,
    value: (row, _, category) => (row.category === null ? null : category(row.category)),
  },
  { header: 'export.partner.rating', width: 8, value: (row) => row.rating },
  { header: 'export.partner.nearestExpiry', width: 14, value: (row) => row.nearestExpiry },
  {
    header: 'export.partner.blacklisted',
    width: 10,
    value: (row, t) => t(row.blacklistedAt === null ? 'export.partner.no' : 'export.partner.yes'),
  },
  { header: 'export.partner.blacklistReason', width: 30, value: (row) => row.blacklistReason },
  { header: 'export.partner.projects', width: 10, value: (row) => row.projectCount },
  { header: 'export.partner.createdOn', width: 12, value: (row) => businessDate(row.createdAt) },
];

function readBatch(
  db: Executor,
  hash: SearchHasher,
  filters: PartnerFilters,
  afterId: number,
  limit: number,
) {
  return db
    .select(partnerListColumns)
    .from(partners)
    .where(and(partnerWhere(hash, filters), gt(partners.id, afterId)))
    .orderBy(asc(partners.id))
    .limit(limit);
}

/** The export's file name in the caller's language, dated by the business date. */
export function exportFileName(caller: ExportCaller): string {
  return `${caller.t('export.partner.file')}-${businessDate().replace(/-/g, '')}.xlsx`;
}

/**
 * The filtered partners as a workbook stream in id order, a batch at a time; text is escaped by the writer so a
 * name starting with `=` stays text. The labels are read before the stream starts.
 */
export async function partnersExport(
  db: Executor,
  caller: ExportCaller,
  hash: SearchHasher,
  filters: PartnerFilters,
): Promise<ExportSource> {
  const english = caller.locale === 'en-US';
  const categories = new Map(
    (await listDictItems(db, SUPPLIER_CATEGORY_DICT)).map((item) => [
      item.value,
      english ? item.labelEn : item.labelZh,
    ]),
  );
  const category = (value: string) => categories.get(value) ?? value;
  const t = (key: string) => caller.t(key);
  async function* cells(): AsyncGenerator<Cell[][]> {
    const batches = keysetBatches((after: ExportRow | null, limit) =>
      readBatch(db, hash, filters, after?.id ?? 0, limit),
    );
    for await (const batch of batches)
      yield batch.map((row) => COLUMNS.map((column) => column.value(row, t, category)));
  }
  return {
    kind: 'partners',
    fileName: exportFileName(caller),
    sheet: {
      name: caller.t('export.partner.sheet'),
      columns: COLUMNS.map((column) => ({ ...column, header: caller.t(column.header) })),
      rows: cells(),
    },
    count: () =>
      db
        .select({ value: count() })
        .from(partners)
        .where(partnerWhere(hash, filters))
        .then(([row]) => row?.value ?? 0),
  };
}
