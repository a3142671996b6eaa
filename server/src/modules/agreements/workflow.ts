import type { AgreementDetail } from '@pm/domain/shapes';
import { agreementMachine, type AgreementAction } from '@pm/domain/workflow/agreement-machine';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { agreements } from '../../db/schema';
import { lockProject, moveProject } from '../../records/project-lock';
import { assertPayable } from '../partners/blacklist-guards';
import { archiveRecord } from '../materials/archive-record';
import { staffOf } from '../../plugins/auth';
import { takeStepIn, type RecordWorkflow } from '../records/workflow-step';
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

export const agreementWorkflow: RecordWorkflow<AgreementRow, AgreementAction, AgreementDetail> = {
  entity: 'agreement',
  machine: agreementMachine,
  // Returning and terminating need a reason the author (and the project's timeline) can read.
  needsReason: ['return', 'terminate'],
  lock: lockAgreement,
  save: async (tx, id, columns) =>
    (await tx.update(agreements).set(columns).where(eq(agreements.id, id)).returning())[0]!,
  detail: agreementDetail,
};

export function agreementEffect(request: FastifyRequest, action: AgreementAction) {
  return async (tx: Transaction, row: AgreementRow) => {
    if (action === 'approve') await approve(tx, request, row);
    return {};
  };
}

/** A step inside the caller's transaction: the approval engine drives approval, return and withdrawal so. */
export function stepAgreement(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  action: AgreementAction,
  comment = '',
): Promise<AgreementRow> {
  return takeStepIn(
    tx,
    request,
    agreementWorkflow,
    id,
    action,
    { comment },
    agreementEffect(request, action),
  );
}
