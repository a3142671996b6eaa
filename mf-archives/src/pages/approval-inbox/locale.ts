import type { Bilingual } from '@pm/domain/texts';

/** The inbox page's texts (keys `approvalInbox.*`), as [zh-CN, en-US] pairs. */
export const approvalInboxTexts: Bilingual = {
  'approvalInbox.title': ['审批', 'Approvals'],
  'approvalInbox.tab.todo': ['待我审批', 'To do'],
  'approvalInbox.tab.done': ['我已审批', 'Done'],
  'approvalInbox.tab.initiated': ['我发起的', 'Initiated by me'],
  'approvalInbox.tab.copied': ['抄送我的', 'Copied to me'],
  'approvalInbox.tab.definitions': ['审批流程设置', 'Approval steps'],

  'approvalInbox.search.title': ['查找审批', 'Find approvals'],
  'approvalInbox.search.keyword': ['关键字', 'Keyword'],
  'approvalInbox.search.placeholder': ['记录标题、编号或项目', 'Record title, number or project'],
  'approvalInbox.search.all': ['全部', 'All'],

  'approvalInbox.column.title': ['审批对象', 'Record'],
  'approvalInbox.column.businessType': ['业务类型', 'Business type'],
  'approvalInbox.column.project': ['所属项目', 'Project'],
  'approvalInbox.column.amount': ['金额（元）', 'Amount (CNY)'],
  'approvalInbox.column.node': ['当前节点', 'Step'],
  'approvalInbox.column.initiator': ['发起人', 'Initiator'],
  'approvalInbox.column.status': ['审批状态', 'State'],
  'approvalInbox.column.at.todo': ['收到时间', 'Received'],
  'approvalInbox.column.at.done': ['处理时间', 'Handled'],
  'approvalInbox.column.at.initiated': ['更新时间', 'Last change'],
  'approvalInbox.column.at.copied': ['更新时间', 'Last change'],
  'approvalInbox.column.startedAt': ['提交时间', 'Submitted'],

  'approvalInbox.empty.todo': ['没有待您审批的事项', 'Nothing is waiting for you'],
  'approvalInbox.empty.done': ['您还没有审批过', 'You have not decided anything yet'],
  'approvalInbox.empty.initiated': ['您还没有发起审批', 'You have not submitted anything for approval'],
  'approvalInbox.empty.copied': ['没有抄送给您的审批', 'No approval is copied to you'],

  'approvalInbox.batch.approve': ['批量同意', 'Approve selected'],
  'approvalInbox.batch.reject': ['批量驳回', 'Reject selected'],
  'approvalInbox.batch.selected': ['已选 {{count}} 项', '{{count}} selected'],
  'approvalInbox.batch.approveConfirm': ['同意选中的 {{count}} 项审批？', 'Approve the {{count}} selected?'],
  'approvalInbox.batch.rejectTitle': ['驳回选中的 {{count}} 项审批', 'Reject the {{count}} selected'],
  'approvalInbox.batch.rejectSummary': [
    '驳回后这些审批结束，记录退回各自的发起人并恢复为可编辑状态。',
    'Rejecting ends these approvals: each record goes back to its initiator and can be edited again.',
  ],
  'approvalInbox.batch.rejectHint': [
    '请说明驳回原因，发起人将据此修改',
    'Say why, so the initiators can put it right',
  ],
  'approvalInbox.batch.resultTitle': ['批量{{action}}结果', 'Batch result: {{action}}'],
  'approvalInbox.batch.succeeded': ['{{count}} 项已完成', '{{count}} done'],
  'approvalInbox.batch.failed': ['{{count}} 项未完成：', '{{count}} not done:'],
  'approvalInbox.batch.failures': ['未完成的审批', 'Approvals not done'],

  'approvalInbox.definitions.businessType': ['业务类型', 'Business type'],
  'approvalInbox.definitions.current': ['生效版本', 'Version in force'],
  'approvalInbox.definitions.unpublished': ['未发布', 'Not published'],
  'approvalInbox.definitions.nodes': ['审批节点', 'Steps'],
  'approvalInbox.definitions.published': ['发布', 'Published'],
  'approvalInbox.definitions.instances': ['审批数', 'Approvals'],
  'approvalInbox.definitions.edit': ['编辑并发布', 'Edit and publish'],
  'approvalInbox.definitions.editOf': ['编辑并发布{{type}}审批流程', 'Edit and publish the {{type}} steps'],
  'approvalInbox.definitions.versions': ['版本记录（{{count}}）', 'Versions ({{count}})'],
  'approvalInbox.definitions.versionsOf': ['{{type}}审批流程的版本记录', 'Versions of the {{type}} steps'],
};
