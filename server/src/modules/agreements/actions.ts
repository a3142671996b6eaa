import type { AgreementDetail } from '@pm/domain/shapes';
import { agreementMachine, type AgreementAction } from '@pm/domain/workflow/agreement-machine';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { agreements, entityFiles, files } from '../../db/schema';
import { conflict } from '../../http/errors';
import { staffOf } from '../../plugins/auth';
import { lockProject, moveProject } from '../../records/project-lock';
import { assertPayable } from '../partners/blacklist-guards';
import { archiveRecord } from '../materials/archive-record';
import { linkFiles } from '../records/files';
import { statusConflict } from '../records/refusals';
import { takeStep, type RecordWorkflow, type StepInput } from '../records/workflow-step';
import { agreementDetail } from './list';
import { assertProjectSigns, lockAgreement, type AgreementRow } from './write';

/**
 * Approving puts the agreement in force: the project must still be able to sign, and a project that was only
 * approved is now signed (locked after the agreement, the order every write here follows). A blacklisted partner
 * (party B or applicant) stops it. The signed agreement and its files are archived.
 */
async function approve(tx: Transaction, request: FastifyRequest, row: AgreementRow): Promise<void> {
  const project = await lockProject(tx, request, row.projectId);
  assertProjectSigns(request, project);
  // An agreement in force is what payments are made under: none with a blacklisted partner.
  await assertPayable(tx, request, row.id);
  if (project.status === 'approved') await moveProject(tx, request, project, 'sign');
  await archiveRecord(tx, { id: staffOf(request).userId }, { entity: 'agreement', id: row.id });
}

const workflow: RecordWorkflow<AgreementRow, AgreementAction, AgreementDetail> = {
  entity: 'agreement',
  machine: agreementMachine,
  // Returning and terminating need a reason the author (and the project's timeline) can read.
  needsReason: ['return', 'terminate'],
  lock: lockAgreement,
  save: async (tx, id, columns) =>
    (await tx.update(agreements).set(columns).where(eq(agreements.id, id)).returning())[0]!,
  detail: agreementDetail,
};

/** One step of an agreement's workflow; approving may sign its project. */
export function actOnAgreement(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: AgreementAction,
  input: StepInput,
): Promise<AgreementDetail> {
  return takeStep(db, request, workflow, id, action, input, async (tx, row) => {
    if (action === 'approve') await approve(tx, request, row);
    return {};
  });
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
