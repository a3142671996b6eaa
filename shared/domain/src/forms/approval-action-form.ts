import { defineForm } from './form-schema';
import { CHOSEN, type FieldRule, type Labels } from './rules';

/**
 * The forms of the actions on an approval instance (`POST /pm/approvals/instances/:id/<action>`). The page shows
 * them in the action's dialog; the server runs the same one on the body (`assertForm` → 422 under the field):
 *
 * - approve, withdraw: `approvalNoteForm`; an application's last approval with its amount: `applicationApproveForm`
 *   (context `amountRequested`);
 * - reject: `approvalReasonForm`;
 * - return: `approvalReturnForm` (context `currentNode`);
 * - reassign: `approvalReassignForm`; addApprover: `approvalAddApproverForm`.
 */

export const APPROVAL_COMMENT_MAX = 500;

const comment: readonly FieldRule[] = [{ kind: 'maxLength', max: APPROVAL_COMMENT_MAX }];
const reason: readonly FieldRule[] = [{ kind: 'required' }, ...comment];

const commentLabels: Labels = { comment: ['审批意见', 'Comment'] };

export interface ApprovalNoteValues {
  comment: string;
}

/** Approving (and withdrawing) takes an optional note. */
export const approvalNoteForm = defineForm<ApprovalNoteValues>({
  name: 'approvalNote',
  labels: commentLabels,
  fields: { comment },
});

/** A rejection goes back to the initiator: it says why, for them to act on. */
export const approvalReasonForm = defineForm<ApprovalNoteValues>({
  name: 'approvalReason',
  labels: commentLabels,
  fields: { comment: reason },
});

export interface ApprovalReturnValues {
  toNode: number | null;
  comment: string;
}

/** Where the instance stands: a return goes back to a node before it. */
export interface ApprovalReturnContext {
  currentNode: number | null;
}

/** A return names an earlier node and says why. */
export const approvalReturnForm = defineForm<ApprovalReturnValues, ApprovalReturnContext>({
  name: 'approvalReturn',
  labels: { ...commentLabels, toNode: ['退回到节点', 'Return to node'] },
  fields: { toNode: [CHOSEN], comment: reason },
  checks: [
    {
      uses: ['toNode'],
      run: ({ toNode }, { currentNode }) =>
        toNode !== null && currentNode !== null && toNode >= 0 && toNode < currentNode
          ? []
          : [{ field: 'toNode', message: 'earlierNode' }],
    },
  ],
});

export interface ApprovalUserValues {
  userId: number | null;
  comment: string;
}

const userForm = (name: string, user: readonly [string, string]) =>
  defineForm<ApprovalUserValues>({
    name,
    labels: { ...commentLabels, userId: user },
    fields: { userId: [CHOSEN], comment },
  });

/** Hands the caller's task to someone else. */
export const approvalReassignForm = userForm('approvalReassign', ['转交对象', 'New approver']);

/** Adds an approver to the current node beside the caller. */
export const approvalAddApproverForm = userForm('approvalAddApprover', ['加签人', 'Added approver']);
