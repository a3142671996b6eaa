import type { Bilingual } from './bilingual';

/** Status values of the business entities, as the server sends them, for `StatusTag`. */
export const statusTexts: Bilingual = {
  'status.draft': ['草稿', 'Draft'],
  'status.applying': ['申请中', 'Applying'],
  'status.submitted': ['已提交', 'Submitted'],
  'status.under_review': ['审核中', 'Under review'],
  'status.approved': ['已批准', 'Approved'],
  'status.agreement_signed': ['已签协议', 'Agreement signed'],
  'status.in_progress': ['执行中', 'In progress'],
  'status.executing': ['执行中', 'Executing'],
  'status.completed': ['已完成', 'Completed'],
  'status.closing': ['结项中', 'Closing'],
  'status.closed': ['已结项', 'Closed'],
  'status.rejected': ['已驳回', 'Rejected'],
  'status.withdrawn': ['已撤回', 'Withdrawn'],
  'status.suspended': ['已暂停', 'Suspended'],
  'status.terminated': ['已终止', 'Terminated'],
  'status.verified': ['已审核', 'Verified'],
  'status.paid': ['已拨付', 'Paid'],
  'status.cancelled': ['已取消', 'Cancelled'],
  'status.returned': ['已退回', 'Returned'],
  'status.active': ['正常', 'Active'],
  'status.disabled': ['已停用', 'Disabled'],
  'status.archived': ['已归档', 'Archived'],
  'status.pending': ['待处理', 'Pending'],
};
