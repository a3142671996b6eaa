import type { ApprovalAction, ApprovalBusinessType } from '../shapes/approval';
import type { Bilingual } from './bilingual';

type Keyed<Prefix extends string, Key extends string> = Record<`${Prefix}.${Key}`, readonly [string, string]>;

const businessTypes: Keyed<'approval.businessType', ApprovalBusinessType> = {
  'approval.businessType.application': ['项目申请', 'Application'],
  'approval.businessType.agreement': ['协议', 'Agreement'],
  'approval.businessType.fund_payment': ['拨款支付', 'Fund payment'],
  'approval.businessType.stage_report': ['阶段报告', 'Stage report'],
  'approval.businessType.budget_revision': ['预算调整', 'Budget revision'],
  'approval.businessType.project_closing': ['项目结项', 'Project closing'],
};

const actions: Keyed<'approval.action', ApprovalAction> = {
  'approval.action.approve': ['同意', 'Approve'],
  'approval.action.reject': ['驳回', 'Reject'],
  'approval.action.return': ['退回', 'Return'],
  'approval.action.reassign': ['转交', 'Reassign'],
  'approval.action.addApprover': ['加签', 'Add approver'],
  'approval.action.withdraw': ['撤回', 'Withdraw'],
};

/**
 * The approval engine's words (issue 15): business types, the states of an instance (`StatusTag` entity
 * `approval`) and of a task (entity `approvalTask`), and the actions. In the common namespace: the inbox shows
 * them, and the server names a business type and an action in its todo messages.
 */
export const approvalTexts: Bilingual = {
  ...businessTypes,
  ...actions,
  'status.approval.running': ['审批中', 'In approval'],
  'status.approval.approved': ['已通过', 'Approved'],
  'status.approval.rejected': ['已驳回', 'Rejected'],
  'status.approval.withdrawn': ['已撤回', 'Withdrawn'],
  'status.approval.cancelled': ['已取消', 'Cancelled'],
  'status.approvalTask.pending': ['待处理', 'Pending'],
  'status.approvalTask.approved': ['已同意', 'Approved'],
  'status.approvalTask.rejected': ['已驳回', 'Rejected'],
  'status.approvalTask.returned': ['已退回', 'Returned'],
  'status.approvalTask.reassigned': ['已转交', 'Reassigned'],
  'status.approvalTask.cancelled': ['无需处理', 'Not needed'],
};
