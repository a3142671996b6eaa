import { archiveNumber } from '@pm/domain/utils/archive-number';
import { retentionUntil } from '@pm/domain/utils/retention';
import type {
  MaterialConfidentiality,
  MaterialSource,
  MaterialStatus,
} from '@pm/domain/workflow/material-machine';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  agreements,
  appropriations,
  files,
  materialBorrowings,
  materialDocuments,
  materialDocumentVersions,
  materialNumberCounters,
  materials,
  operationLogs,
  stageReports,
} from '../../db/schema';
import { MATERIAL_CATEGORY_RULES } from '../material-categories';
import { DAY, DEMO_REFERENCE_DATE, isoDate, notAfterReference } from './dates';
import { demoPdf, demoPng, type DemoFile } from './material-files';
import { DEMO_PROJECTS } from './projects';
import { HOUR, type Actor, type LogRow, type Refs } from './record-history';
import { writeMissingFiles } from './write-missing-files';
import type { FileStorage } from '../../storage/file-storage';

interface DemoBorrowing {
  borrower: string;
  purpose: string;
  /** Days after the entry was filed. */
  lentDay: number;
  /** Days from the demo's "today" (negative: before it). */
  dueFromToday: number;
  /** Days after it was lent; none while it is out. */
  returnedAfter?: number;
}

interface DemoEntry {
  /** Index into DEMO_PROJECTS. */
  project: number;
  category: string;
  title: string;
  confidentiality?: MaterialConfidentiality;
  /** Days after the project was created. */
  filedDay: number;
  status: MaterialStatus;
  /** An entered retention date, days from the demo's "today" (negative: over); else the category's period. */
  retentionFromToday?: number;
  /** The record that filed it (the project's first of that kind), for entries a step files. */
  source?: MaterialSource;
  /** Each document's versions, oldest first. */
  documents: DemoFile[][];
  borrowings?: DemoBorrowing[];
}

const sky = {
  blue: [120, 170, 230],
  dusk: [230, 170, 120],
  grey: [180, 185, 195],
} as const;

const page = (name: string, ...lines: string[]) => demoPdf(name, lines);

/**
 * The demo archive: entries in every status, with real small files. 南明区乡村儿童阅读计划 (in progress) has all
 * it needs to close (agreement in two versions, a stage report, a receipt lent out), 五华区妇女手工艺增收项目 (in
 * progress) is refused (its report is still pending, no receipt); 城关区困境学生助学金项目 (closed) has one entry
 * lent out past its due date, one past its retention and one destroyed; a disaster audit report is confidential.
 */
export const DEMO_MATERIALS: DemoEntry[] = [
  {
    project: 2,
    category: 'agreement',
    title: '南明区乡村儿童阅读计划项目协议书',
    filedDay: 40,
    status: 'archived',
    source: 'agreement',
    documents: [
      [
        page('项目协议书-初稿.pdf', 'Project agreement XM2025003', 'Draft for signature'),
        page('项目协议书-盖章版.pdf', 'Project agreement XM2025003', 'Signed and sealed by both parties'),
      ],
      [page('协议附件-预算表.pdf', 'Annex: budget', 'Books 45%, training 40%, management 15%')],
    ],
  },
  {
    project: 2,
    category: 'report',
    title: '图书配送第一阶段执行报告',
    filedDay: 150,
    status: 'archived',
    source: 'report',
    documents: [[page('第一阶段执行报告.pdf', 'Stage report 1', '1,200 books delivered to 8 schools')]],
  },
  {
    project: 2,
    category: 'invoice',
    title: '第一期拨款银行回单',
    filedDay: 160,
    status: 'borrowed',
    source: 'appropriation',
    documents: [[page('第一期拨款回单.pdf', 'Bank receipt', 'First instalment paid')]],
    borrowings: [{ borrower: '财务部 刘强', purpose: '年度财务审计抽查', lentDay: 200, dueFromToday: 365 }],
  },
  {
    project: 2,
    category: 'photo',
    title: '图书配送现场照片',
    filedDay: 170,
    status: 'pending',
    documents: [[demoPng('图书配送-学校一.png', sky.blue)], [demoPng('图书配送-学校二.png', sky.dusk)]],
  },
  {
    project: 0,
    category: 'agreement',
    title: '五华区妇女手工艺增收项目协议书',
    filedDay: 40,
    status: 'archived',
    source: 'agreement',
    documents: [[page('项目协议书.pdf', 'Project agreement XM2025001', 'Signed and sealed')]],
  },
  {
    project: 0,
    category: 'report',
    title: '手工艺培训第一阶段报告 纸质原件',
    filedDay: 150,
    status: 'pending',
    documents: [],
  },
  {
    project: 1,
    category: 'agreement',
    title: '城关区困境学生助学金项目协议书',
    filedDay: 35,
    status: 'archived',
    source: 'agreement',
    documents: [[page('助学金项目协议书.pdf', 'Project agreement XM2025002', 'Signed and sealed')]],
  },
  {
    project: 1,
    category: 'invoice',
    title: '助学金拨付凭证',
    filedDay: 120,
    status: 'borrowed',
    source: 'appropriation',
    documents: [[page('助学金拨付凭证.pdf', 'Payment voucher', 'Scholarships paid to 60 students')]],
    borrowings: [
      {
        borrower: '审计署驻地办 李明',
        purpose: '专项审计调阅',
        lentDay: 150,
        dueFromToday: -10,
      },
    ],
  },
  {
    project: 1,
    category: 'photo',
    title: '助学金发放仪式照片',
    filedDay: 125,
    status: 'archived',
    retentionFromToday: -30,
    documents: [[demoPng('发放仪式.png', sky.grey)]],
  },
  {
    project: 1,
    category: 'closing',
    title: '城关区困境学生助学金项目结项报告',
    filedDay: 300,
    status: 'archived',
    documents: [[page('结项报告.pdf', 'Closing report XM2025002', 'All goals met')]],
    borrowings: [
      {
        borrower: '传播部 周婷',
        purpose: '年报案例撰写',
        lentDay: 5,
        dueFromToday: -20,
        returnedAfter: 7,
      },
    ],
  },
  {
    project: 1,
    category: 'other',
    title: '助学金宣讲活动签到表',
    filedDay: 60,
    status: 'destroyed',
    retentionFromToday: -60,
    documents: [[page('活动签到表.pdf', 'Sign-in sheet', '48 participants')]],
  },
  {
    project: 5,
    category: 'finance',
    title: '洪灾灾后重建资金专项审计报告',
    confidentiality: 'confidential',
    filedDay: 320,
    status: 'archived',
    documents: [[page('专项审计报告.pdf', 'Special audit report XM2025006', 'Confidential')]],
  },
];

const YEARS = new Map(MATERIAL_CATEGORY_RULES.map((rule) => [rule.category, rule.retentionYears]));

const filedAt = (entry: DemoEntry) =>
  notAfterReference(DEMO_PROJECTS[entry.project]!.createdAt.getTime() + entry.filedDay * DAY + 2 * HOUR);

/** Each demo entry's archive number: its project's sequence in the year it was filed, in list order. */
function numbered(): { entry: DemoEntry; code: string; year: number; sequence: number }[] {
  const counts = new Map<string, number>();
  return DEMO_MATERIALS.map((entry) => {
    const year = new Date(filedAt(entry)).getUTCFullYear();
    const key = `${entry.project}/${year}`;
    const sequence = (counts.get(key) ?? 0) + 1;
    counts.set(key, sequence);
    return { entry, year, sequence, code: archiveNumber(year, DEMO_PROJECTS[entry.project]!.code, sequence) };
  });
}

/** The project's first record of the source's kind in its final state: what filed the entry. */
async function sourceOf(tx: Transaction, source: MaterialSource, projectId: number): Promise<number | null> {
  const first = async (rows: Promise<{ id: number }[]>) => (await rows)[0]?.id ?? null;
  switch (source) {
    case 'agreement':
      return first(
        tx
          .select({ id: agreements.id })
          .from(agreements)
          .where(
            and(eq(agreements.projectId, projectId), inArray(agreements.status, ['active', 'completed'])),
          )
          .orderBy(asc(agreements.id))
          .limit(1),
      );
    case 'report':
      return first(
        tx
          .select({ id: stageReports.id })
          .from(stageReports)
          .where(and(eq(stageReports.projectId, projectId), eq(stageReports.status, 'accepted')))
          .orderBy(asc(stageReports.id))
          .limit(1),
      );
    case 'appropriation':
      return first(
        tx
          .select({ id: appropriations.id })
          .from(appropriations)
          .where(and(eq(appropriations.projectId, projectId), eq(appropriations.status, 'paid')))
          .orderBy(asc(appropriations.id))
          .limit(1),
      );
  }
}

/** The file's row (one per content: two entries never share a demo file), inserted when missing. */
async function fileRow(
  tx: Transaction,
  file: DemoFile,
  uploadedBy: number,
  createdAt: Date,
): Promise<number> {
  const [existing] = await tx
    .select({ id: files.id })
    .from(files)
    .where(eq(files.storageKey, file.storageKey));
  if (existing) return existing.id;
  const [row] = await tx
    .insert(files)
    .values({
      name: file.name,
      mime: file.mime,
      size: file.bytes.length,
      sha256: file.sha256,
      storageKey: file.storageKey,
      uploadedBy,
      createdAt,
    })
    .returning({ id: files.id });
  return row!.id;
}

interface Who {
  user: (actor: Actor) => number;
  log: (row: Omit<LogRow, 'entity' | 'entityId' | 'projectId'>) => void;
}

async function insertDocuments(tx: Transaction, materialId: number, entry: DemoEntry, at: number, who: Who) {
  for (const versions of entry.documents) {
    const [document] = await tx
      .insert(materialDocuments)
      .values({
        materialId,
        name: versions[versions.length - 1]!.name,
        currentVersion: versions.length,
        createdAt: new Date(at),
      })
      .returning({ id: materialDocuments.id });
    for (const [index, file] of versions.entries()) {
      const when = new Date(at + index * 3 * DAY);
      await tx.insert(materialDocumentVersions).values({
        documentId: document!.id,
        version: index + 1,
        fileId: await fileRow(tx, file, who.user('officer'), when),
        createdBy: who.user('officer'),
        createdAt: when,
      });
    }
  }
}

async function insertBorrowings(tx: Transaction, materialId: number, entry: DemoEntry, at: number, who: Who) {
  for (const borrowing of entry.borrowings ?? []) {
    const lent = at + borrowing.lentDay * DAY;
    const returned = borrowing.returnedAfter === undefined ? null : lent + borrowing.returnedAfter * DAY;
    await tx.insert(materialBorrowings).values({
      materialId,
      borrower: borrowing.borrower,
      purpose: borrowing.purpose,
      borrowedOn: isoDate(lent),
      dueOn: isoDate(DEMO_REFERENCE_DATE + borrowing.dueFromToday * DAY),
      returnedOn: returned === null ? null : isoDate(returned),
      lentBy: who.user('officer'),
      receivedBy: returned === null ? null : who.user('admin'),
      createdAt: new Date(lent),
    });
    const lentStatus = { status: 'borrowed', borrower: borrowing.borrower };
    who.log({
      userId: who.user('officer'),
      action: 'borrow',
      before: { status: 'archived' },
      after: lentStatus,
      createdAt: new Date(lent),
    });
    if (returned !== null) {
      who.log({
        userId: who.user('admin'),
        action: 'giveBack',
        before: lentStatus,
        after: { status: 'archived' },
        createdAt: new Date(returned),
      });
    }
  }
}

/** One entry with its documents, borrowings and history. */
async function insertEntry(tx: Transaction, refs: Refs, numberedEntry: ReturnType<typeof numbered>[number]) {
  const { entry, code } = numberedEntry;
  const projectId = refs.projectIds[entry.project]!;
  const at = filedAt(entry);
  const user = (actor: Actor) => refs.userIds.get(actor)!;
  const source = entry.source ? await sourceOf(tx, entry.source, projectId) : null;
  const filedOn = isoDate(at);
  const [row] = await tx
    .insert(materials)
    .values({
      code,
      title: entry.title,
      category: entry.category,
      projectId,
      confidentiality: entry.confidentiality ?? 'internal',
      retentionUntil:
        entry.retentionFromToday === undefined
          ? retentionUntil(filedOn, YEARS.get(entry.category)!)
          : isoDate(DEMO_REFERENCE_DATE + entry.retentionFromToday * DAY),
      status: entry.status,
      sourceEntity: source === null ? null : entry.source!,
      sourceId: source,
      createdBy: user('officer'),
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })
    .returning({ id: materials.id });
  const logs: LogRow[] = [];
  const label = { code, title: entry.title };
  const who: Who = {
    user,
    log: (log) =>
      logs.push({
        ...log,
        before: log.before === null ? null : { ...label, ...(log.before as object) },
        after: { ...label, ...(log.after as object) },
        entity: 'material',
        entityId: String(row!.id),
        projectId,
      }),
  };
  const created = source === null ? 'pending' : 'archived';
  who.log({
    userId: user('officer'),
    action: 'create',
    before: null,
    after: { status: created },
    createdAt: new Date(at),
  });
  if (created === 'pending' && entry.status !== 'pending') {
    who.log({
      userId: user('admin'),
      action: 'archive',
      before: { status: 'pending' },
      after: { status: 'archived' },
      createdAt: new Date(at + DAY),
    });
  }
  await insertDocuments(tx, row!.id, entry, at, who);
  await insertBorrowings(tx, row!.id, entry, at, who);
  if (entry.status === 'destroyed') {
    who.log({
      userId: user('admin'),
      action: 'destroy',
      before: { status: 'archived' },
      after: { status: 'destroyed' },
      comment: '保管期满，经档案鉴定小组同意销毁',
      createdAt: new Date(DEMO_REFERENCE_DATE - 20 * DAY),
    });
  }
  await tx.insert(operationLogs).values(logs);
}

/**
 * The demo archive, each entry inserted once (known by its number), and the number counters brought up to the
 * numbers used, so the next entry of a demo project continues its sequence.
 */
export async function seedMaterials(tx: Transaction, refs: Refs): Promise<void> {
  const entries = numbered();
  const existing = new Set(
    (
      await tx
        .select({ code: materials.code })
        .from(materials)
        .where(
          inArray(
            materials.code,
            entries.map((entry) => entry.code),
          ),
        )
    ).map((row) => row.code),
  );
  for (const entry of entries) {
    if (!existing.has(entry.code)) await insertEntry(tx, refs, entry);
  }
  for (const { entry, year, sequence } of entries) {
    await tx
      .insert(materialNumberCounters)
      .values({ projectId: refs.projectIds[entry.project]!, year, lastSequence: sequence })
      .onConflictDoUpdate({
        target: [materialNumberCounters.projectId, materialNumberCounters.year],
        set: { lastSequence: sql`greatest(${materialNumberCounters.lastSequence}, ${sequence})` },
      });
  }
}

/** Every demo file, for the start-up to write under the files folder. */
export const DEMO_MATERIAL_FILES: DemoFile[] = DEMO_MATERIALS.flatMap((entry) => entry.documents.flat());

/**
 * Writes the demo files' bytes to the storage where they are missing (the database holds their rows; the storage
 * may be new, or another machine's folder).
 */
export async function writeDemoMaterialFiles(storage: FileStorage): Promise<void> {
  await writeMissingFiles(storage, DEMO_MATERIAL_FILES);
}
