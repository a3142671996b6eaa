import { APPROVAL_SUBJECTS, applicableNodes } from '@pm/domain/workflow/approval-rules';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { auditActorOf } from '../db/audit';
import type { Transaction } from '../db/client';
import { approvalDefinitions, approvalInstances, users } from '../db/schema';
import { conflict, isUniqueViolation } from '../http/errors';
import { actorOf, beneficiaryOf, staffUserOf } from '../plugins/auth';
import { recordAction } from './history';
import { openNode, type InstanceRow } from './nodes';
import type { ApprovalSubject } from './subject';

/**
 * Starts the approval of a record just put up for it, in the submission's transaction: the business type's
 * published definition (the instance keeps that version), the nodes its amount meets, a snapshot of the record, and
 * the first node's tasks. A record is decided by one approval at a time (a second start is a 409).
 */
export async function startApproval<Row extends { id: number; status: string }>(
  tx: Transaction,
  request: FastifyRequest,
  subject: ApprovalSubject<Row>,
  row: Row,
): Promise<InstanceRow> {
  // A beneficiary submitting in the portal starts it too (a stage report): the instance records them instead.
  const actor = actorOf(request);
  const initiatorId = staffUserOf(actor);
  const [definition] = await tx
    .select()
    .from(approvalDefinitions)
    .where(
      and(
        eq(approvalDefinitions.businessType, subject.businessType),
        eq(approvalDefinitions.status, 'published'),
      ),
    );
  if (!definition) {
    throw conflict(
      request.t('approval.noDefinition', {
        type: request.t(`approval.businessType.${subject.businessType}`),
      }),
    );
  }
  const facts = await subject.facts(tx, row);
  const nodes = applicableNodes(definition.nodes, facts.amount).map((node) => ({ ...node, needed: null }));
  const [initiator] =
    initiatorId === null
      ? []
      : await tx.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, initiatorId));
  const makerIds = [...new Set([...(initiatorId === null ? [] : [initiatorId]), ...subject.makers(row)])];
  const inserted = await tx
    .insert(approvalInstances)
    .values({
      businessType: subject.businessType,
      definitionId: definition.id,
      entity: APPROVAL_SUBJECTS[subject.businessType].entity,
      entityId: row.id,
      projectId: facts.projectId,
      title: facts.title,
      amount: facts.amount,
      path: facts.path,
      initiatorId,
      initiatorBeneficiaryId: beneficiaryOf(actor),
      departmentId: initiator?.departmentId ?? null,
      makerIds,
      nodes,
      snapshot: await subject.snapshot(tx, row),
    })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(request.t('approval.alreadyRunning'));
      throw error;
    });
  const created = inserted[0]!;
  const opened = await openNode(tx, request, created, 0);
  const [instance] = await tx
    .update(approvalInstances)
    .set({ nodes: opened })
    .where(eq(approvalInstances.id, created.id))
    .returning();
  const logActor = await auditActorOf(tx, actor);
  await recordAction(tx, 'start', null, instance!, {
    actorId: initiatorId,
    ...('beneficiaryName' in logActor ? { beneficiaryName: logActor.beneficiaryName } : {}),
    nodeIndex: 0,
  });
  return instance!;
}

/** The step hook of a submission (`takeStep`'s `afterStep`): the record just put up for approval starts one. */
export const startsApproval =
  <Row extends { id: number; status: string }>(request: FastifyRequest, subject: ApprovalSubject<Row>) =>
  async (tx: Transaction, after: Row): Promise<void> => {
    await startApproval(tx, request, subject, after);
  };
