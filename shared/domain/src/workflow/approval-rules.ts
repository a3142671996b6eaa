import { compareMoney } from '../money/money';
import type {
  ApprovalBusinessType,
  ApprovalMode,
  ApprovalNode,
  ApprovalTaskStatus,
} from '../shapes/approval';

/**
 * The rules of the approval engine that do not need a database: which nodes of a definition apply to a record,
 * when a node is decided, and when the initiator may still withdraw. The server runs them on every action; the
 * inbox reads the same ones to describe a node.
 */

/** The record each business type decides on: the operation log's entity and the statuses it waits in. */
export const APPROVAL_SUBJECTS = {
  application: { entity: 'application', awaiting: ['submitted', 'resubmitted', 'in_review'] },
  agreement: { entity: 'agreement', awaiting: ['pending_approval'] },
  fund_payment: { entity: 'appropriation', awaiting: ['submitted'] },
  stage_report: { entity: 'report', awaiting: ['submitted'] },
  // A budget stays draft or revising while its plan is decided: the running approval keeps its lines read-only.
  budget_revision: { entity: 'budget', awaiting: ['draft', 'revising'] },
  project_closing: { entity: 'project', awaiting: ['closing'] },
} as const satisfies Record<ApprovalBusinessType, { entity: string; awaiting: readonly string[] }>;

/** The business type whose records are of this operation-log entity, if any. */
export function businessTypeOfEntity(entity: string): ApprovalBusinessType | undefined {
  return (Object.keys(APPROVAL_SUBJECTS) as ApprovalBusinessType[]).find(
    (type) => APPROVAL_SUBJECTS[type].entity === entity,
  );
}

/**
 * The nodes that apply to a record of this amount, in order: a node with a minimum amount applies only when the
 * record's amount is known and at least that much.
 */
export function applicableNodes(nodes: readonly ApprovalNode[], amount: string | null): ApprovalNode[] {
  return nodes.filter(
    (node) => node.minAmount === null || (amount !== null && compareMoney(amount, node.minAmount) >= 0),
  );
}

/**
 * How many approvals pass a node that has `approvers` approvers: one for `or`, all for `and`, the threshold for
 * `vote` (never more than there are approvers, so a node never waits for people it does not have).
 */
export function approvalsNeeded(node: Pick<ApprovalNode, 'mode' | 'threshold'>, approvers: number): number {
  if (node.mode === 'or') return Math.min(1, approvers);
  if (node.mode === 'and') return approvers;
  return Math.max(1, Math.min(node.threshold ?? 1, approvers));
}

export type NodeOutcome = 'pending' | 'approved' | 'rejected';

/** The task statuses that still count at a node: a reassigned or cancelled task has given its place away. */
const COUNTED: readonly ApprovalTaskStatus[] = ['pending', 'approved', 'rejected'];

/**
 * Whether a node is decided, from its tasks: `or` — the first approval or rejection decides; `and` — one rejection
 * rejects, every approval passes; `vote` — `needed` approvals pass, and it fails once the approvals still possible
 * cannot reach them. `needed` is what the node was given when it started (`approvalsNeeded`); approvers added since
 * can help reach it.
 */
export function nodeOutcome(
  mode: ApprovalMode,
  needed: number,
  tasks: readonly { status: ApprovalTaskStatus }[],
): NodeOutcome {
  const counted = tasks.filter((task) => COUNTED.includes(task.status));
  const approved = counted.filter((task) => task.status === 'approved').length;
  const rejected = counted.filter((task) => task.status === 'rejected').length;
  const pending = counted.length - approved - rejected;
  if (mode === 'or') {
    if (approved > 0) return 'approved';
    return rejected > 0 ? 'rejected' : 'pending';
  }
  if (mode === 'and') {
    if (rejected > 0) return 'rejected';
    return pending === 0 && approved > 0 ? 'approved' : 'pending';
  }
  if (approved >= needed) return 'approved';
  return approved + pending < needed ? 'rejected' : 'pending';
}

/**
 * The initiator may withdraw while nobody has acted: the instance's history holds nothing but its start (an
 * approval, a rejection, a return, a reassignment or an added approver each count as acting).
 */
export function canWithdraw(history: readonly { action: string }[]): boolean {
  return history.every((entry) => entry.action === 'start');
}
