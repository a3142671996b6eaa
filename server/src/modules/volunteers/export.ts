import { VOLUNTEER_SKILL_DICT } from '@pm/domain/forms/volunteer-form';
import { and, asc, count, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { volunteers } from '../../db/schema';
import { statusName } from '../../http/locale';
import { businessDate } from '../../records/today';
import type { SearchHasher } from '../../security/search-hash';
import { keysetBatches } from '../../workbook/batches';
import type { ExportCaller } from '../../workbook/export-caller';
import type { ExportSource } from '../../workbook/export-source';
import type { Cell } from '../../workbook/writer';
import { listDictItems } from '../dicts/list';
import { volunteerWhere } from './filters';
import { itemColumns, toItem } from './rows';
import type { VolunteerFilterQuery } from './schema';

type Item = ReturnType<typeof toItem> & { remark: string };

interface Labels {
  text: (key: string) => string;
  skill: (value: string) => string;
  status: (value: string) => string;
}

interface Column {
  header: string;
  width: number;
  value: (row: Item, labels: Labels) => Cell;
}

/** Hours leave the database as exact text; the cell gets a number only so that Excel can sum the column. */
const COLUMNS: Column[] = [
  { header: 'export.volunteer.code', width: 12, value: (row) => row.code },
  { header: 'export.volunteer.name', width: 14, value: (row) => row.name },
  {
    header: 'export.volunteer.gender',
    width: 8,
    value: (row, l) => l.text(`volunteer.gender.${row.gender}`),
  },
  {
    header: 'export.volunteer.idType',
    width: 12,
    value: (row, l) => l.text(`volunteer.idType.${row.idType}`),
  },
  { header: 'export.volunteer.idNumber', width: 22, value: (row) => row.idNumberMasked },
  { header: 'export.volunteer.mobile', width: 14, value: (row) => row.mobile },
  { header: 'export.volunteer.areaCode', width: 10, value: (row) => row.areaCode },
  {
    header: 'export.volunteer.skills',
    width: 24,
    value: (row, l) => row.skills.map((skill) => l.skill(skill)).join('、'),
  },
  {
    header: 'export.volunteer.availability',
    width: 20,
    value: (row, l) => row.availability.map((kind) => l.text(`volunteer.availability.${kind}`)).join('、'),
  },
  { header: 'export.volunteer.status', width: 10, value: (row, l) => l.status(row.status) },
  { header: 'export.volunteer.verifiedHours', width: 14, value: (row) => Number(row.verifiedHours) },
  { header: 'export.volunteer.serviceCount', width: 10, value: (row) => row.serviceCount },
  { header: 'export.volunteer.remark', width: 30, value: (row) => row.remark },
  { header: 'export.volunteer.createdOn', width: 12, value: (row) => businessDate(new Date(row.createdAt)) },
];

function readBatch(db: Executor, where: ReturnType<typeof volunteerWhere>, afterId: number, limit: number) {
  return db
    .select({ ...itemColumns, remark: volunteers.remark })
    .from(volunteers)
    .where(and(where, gt(volunteers.id, afterId)))
    .orderBy(asc(volunteers.id))
    .limit(limit);
}

async function labelsFor(db: Executor, caller: ExportCaller): Promise<Labels> {
  const locale = caller.locale;
  const skills = new Map(
    (await listDictItems(db, VOLUNTEER_SKILL_DICT)).map((item) => [
      item.value,
      locale === 'en-US' ? item.labelEn : item.labelZh,
    ]),
  );
  return {
    text: (key) => caller.t(key),
    skill: (value) => skills.get(value) ?? value,
    status: (value) => statusName(value, locale),
  };
}

async function* cells(
  db: Executor,
  where: ReturnType<typeof volunteerWhere>,
  labels: Labels,
): AsyncGenerator<Cell[][]> {
  const batches = keysetBatches(async (after: Item | null, limit) =>
    (await readBatch(db, where, after?.id ?? 0, limit)).map((row) => ({
      ...toItem(row),
      remark: row.remark,
    })),
  );
  for await (const batch of batches)
    yield batch.map((row) => COLUMNS.map((column) => column.value(row, labels)));
}

/** The export's file name in the caller's language, dated by the business date. */
export function exportFileName(caller: ExportCaller): string {
  return `${caller.t('export.volunteer.file')}-${businessDate().replace(/-/g, '')}.xlsx`;
}

/** The filtered volunteers as a workbook stream (numbers masked; text cells escaped by the writer). */
export async function volunteersExport(
  db: Executor,
  hash: SearchHasher,
  caller: ExportCaller,
  filters: VolunteerFilterQuery,
): Promise<ExportSource> {
  const labels = await labelsFor(db, caller);
  return {
    kind: 'volunteers',
    fileName: exportFileName(caller),
    sheet: {
      name: caller.t('export.volunteer.sheet'),
      columns: COLUMNS.map((column) => ({ ...column, header: caller.t(column.header) })),
      rows: cells(db, volunteerWhere(filters, hash), labels),
    },
    count: () =>
      db
        .select({ value: count() })
        .from(volunteers)
        .where(volunteerWhere(filters, hash))
        .then(([row]) => row?.value ?? 0),
  };
}
