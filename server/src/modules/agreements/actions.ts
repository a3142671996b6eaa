import type { AgreementDetail } from '@pm/domain/shapes';
import type { AgreementAction } from '@pm/domain/workflow/agreement-machine';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { startsApproval } from '../../approvals/start';
import { withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { entityFiles, files } from '../../db/schema';
import { conflict } from '../../http/errors';
import { staffOf } from '../../plugins/auth';
import { linkFiles } from '../records/files';
import { statusConflict } from '../records/refusals';
import { takeStep, type StepInput } from '../records/workflow-step';
import { agreementApproval } from './approval';
import { agreementDetail } from './list';
import { agreementEffect, agreementWorkflow } from './workflow';
import { lockAgreement } from './write';

/** One step of an agreement's workflow; a submission starts its approval. */
export function actOnAgreement(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: AgreementAction,
  input: StepInput,
): Promise<AgreementDetail> {
  return takeStep(
    db,
    request,
    agreementWorkflow,
    id,
    action,
    input,
    agreementEffect(request, action),
    action === 'submit' ? startsApproval(request, agreementApproval) : undefined,
  );
}

/** Adds an uploaded file as the agreement's next file version, while the agreement is not terminated. */
export async function addAgreementFile(
  db: Database,
  request: FastifyRequest,
  id: number,
  fileId: number,
): Promise<AgreementDetail> {
  await db.transaction(async (tx) => {
    const row = await lockAgreement(tx, request, id);
    if (row.status === 'terminated') {
      throw statusConflict(request, 'agreement.noFilesIn', row.status);
    }
    const [linked] = await tx
      .select({ version: entityFiles.version })
      .from(entityFiles)
      .where(
        and(
          eq(entityFiles.entity, 'agreement'),
          eq(entityFiles.entityId, id),
          eq(entityFiles.fileId, fileId),
        ),
      );
    if (linked) {
      throw conflict(request.t('agreement.fileAlreadyVersion', { version: linked.version }));
    }
    const version = await linkFiles(tx, request, { entity: 'agreement', id, field: 'fileId' }, [fileId]);
    const [file] = await tx.select({ name: files.name }).from(files).where(eq(files.id, fileId));
    await withAudit(
      tx,
      { id: staffOf(request).userId },
      'addFile',
      'agreement',
      id,
      null,
      { number: row.number, fileId, name: file?.name ?? null, version },
      { projectId: row.projectId },
    );
  });
  return agreementDetail(db, request, id);
}
