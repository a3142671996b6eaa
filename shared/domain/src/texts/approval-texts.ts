import type { Bilingual } from './bilingual';

/**
 * The approval engine's words, shared by the inbox and the server's messages: business types, the states of an
 * instance and of a task, what can be done, how a node decides and where its approvers come from.
 */
export const approvalTexts: Bilingual = {
  'approval.type.application': ['项目申请', 'Project application'],
  'approval.type.agreement': ['协议审批', 'Agreement'],
  'approval.type.fund_payment': ['拨款核验', 'Fund payment verification'],
  'approval.type.stage_report': ['阶段报告验收', 'Stage report'],
  'approval.type.budget_revision': ['预算审批', 'Budget revision'],
  'approval.type.project_closing': ['项目结项', 'Project closing'],
  'approval.instance.running': ['审批中', 'In approval'],
  'approval.instance.approved': ['已通过', 'Approved'],
  'approval.instance.rejected': ['已驳回', 'Rejected'],
  'approval.instance.withdrawn': ['已撤回', 'Withdrawn'],
  'approval.instance.cancelled': ['已取消', 'Cancelled'],
  'approval.task.pending': ['待处理', 'Pending'],
  'approval.task.approved': ['已同意', 'Approved'],
  'approval.task.rejected': ['已驳回', 'Rejected'],
  'approval.task.returned': ['已退回', 'Returned'],
  'approval.task.reassigned': ['已转交', 'Reassigned'],
  'approval.task.cancelled': ['无需处理', 'No longer needed'],
  'approval.action.start': ['发起审批', 'Submitted'],
  'approval.action.approve': ['同意', 'Approve'],
  'approval.action.reject': ['驳回', 'Reject'],
  'approval.action.return': ['退回', 'Return'],
  'approval.action.reassign': ['转交', 'Reassign'],
  'approval.action.addApprover': ['加签', 'Add approver'],
  'approval.action.withdraw': ['撤回', 'Withdraw'],
  'approval.action.cancel': ['取消', 'Cancelled'],
  'approval.mode.or': ['或签（一人同意即可）', 'Any one approves'],
  'approval.mode.and': ['会签（全部同意）', 'All approve'],
  'approval.mode.vote': ['票签（达到票数）', 'Vote (threshold)'],
  'approval.source.users': ['指定人员', 'Named users'],
  'approval.source.role': ['角色', 'Role'],
  'approval.source.department_head': ['发起人部门负责人', "Initiator's department head"],
};
