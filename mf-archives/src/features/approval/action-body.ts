import type { ApprovalAction, ApprovalActionBody, ApprovalInstanceDetail } from '@pm/domain/shapes';

/** What the action dialogs hold. */
export interface ActionValues {
  comment?: string;
  toNode?: number | null;
  userId?: number | null;
  approvedAmount?: string;
}

/**
 * The body of an action on the instance as the caller read it: its version (a stale one is a 409), the caller's task
 * (every action but withdraw), and what the action names — the comment when written, the node of a return, the user
 * of a reassign or an added approver, the amount an application's deciding approval grants (`withAmount`).
 */
export function actionBody(
  detail: Pick<ApprovalInstanceDetail, 'version' | 'myTaskId'>,
  action: ApprovalAction,
  values: ActionValues,
  withAmount = false,
): ApprovalActionBody {
  const body: ApprovalActionBody = { version: detail.version };
  if (action !== 'withdraw' && detail.myTaskId !== null) body.taskId = detail.myTaskId;
  const comment = values.comment?.trim();
  if (comment) body.comment = comment;
  if (action === 'return' && values.toNode != null) body.toNode = values.toNode;
  if ((action === 'reassign' || action === 'addApprover') && values.userId != null)
    body.userId = values.userId;
  if (action === 'approve' && withAmount && values.approvedAmount)
    body.approvedAmount = values.approvedAmount;
  return body;
}
