import type { AgreementDetail } from '@pm/shared/contracts/projects';
import { reviewCommentForm } from '@pm/shared/forms/application-form';
import { agreementMachine, type AgreementAction } from '@pm/shared/workflow/agreement-machine';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { agreements, entityFiles, files } from '../../db/schema';
import { conflict } from '../../http/errors';
import { assertForm } from '../../http/form';
import { localized } from '../../http/locale';
import { assertVersion, nextStatus } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { lockProject, moveProject } from '../projects/move-project';
import { linkFiles } from '../records/files';
import { statusConflict } from '../records/refusals';
import { agreementDetail } from './queries';
import { assertProjectSigns, lockAgreement, type AgreementRow } from './service';

export interface AgreementActionInput {
  version: number;
  comment?: string;
}

/** Returning and terminating need a reason the author (and the project's timeline) can read. */
const NEEDS_REASON: AgreementAction[] = ['return', 'terminate'];

/**
 * Approving puts the agreement in force: the project must still be able to sign, and a project that was only
 * approved is now signed (moveProject locks it after the agreement, the order every write here follows).
 */
async function approve(tx: Transaction, request: FastifyRequest, row: AgreementRow): Promise<void> {
  const project = await lockProject(tx, request, row.projectId);
  assertProjectSigns(request, project);
  if (project.status === 'approved') await moveProject(tx, request, row.projectId, 'sign');
}

/** One step of an agreement's workflow in one transaction, versioned and logged. */
export async function actOnAgreement(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: AgreementAction,
  input: AgreementActionInput,
): Promise<AgreementDetail> {
  const comment = (input.comment ?? '').trim();
  if (NEEDS_REASON.includes(action)) assertForm(request, reviewCommentForm, { comment });
  await db.transaction(async (tx) => {
    const before = await lockAgreement(tx, request, id);
    assertVersion(request, before.version, input.version);
    const status = nextStatus(request, agreementMachine, before.status, action);
    if (action === 'approve') await approve(tx, request, before);
    const [after] = await tx
      .update(agreements)
      .set({ status, version: before.version + 1 })
      .where(eq(agreements.id, id))
      .returning();
    await withAudit(tx, { id: staffOf(request).userId }, action, 'agreement', id, before, after, {
      projectId: before.projectId,
      comment: comment || null,
    });
  });
  return agreementDetail(db, request, id);
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
      throw statusConflict(
        request,
        [
          '协议当前状态为“{{status}}”，不能再添加文件',
          'An agreement that is "{{status}}" takes no more files',
        ],
        row.status,
      );
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
      throw conflict(
        localized(request, [
          `该文件已是协议的第 ${linked.version} 版`,
          `This file is already version ${linked.version} of the agreement`,
        ]),
      );
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
