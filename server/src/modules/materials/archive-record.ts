import type { MaterialSource } from '@pm/domain/workflow/material-machine';
import { retentionUntil } from '@pm/domain/utils/retention';
import { and, asc, eq } from 'drizzle-orm';
import { withAudit, type StaffAuditActor } from '../../db/audit';
import type { Transaction } from '../../db/client';
import {
  agreements,
  appropriations,
  entityFiles,
  materialCategoryRules,
  materialDocuments,
  materialDocumentVersions,
  materials,
  projects,
  stageReports,
} from '../../db/schema';
import { textsIn } from '../../http/texts';
import { businessDate } from '../../records/today';
import { fileDocuments } from './documents';
import { nextArchiveNumber } from './numbering';

/** A record whose step files it in the archive: a signed agreement, an accepted report, a paid appropriation. */
export interface ArchiveSource {
  entity: MaterialSource;
  id: number;
  /** The record's files when the step itself brings them (a payment's receipt); else those stored with it. */
  fileIds?: readonly number[];
}

/** The category each kind of record is filed under (`material_category` values). */
export const SOURCE_CATEGORIES: Record<MaterialSource, string> = {
  agreement: 'agreement',
  report: 'report',
  appropriation: 'invoice',
};

/** A category without a rule (an administrator removed it) keeps its entries this long: never too short. */
const FALLBACK_RETENTION_YEARS = 30;

interface SourceRecord {
  projectId: number;
  title: string;
  fileIds: readonly number[];
}

// Titles are stored data, written in the product's default language like the rest of the records.
const title = textsIn('zh-CN');

async function recordFiles(tx: Transaction, entity: 'agreement' | 'report', id: number): Promise<number[]> {
  const rows = await tx
    .select({ fileId: entityFiles.fileId })
    .from(entityFiles)
    .where(and(eq(entityFiles.entity, entity), eq(entityFiles.entityId, id)))
    .orderBy(asc(entityFiles.version), asc(entityFiles.id));
  return rows.map((row) => row.fileId);
}

const READERS: Record<MaterialSource, (tx: Transaction, id: number) => Promise<SourceRecord>> = {
  agreement: async (tx, id) => {
    const [row] = await tx.select().from(agreements).where(eq(agreements.id, id));
    return {
      projectId: row!.projectId,
      title: title('material.title.agreement', { code: row!.number, party: row!.partyB }),
      fileIds: await recordFiles(tx, 'agreement', id),
    };
  },
  report: async (tx, id) => {
    const [row] = await tx.select().from(stageReports).where(eq(stageReports.id, id));
    return {
      projectId: row!.projectId,
      title: title('material.title.report', { code: row!.code, title: row!.title }),
      fileIds: await recordFiles(tx, 'report', id),
    };
  },
  appropriation: async (tx, id) => {
    const [row] = await tx.select().from(appropriations).where(eq(appropriations.id, id));
    return {
      projectId: row!.projectId,
      title: title('material.title.appropriation', { code: row!.code, payee: row!.payeeName }),
      fileIds: row!.receiptFileId === null ? [] : [row!.receiptFileId],
    };
  },
};

type MaterialRow = typeof materials.$inferSelect;

/**
 * A record that reaches its step again (a bounced payment paid anew) files what it brings this time into the entry
 * it filed before: each file not there yet becomes a document, and a pending entry with files is archived now.
 */
async function fileAgain(
  tx: Transaction,
  actor: StaffAuditActor,
  entry: MaterialRow,
  fileIds: readonly number[],
): Promise<number> {
  const filed = await tx
    .select({ fileId: materialDocumentVersions.fileId })
    .from(materialDocumentVersions)
    .innerJoin(materialDocuments, eq(materialDocuments.id, materialDocumentVersions.documentId))
    .where(eq(materialDocuments.materialId, entry.id));
  const fresh = fileIds.filter((fileId) => !filed.some((row) => row.fileId === fileId));
  if (fresh.length === 0 || entry.status === 'destroyed') return entry.id;
  await fileDocuments(tx, entry.id, actor.id, fresh);
  const status = entry.status === 'pending' ? 'archived' : entry.status;
  await tx
    .update(materials)
    .set({ status, version: entry.version + 1 })
    .where(eq(materials.id, entry.id));
  await withAudit(
    tx,
    actor,
    'addFile',
    'material',
    entry.id,
    { code: entry.code, title: entry.title, status: entry.status },
    { code: entry.code, title: entry.title, status, fileIds: fresh },
    { projectId: entry.projectId },
  );
  return entry.id;
}

/**
 * Files a record in the archive, in the transaction of the step that made it final (agreement `approve`, report
 * `accept`, appropriation `pay`), so the archive has it exactly when the record is final. The entry carries the
 * record's own files, each a document at version 1, and starts `archived`: the record has been through its review
 * (maker–checker) already, so a second confirmation would add nothing. A record without files starts `pending`
 * instead: the archive waits for its signed scan or receipt. Retention is the category's period from today. A
 * record filed before (a bounced payment paid again) adds to its entry instead (`fileAgain`). Returns the entry's id.
 */
export async function archiveRecord(
  tx: Transaction,
  actor: StaffAuditActor,
  source: ArchiveSource,
): Promise<number> {
  const stored = await READERS[source.entity](tx, source.id);
  const record = { ...stored, fileIds: source.fileIds ?? stored.fileIds };
  const [filedBefore] = await tx
    .select()
    .from(materials)
    .where(and(eq(materials.sourceEntity, source.entity), eq(materials.sourceId, source.id)))
    .for('update');
  if (filedBefore) return fileAgain(tx, actor, filedBefore, record.fileIds);
  const category = SOURCE_CATEGORIES[source.entity];
  const [project] = await tx
    .select({ id: projects.id, code: projects.code })
    .from(projects)
    .where(eq(projects.id, record.projectId));
  const [rule] = await tx
    .select({ years: materialCategoryRules.retentionYears })
    .from(materialCategoryRules)
    .where(eq(materialCategoryRules.category, category));
  const today = businessDate();
  const [row] = await tx
    .insert(materials)
    .values({
      code: await nextArchiveNumber(tx, project!, today),
      title: record.title,
      category,
      projectId: project!.id,
      confidentiality: 'internal',
      retentionUntil: retentionUntil(today, rule?.years ?? FALLBACK_RETENTION_YEARS),
      status: record.fileIds.length > 0 ? 'archived' : 'pending',
      sourceEntity: source.entity,
      sourceId: source.id,
      createdBy: actor.id,
    })
    .returning();
  await fileDocuments(tx, row!.id, actor.id, record.fileIds);
  await withAudit(
    tx,
    actor,
    'create',
    'material',
    row!.id,
    null,
    { ...row, fileIds: record.fileIds },
    {
      projectId: project!.id,
    },
  );
  return row!.id;
}
