import type { Bilingual } from '@pm/domain/texts';

/**
 * The texts of the approval feature's components (keys `approvalDetail.*`, `approvalNode.*`,
 * `approvalDefinition.*`), as [zh-CN, en-US] pairs. Business types, states and action names are common texts
 * (`@pm/domain/texts/approval`); field labels and rule messages come with the forms (`@pm/domain/forms`).
 */
export const approvalTexts: Bilingual = {
  'approvalDetail.loading': ['正在加载审批…', 'Loading the approval…'],
  'approvalDetail.notFound': [
    '找不到这项审批，或您未参与其中',
    'This approval does not exist, or you take no part in it',
  ],
  'approvalDetail.businessType': ['业务类型', 'Business type'],
  'approvalDetail.record': ['审批对象', 'Record'],
  'approvalDetail.project': ['所属项目', 'Project'],
  'approvalDetail.amount': ['金额（元）', 'Amount (CNY)'],
  'approvalDetail.initiator': ['发起人', 'Initiator'],
  'approvalDetail.startedAt': ['提交时间', 'Submitted'],
  'approvalDetail.finishedAt': ['结束时间', 'Finished'],
  'approvalDetail.definitionVersion': ['流程版本', 'Definition version'],
  'approvalDetail.versionNumber': ['第 {{version}} 版', 'Version {{version}}'],
  'approvalDetail.comparison': ['提交时与当前对照', 'As submitted and now'],
  'approvalDetail.field': ['字段', 'Field'],
  'approvalDetail.snapshot': ['提交时', 'As submitted'],
  'approvalDetail.live': ['当前', 'Now'],
  'approvalDetail.changed': ['已变更', 'Changed'],
  'approvalDetail.noFields': ['没有可对照的字段', 'No fields to compare'],
  'approvalDetail.nodes': ['审批流程', 'Approval steps'],
  'approvalDetail.tasksOf': ['{{node}}的审批任务', 'Tasks of {{node}}'],
  'approvalDetail.history': ['审批记录', 'History'],
  'approvalDetail.noHistory': ['暂无审批记录', 'Nothing has happened yet'],
  'approvalDetail.did.start': ['提交了审批', 'submitted it'],
  'approvalDetail.did.approve': ['同意', 'approved'],
  'approvalDetail.did.reject': ['驳回', 'rejected'],
  'approvalDetail.did.return': ['退回', 'returned'],
  'approvalDetail.did.reassign': ['转交', 'reassigned'],
  'approvalDetail.did.addApprover': ['加签', 'added an approver'],
  'approvalDetail.did.withdraw': ['撤回了审批', 'withdrew it'],
  'approvalDetail.target': ['给 {{user}}', 'to {{user}}'],
  'approvalDetail.comment': ['意见：{{comment}}', 'Comment: {{comment}}'],
  'approvalDetail.actionTitle': ['{{action}}：{{title}}', '{{action}}: {{title}}'],
  'approvalDetail.summary.approve': [
    '同意后流转到下一节点；最后一个节点同意后审批通过。',
    'Approving moves it on to the next step; the last step’s approval passes it.',
  ],
  'approvalDetail.summary.reject': [
    '驳回后审批结束，记录退回发起人（{{initiator}}）并恢复为可编辑状态。',
    'Rejecting ends the approval: the record goes back to its initiator ({{initiator}}) and can be edited again.',
  ],
  'approvalDetail.summary.return': [
    '退回到所选的前一节点，由该节点的审批人重新审批。',
    'The approval goes back to the earlier step chosen, whose approvers decide again.',
  ],
  'approvalDetail.summary.reassign': [
    '您的审批任务将转交给所选人员，由其代为审批。',
    'Your task goes to the person chosen, who decides in your place.',
  ],
  'approvalDetail.summary.addApprover': [
    '所选人员将加入当前节点，与您一同审批。',
    'The person chosen joins the current step and decides beside you.',
  ],
  'approvalDetail.hint.reject': [
    '请说明驳回原因，发起人将据此修改',
    'Say why, so the initiator can put it right',
  ],
  'approvalDetail.hint.return': ['请说明退回原因', 'Say why it goes back'],
  'approvalDetail.noEarlierNode': ['没有可退回的前序节点', 'There is no earlier step to return to'],
  'approvalDetail.confirmWithdraw': [
    '撤回这项审批？审批结束，记录恢复为可编辑状态。',
    'Withdraw this approval? It ends, and the record can be edited again.',
  ],
  'approvalDetail.done': ['已{{action}}：{{title}}', 'Done ({{action}}): {{title}}'],

  'approvalNode.mode.or': ['或签（任一人同意）', 'Any one approves'],
  'approvalNode.mode.and': ['会签（全部同意）', 'Everyone approves'],
  'approvalNode.mode.vote': ['票决', 'Vote'],
  'approvalNode.vote': ['{{threshold}} 票通过', '{{threshold}} votes pass'],
  'approvalNode.voteOf': ['{{voters}} 人中 {{threshold}} 票通过', '{{threshold}} of {{voters}} votes pass'],
  'approvalNode.condition': ['金额达 {{amount}} 元时经过', 'From {{amount}} CNY'],
  'approvalNode.separator': ['、', ', '],
  'approvalNode.source.users': ['指定人员', 'Named users'],
  'approvalNode.source.role': ['角色', 'A role'],
  'approvalNode.source.department_head': ['发起人部门负责人', "The initiator's department head"],
  'approvalNode.roleHolders': ['角色：{{role}}', 'Role: {{role}}'],
  'approvalNode.cc': ['抄送 {{users}}', 'copied to {{users}}'],

  'approvalDefinition.editTitle': ['{{type}}审批流程', '{{type}} approval steps'],
  'approvalDefinition.editFrom': [
    '在第 {{version}} 版的基础上修改，发布为第 {{next}} 版。',
    'Starting from version {{version}}; publishing makes version {{next}}.',
  ],
  'approvalDefinition.editNew': [
    '尚无已发布的版本，发布为第 {{next}} 版。',
    'No version is published yet; publishing makes version {{next}}.',
  ],
  'approvalDefinition.nodeTitle': ['节点 {{n}}', 'Step {{n}}'],
  'approvalDefinition.moveUp': ['上移节点 {{n}}', 'Move step {{n}} up'],
  'approvalDefinition.moveDown': ['下移节点 {{n}}', 'Move step {{n}} down'],
  'approvalDefinition.remove': ['删除节点 {{n}}', 'Remove step {{n}}'],
  'approvalDefinition.addNode': ['添加节点', 'Add a step'],
  'approvalDefinition.minAmountHint': [
    '留空则始终经过；填写后仅金额达到该值时经过',
    'Leave it blank to always apply; filled in, the step applies from this amount',
  ],
  'approvalDefinition.publish': ['发布', 'Publish'],
  'approvalDefinition.confirmTitle': [
    '发布{{type}}审批流程第 {{version}} 版？',
    'Publish version {{version}} of the {{type}} steps?',
  ],
  'approvalDefinition.confirmContent': [
    '发布后新提交的审批按第 {{version}} 版执行；进行中的审批仍按其开始时的版本。',
    'Approvals submitted from now on follow version {{version}}; running approvals keep their version.',
  ],
  'approvalDefinition.published': [
    '已发布{{type}}审批流程第 {{version}} 版',
    'Published version {{version}} of the {{type}} steps',
  ],
  'approvalDefinition.versionsTitle': ['{{type}}审批流程版本', 'Versions of the {{type}} steps'],
  'approvalDefinition.versionNumber': ['第 {{version}} 版', 'Version {{version}}'],
  'approvalDefinition.status.published': ['生效中', 'In force'],
  'approvalDefinition.status.retired': ['已停用', 'Retired'],
  'approvalDefinition.publishedBy': [
    '{{user}} 发布于 {{at}}，{{count}} 项审批按此版本进行',
    'Published by {{user}} on {{at}}; {{count}} approvals follow it',
  ],
  'approvalDefinition.system': ['系统', 'the system'],
  'approvalDefinition.noVersions': ['尚未发布任何版本', 'No version has been published'],
};
