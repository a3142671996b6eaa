import type { Transaction } from '../db/client';
import { withAudit } from '../db/audit';
import { approvalHistory } from '../db/schema';
import type { InstanceRow } from './nodes';

export type HistoryAction =
  'start' | 'approve' | 'reject' | 'return' | 'reassign' | 'addApprover' | 'withdraw' | 'cancel';

export interface HistoryEntry {
  actorId: number | null;
  /** A beneficiary who started it in the portal (no staff actor): the operation log names them. */
  beneficiaryName?: string;
  nodeIndex: number;
  comment?: string | null;
  targetUserId?: number | null;
}

/** What the operation log keeps of an instance: where it stands, not the snapshot it carries. */
const logged = (instance: InstanceRow) => ({
  businessType: instance.businessType,
  entity: instance.entity,
  entityId: instance.entityId,
  title: instance.title,
  status: instance.status,
  currentNode: instance.currentNode,
  node: instance.nodes[instance.currentNode]?.name ?? null,
});

/**
 * One action on an instance: its history entry (who, when, at which node, the comment, the user it named) and its
 * operation-log row, in the action's transaction.
 */
export async function recordAction(
  tx: Transaction,
  action: HistoryAction,
  before: InstanceRow | null,
  after: InstanceRow,
  entry: HistoryEntry,
): Promise<void> {
  await tx.insert(approvalHistory).values({
    instanceId: after.id,
    action,
    actorId: entry.actorId,
    nodeIndex: entry.nodeIndex,
    comment: entry.comment || null,
    targetUserId: entry.targetUserId ?? null,
  });
  await withAudit(
    tx,
    entry.actorId !== null
      ? { id: entry.actorId }
      : entry.beneficiaryName === undefined
        ? null
        : { beneficiaryName: entry.beneficiaryName },
    // The log's activity reads `action.<verb>`: an instance starts when its record is submitted.
    action === 'start' ? 'submit' : action,
    'approval',
    after.id,
    before === null ? null : logged(before),
    logged(after),
    { projectId: after.projectId, comment: entry.comment || null },
  );
}
