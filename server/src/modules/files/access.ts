import { and, asc, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor, Transaction } from '../../db/client';
import {
  agreements,
  applications,
  appropriations,
  beneficiaries,
  budgetExpenses,
  budgets,
  entityFiles,
  files,
  materialDocuments,
  materialDocumentVersions,
  materials,
  stageReports,
} from '../../db/schema';
import { MATERIAL_BUTTONS } from '@pm/domain/workflow/material-machine';
import { actorOf } from '../../plugins/auth';
import {
  beneficiaryInScope,
  filedUnderScope,
  resolveDataScope,
  type DataScope,
} from '../../security/data-scope';
import { grantedCodes } from '../../security/rbac';
import { fieldRefusal } from '../records/refusals';

/**
 * Who may read an uploaded file and attach it to a record: the one check every route that names a file id goes
 * through. The kinds of record a file can be attached to, and the permission key that lets a user see such a record
 * (and so its files):
 */
const RECORD_READ_KEYS = {
  application: 'project',
  agreement: 'project',
  report: 'project',
  appropriation: 'fundPayment',
  expense: 'budget',
  // A supplier's price agreements and a partner's qualification certificates (entity id: the partner).
  partner: 'partner',
  partnerQualification: 'partner',
  beneficiary: 'beneficiary',
  // An archive entry's document versions (entity id: the entry); a confidential entry needs its button code too.
  material: 'fileArchive',
  // A certificate template's background, seal and signature; an issued certificate's PDF.
  certTemplate: 'cert',
  certificate: 'cert',
} as const;

export type FileRecordKind = keyof typeof RECORD_READ_KEYS;

interface Attachment {
  fileId: number;
  kind: FileRecordKind;
  recordId: number;
  /**
   * An archive entry's copy of its source record's own file (a signed agreement's, a paid receipt): the file stays
   * that record's, so it does not count as attached elsewhere when the record's operation attaches it again.
   */
  archivedCopy?: true;
}

/** Every record the files are attached to: record files, payment receipts, expense vouchers, archive entries. */
async function attachmentsOf(db: Executor, fileIds: readonly number[]): Promise<Attachment[]> {
  if (fileIds.length === 0) return [];
  const ids = [...fileIds];
  const [recordFiles, receipts, expenses, archived] = await Promise.all([
    db
      .select({ fileId: entityFiles.fileId, kind: entityFiles.entity, recordId: entityFiles.entityId })
      .from(entityFiles)
      .where(inArray(entityFiles.fileId, ids)),
    db
      .select({ fileId: appropriations.receiptFileId, recordId: appropriations.id })
      .from(appropriations)
      .where(and(isNotNull(appropriations.receiptFileId), inArray(appropriations.receiptFileId, ids))),
    db
      .select({ fileId: budgetExpenses.fileId, recordId: budgetExpenses.id })
      .from(budgetExpenses)
      .where(and(isNotNull(budgetExpenses.fileId), inArray(budgetExpenses.fileId, ids))),
    db
      .select({
        fileId: materialDocumentVersions.fileId,
        recordId: materialDocuments.materialId,
        source: materials.sourceEntity,
      })
      .from(materialDocumentVersions)
      .innerJoin(materialDocuments, eq(materialDocuments.id, materialDocumentVersions.documentId))
      .innerJoin(materials, eq(materials.id, materialDocuments.materialId))
      .where(inArray(materialDocumentVersions.fileId, ids)),
  ]);
  return [
    ...recordFiles.map((row) => ({ ...row, kind: row.kind as FileRecordKind })),
    ...receipts.map((row) => ({
      fileId: row.fileId!,
      kind: 'appropriation' as const,
      recordId: row.recordId,
    })),
    ...expenses.map((row) => ({ fileId: row.fileId!, kind: 'expense' as const, recordId: row.recordId })),
    ...archived.map(({ fileId, recordId, source }) => ({
      fileId,
      kind: 'material' as const,
      recordId,
      ...(source === null ? {} : { archivedCopy: true as const }),
    })),
  ];
}

/** Where the files go: a record (`id` null for one being created) and the form field that names them. */
export interface AttachTarget {
  kind: FileRecordKind;
  id: number | null;
  field: string;
  /** Records of the same kind this same operation has already attached the files to (one receipt, a batch). */
  alsoOn?: readonly number[];
}

/**
 * Refuses (422 on the form's field) any file the caller may not attach to the target: one that does not exist, or
 * one that is neither already on this record nor the caller's own upload attached nowhere else (but to the records
 * of this same operation: a batch payment's one receipt). The files' rows are
 * locked (in id order, after the record's own lock) until the transaction ends, so one upload cannot be attached to
 * two records by two concurrent saves.
 */
export async function assertMayAttach(
  tx: Transaction,
  request: FastifyRequest,
  target: AttachTarget,
  fileIds: readonly number[],
): Promise<void> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return;
  // A beneficiary attaches what they uploaded in the portal to their report, as a staff user their own uploads.
  const actor = actorOf(request);
  const rows = await tx
    .select({
      id: files.id,
      uploadedBy: files.uploadedBy,
      uploadedByBeneficiaryId: files.uploadedByBeneficiaryId,
    })
    .from(files)
    .where(inArray(files.id, wanted))
    .orderBy(asc(files.id))
    .for('update');
  if (rows.length !== wanted.length) {
    throw fieldRefusal(target.field, request.t('file.attachmentMissing'));
  }
  const attachments = await attachmentsOf(tx, wanted);
  const allowed = (file: (typeof rows)[number]) => {
    const where = attachments.filter(
      (attachment) => attachment.fileId === file.id && !attachment.archivedCopy,
    );
    const onThisRecord = where.some(
      (attachment) => attachment.kind === target.kind && attachment.recordId === target.id,
    );
    const onlyOnThisOperation = where.every(
      (attachment) => attachment.kind === target.kind && target.alsoOn?.includes(attachment.recordId),
    );
    const own =
      actor.kind === 'staff'
        ? file.uploadedBy === actor.userId
        : file.uploadedByBeneficiaryId === actor.beneficiaryId;
    return onThisRecord || (own && onlyOnThisOperation);
  };
  if (!rows.every(allowed)) {
    throw fieldRefusal(target.field, request.t('file.notAttachable'));
  }
}

/**
 * Whether the record a file is attached to lies in the caller's data scope (security/data-scope.ts); a confidential
 * archive entry only for holders of its button code (`granted`).
 */
async function attachmentInScope(
  db: Executor,
  scope: DataScope,
  attachment: Attachment,
  granted: ReadonlySet<string>,
): Promise<boolean> {
  const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0;
  const { recordId } = attachment;
  if (attachment.kind === 'material') {
    return exists(
      db
        .select({ id: materials.id })
        .from(materials)
        .where(
          and(
            eq(materials.id, recordId),
            filedUnderScope(scope, materials.projectId, materials.createdBy),
            granted.has(MATERIAL_BUTTONS.confidential)
              ? undefined
              : ne(materials.confidentiality, 'confidential'),
          ),
        )
        .limit(1),
    );
  }
  if (scope.all) return true;
  const filed = (table: typeof applications | typeof agreements | typeof stageReports, condition?: SQL) =>
    exists(
      db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, recordId), condition ?? filedUnderScope(scope, table.projectId)))
        .limit(1),
    );
  switch (attachment.kind) {
    case 'application':
      return filed(applications);
    case 'agreement':
      return filed(agreements);
    case 'report':
      return filed(stageReports);
    case 'appropriation':
      return exists(
        db
          .select({ id: appropriations.id })
          .from(appropriations)
          .where(and(eq(appropriations.id, recordId), filedUnderScope(scope, appropriations.projectId)))
          .limit(1),
      );
    case 'expense':
      return exists(
        db
          .select({ id: budgetExpenses.id })
          .from(budgetExpenses)
          .innerJoin(budgets, eq(budgets.id, budgetExpenses.budgetId))
          .where(
            and(
              eq(budgetExpenses.id, recordId),
              filedUnderScope(scope, budgets.projectId, budgetExpenses.createdBy),
            ),
          )
          .limit(1),
      );
    case 'beneficiary':
      return exists(
        db
          .select({ id: beneficiaries.id })
          .from(beneficiaries)
          .where(and(eq(beneficiaries.id, recordId), beneficiaryInScope(scope, beneficiaries.id)))
          .limit(1),
      );
    case 'partner':
    case 'partnerQualification':
    case 'certTemplate':
    case 'certificate':
      // Partners and certificates are the foundation's, not a department's: no data scope.
      return true;
  }
}

/**
 * Whether a staff user may read a file: administrators may read every file; others the files they uploaded and the
 * files of records they may see (they hold the key of that kind of record, and the record is in their data scope;
 * a file of a record out of scope is answered as one that does not exist).
 */
export async function mayReadFile(
  db: Executor,
  principal: { userId: number; isAdmin: boolean },
  file: { id: number; uploadedBy: number | null },
): Promise<boolean> {
  if (principal.isAdmin || file.uploadedBy === principal.userId) return true;
  const attachments = await attachmentsOf(db, [file.id]);
  if (attachments.length === 0) return false;
  const granted = await grantedCodes(db, principal.userId);
  const readable = attachments.filter((attachment) => granted.has(RECORD_READ_KEYS[attachment.kind]));
  if (readable.length === 0) return false;
  const scope = await resolveDataScope(db, principal.userId);
  for (const attachment of readable) {
    if (await attachmentInScope(db, scope, attachment, granted)) return true;
  }
  return false;
}
