import { layoutProblems } from '@pm/domain/certificates/layout';
import type { CertTemplate, CertTemplateBody } from '@pm/domain/certificates/shapes';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { certTemplates, entityFiles, files } from '../../db/schema';
import { AppError, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { assertMayAttach } from '../files/access';
import { fieldRefusal } from '../records/refusals';
import { templateDetail } from './list';

const IMAGE_FIELDS = ['backgroundFileId', 'sealFileId', 'signatureFileId'] as const;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** 422 listing every layout problem under its field (`layout.fields.<i>` or `layout`), in the caller's words. */
function assertLayout(request: FastifyRequest, body: CertTemplateBody) {
  const problems = layoutProblems(body.layout, body.recipientType);
  if (problems.length === 0) return;
  const errors = problems.map((problem) => ({
    field: problem.index === null ? 'layout' : `layout.fields.${problem.index}`,
    message: request.t(`cert.layout.${problem.code}`, {
      kind: problem.kind ? request.t(`cert.field.${problem.kind}`) : '',
    }),
  }));
  throw new AppError(422, errors[0]!.message, undefined, { errors });
}

/** Each image is a PNG or JPEG the caller uploaded (or already on this template); then attached to it. */
async function attachImages(
  tx: Transaction,
  request: FastifyRequest,
  templateId: number,
  body: CertTemplateBody,
) {
  const ids: number[] = [];
  for (const field of IMAGE_FIELDS) {
    const id = body[field];
    if (id === null) continue;
    await assertMayAttach(tx, request, { kind: 'certTemplate', id: templateId, field }, [id]);
    const [file] = await tx.select({ mime: files.mime }).from(files).where(eq(files.id, id));
    if (!IMAGE_TYPES.includes(file!.mime)) throw fieldRefusal(field, request.t('cert.imageType'));
    ids.push(id);
  }
  const onTemplate = and(eq(entityFiles.entity, 'certTemplate'), eq(entityFiles.entityId, templateId));
  await tx
    .delete(entityFiles)
    .where(ids.length === 0 ? onTemplate : and(onTemplate, notInArray(entityFiles.fileId, ids)));
  if (ids.length === 0) return;
  const present = await tx
    .select({ fileId: entityFiles.fileId })
    .from(entityFiles)
    .where(and(onTemplate, inArray(entityFiles.fileId, ids)));
  const fresh = ids.filter((id) => !present.some((row) => row.fileId === id));
  if (fresh.length > 0) {
    await tx
      .insert(entityFiles)
      .values(fresh.map((fileId) => ({ entity: 'certTemplate', entityId: templateId, fileId })));
  }
}

const valuesOf = (body: CertTemplateBody) => ({
  ...body,
  name: body.name.trim(),
  issuerName: body.issuerName.trim(),
});

async function saving<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefusal('name', request.t('cert.nameTaken'));
    throw error;
  }
}

export async function createTemplate(
  db: Database,
  request: FastifyRequest,
  body: CertTemplateBody,
): Promise<CertTemplate> {
  assertLayout(request, body);
  const userId = staffOf(request).userId;
  const id = await saving(request, () =>
    db.transaction(async (tx) => {
      // The images are checked once the template exists (a file may be attached to it only then): it is written
      // without them first, so an unknown file id is a refusal under its field, not a foreign-key failure.
      const noImages = { backgroundFileId: null, sealFileId: null, signatureFileId: null };
      const [inserted] = await tx
        .insert(certTemplates)
        .values({ ...valuesOf(body), ...noImages, createdBy: userId })
        .returning();
      await attachImages(tx, request, inserted!.id, body);
      const [row] = await tx
        .update(certTemplates)
        .set({
          backgroundFileId: body.backgroundFileId,
          sealFileId: body.sealFileId,
          signatureFileId: body.signatureFileId,
        })
        .where(eq(certTemplates.id, inserted!.id))
        .returning();
      await withAudit(tx, { id: userId }, 'create', 'certTemplate', row!.id, null, row);
      return row!.id;
    }),
  );
  return templateDetail(db, request, id);
}

export async function updateTemplate(
  db: Database,
  request: FastifyRequest,
  id: number,
  body: CertTemplateBody & { version: number },
): Promise<CertTemplate> {
  assertLayout(request, body);
  const userId = staffOf(request).userId;
  const { version, ...values } = body;
  await saving(request, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(certTemplates).where(eq(certTemplates.id, id)).for('update');
      if (!before) throw notFound(request.t('cert.templateNotFound'));
      assertVersion(request, before.version, version);
      await attachImages(tx, request, id, values);
      const [after] = await tx
        .update(certTemplates)
        .set({ ...valuesOf(values), version: before.version + 1 })
        .where(eq(certTemplates.id, id))
        .returning();
      if (!after) throw conflict(request.t('cert.templateNotFound'));
      await withAudit(tx, { id: userId }, 'update', 'certTemplate', id, before, after);
    }),
  );
  return templateDetail(db, request, id);
}
