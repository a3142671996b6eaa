import {
  MATERIAL_CATEGORY_DICT,
  materialForm,
  type MaterialFormValues,
} from '@pm/domain/forms/material-form';
import { formErrorMessages } from '@pm/domain/forms';
import type { MaterialBody, MaterialDetail } from '@pm/domain/shapes/material';
import {
  MATERIAL_FILE_STATUSES,
  type MaterialConfidentiality,
  type MaterialStatus,
} from '@pm/domain/workflow/material-machine';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { files, materialDocuments, materialDocumentVersions, materials, projects } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { requestLocale } from '../../http/locale';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { businessDate } from '../../records/today';
import { projectInScope } from '../../security/data-scope';
import { listDictItems } from '../dicts/list';
import { assertMayAttach } from '../files/access';
import { fieldRefusal, statusConflict } from '../records/refusals';
import { materialDetail } from './detail';
import { fileDocuments, fileVersion } from './documents';
import { nextArchiveNumber } from './numbering';
import { materialReaderOf, visibleTo } from './visibility';

export type MaterialRow = typeof materials.$inferSelect;

/** The entry's row locked for the transaction; 404 when the caller does not see it (scope, confidentiality). */
export async function lockMaterial(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
): Promise<MaterialRow> {
  const reader = await materialReaderOf(request, tx);
  const [row] = await tx
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), visibleTo(reader)))
    .for('update');
  if (!row) throw notFound(request.t('material.notFound'));
  return row;
}

/** Files go only into an entry that has not been destroyed. */
function assertTakesFiles(request: FastifyRequest, row: MaterialRow) {
  if (!(MATERIAL_FILE_STATUSES as readonly MaterialStatus[]).includes(row.status)) {
    throw statusConflict(request, 'material.noFilesIn', row.status);
  }
}

/** 409 when one of the uploads is a version in this entry already (naming the document and version). */
async function assertNotFiled(
  tx: Transaction,
  request: FastifyRequest,
  materialId: number,
  fileIds: number[],
) {
  const [filed] = await tx
    .select({ name: materialDocuments.name, version: materialDocumentVersions.version })
    .from(materialDocumentVersions)
    .innerJoin(materialDocuments, eq(materialDocuments.id, materialDocumentVersions.documentId))
    .where(
      and(eq(materialDocuments.materialId, materialId), inArray(materialDocumentVersions.fileId, fileIds)),
    )
    .limit(1);
  if (filed) throw conflict(request.t('material.fileAlreadyVersion', filed));
}

const valuesOf = (body: Static<typeof MaterialBody>): MaterialFormValues => ({
  ...body,
  confidentiality: body.confidentiality as MaterialConfidentiality | '',
  fileIds: [...new Set(body.fileIds)],
});

/** 422 on one field, in the form's words. */
function refuseField(request: FastifyRequest, field: keyof MaterialFormValues & string) {
  const messages = formErrorMessages(materialForm, [{ field, message: 'oneOf' }], requestLocale(request));
  return new AppError(422, messages[0]!.message, undefined, { errors: messages });
}

/**
 * The shared form, then what only the database knows: the category is in the dictionary, the project in the
 * caller's scope, a confidential entry is filed by a holder of `archive:confidential`, and each upload is the
 * caller's own, attached nowhere else.
 */
async function assertNewEntry(tx: Transaction, request: FastifyRequest, values: MaterialFormValues) {
  assertForm(request, materialForm, values, { today: businessDate() });
  const categories = await listDictItems(tx, MATERIAL_CATEGORY_DICT);
  if (!categories.some((item) => item.value === values.category)) throw refuseField(request, 'category');
  const reader = await materialReaderOf(request, tx);
  if (values.confidentiality === 'confidential' && !reader.confidential) {
    throw fieldRefusal('confidentiality', request.t('material.confidentialRefused'));
  }
  const [project] = await tx
    .select({ id: projects.id, code: projects.code })
    .from(projects)
    .where(and(eq(projects.id, values.projectId!), projectInScope(reader.scope)));
  if (!project) throw fieldRefusal('projectId', request.t('material.projectMissing'));
  await assertMayAttach(tx, request, { kind: 'material', id: null, field: 'fileIds' }, values.fileIds);
  return project;
}

/** Files a new entry (pending until the archive confirms it), numbered by the rule, each upload a document. */
export async function createMaterial(
  db: Database,
  request: FastifyRequest,
  body: Static<typeof MaterialBody>,
): Promise<MaterialDetail> {
  const userId = staffOf(request).userId;
  const values = valuesOf(body);
  const id = await db.transaction(async (tx) => {
    const project = await assertNewEntry(tx, request, values);
    const [row] = await tx
      .insert(materials)
      .values({
        code: await nextArchiveNumber(tx, project, businessDate()),
        title: values.title.trim(),
        category: values.category,
        projectId: project.id,
        confidentiality: values.confidentiality as MaterialConfidentiality,
        retentionUntil: values.retentionUntil,
        status: 'pending',
        createdBy: userId,
      })
      .returning();
    await fileDocuments(tx, row!.id, userId, values.fileIds);
    await withAudit(
      tx,
      { id: userId },
      'create',
      'material',
      row!.id,
      null,
      { ...row, fileIds: values.fileIds },
      { projectId: project.id },
    );
    return row!.id;
  });
  return materialDetail(db, request, id);
}

/** Bumps the entry's version (every change to it or its documents does) and logs the change. */
async function touch(
  tx: Transaction,
  userId: number,
  before: MaterialRow,
  change: { action: string; after: Record<string, unknown> },
) {
  await tx
    .update(materials)
    .set({ version: before.version + 1 })
    .where(eq(materials.id, before.id));
  await withAudit(
    tx,
    { id: userId },
    change.action,
    'material',
    before.id,
    { code: before.code, version: before.version },
    { code: before.code, version: before.version + 1, ...change.after },
    { projectId: before.projectId },
  );
}

/** Adds uploads to an entry, each a new document at version 1. */
export async function addDocuments(
  db: Database,
  request: FastifyRequest,
  id: number,
  body: { version: number; fileIds: number[] },
): Promise<MaterialDetail> {
  const userId = staffOf(request).userId;
  const fileIds = [...new Set(body.fileIds)];
  await db.transaction(async (tx) => {
    const row = await lockMaterial(tx, request, id);
    assertVersion(request, row.version, body.version);
    assertTakesFiles(request, row);
    await assertMayAttach(tx, request, { kind: 'material', id, field: 'fileIds' }, fileIds);
    await assertNotFiled(tx, request, id, fileIds);
    await fileDocuments(tx, id, userId, fileIds);
    await touch(tx, userId, row, { action: 'addFile', after: { fileIds } });
  });
  return materialDetail(db, request, id);
}

/** Adds an upload as the next version of one document of the entry. */
export async function addVersion(
  db: Database,
  request: FastifyRequest,
  id: number,
  documentId: number,
  body: { version: number; fileId: number },
): Promise<MaterialDetail> {
  const userId = staffOf(request).userId;
  await db.transaction(async (tx) => {
    const row = await lockMaterial(tx, request, id);
    assertVersion(request, row.version, body.version);
    assertTakesFiles(request, row);
    const [document] = await tx
      .select({ id: materialDocuments.id, currentVersion: materialDocuments.currentVersion })
      .from(materialDocuments)
      .where(and(eq(materialDocuments.id, documentId), eq(materialDocuments.materialId, id)));
    if (!document) throw notFound(request.t('material.documentNotFound'));
    await assertMayAttach(tx, request, { kind: 'material', id, field: 'fileId' }, [body.fileId]);
    await assertNotFiled(tx, request, id, [body.fileId]);
    const [file] = await tx
      .select({ id: files.id, name: files.name })
      .from(files)
      .where(eq(files.id, body.fileId));
    const version = await fileVersion(tx, document, userId, file!);
    await touch(tx, userId, row, {
      action: 'addFile',
      after: { documentId, fileId: file!.id, name: file!.name, documentVersion: version },
    });
  });
  return materialDetail(db, request, id);
}
