import type { Bilingual } from './bilingual';

/**
 * Where a record's approval stands, as its own page shows it (`ApprovalStatus` in `@pm/web/ui`): the words the
 * inbox does not need. The states and actions themselves are in `approval-texts.ts`.
 */
export const recordApprovalTexts: Bilingual = {
  'approval.record.label': ['审批', 'Approval'],
  'approval.record.waitingFor': ['等待 {{names}}', 'waiting for {{names}}'],
  'approval.record.nameSeparator': ['、', ', '],
  'approval.record.open': ['在审批中查看', 'Open in approvals'],
  'approval.record.rejectedBecause': ['驳回意见：{{comment}}', 'Reason for rejection: {{comment}}'],
  'approval.record.withdrawConfirm': [
    '撤回这次审批？审批将终止，记录退回给您。',
    'Withdraw it from approval? The approval ends and the record comes back to you.',
  ],
  'approval.record.withdrawn': ['已撤回审批', 'Withdrawn from approval'],
};
