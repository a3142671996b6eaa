import type { Bilingual } from '@pm/domain/texts/bilingual';

/** Report templates and plans: refusals of their writes, and the reminders they send. */
export const reportTemplateTexts: Bilingual = {
  'reportTemplate.notFound': ['报告模板不存在', 'Report template not found'],
  'reportTemplate.versionNotFound': ['报告模板版本不存在', 'Report template version not found'],
  'reportTemplate.nameRequired': [
    '请填写模板名称（中文和英文）',
    'Enter the template name in Chinese and English',
  ],
  'reportTemplate.frozen': [
    '第 {{seq}} 版已{{status}}，内容不可修改；请新建版本',
    'Version {{seq}} is {{status}}: its form cannot change; make a new version',
  ],
  'reportTemplate.status.draft': ['草稿', 'draft'],
  'reportTemplate.status.published': ['发布', 'published'],
  'reportTemplate.status.retired': ['停用', 'retired'],
  'reportTemplate.notPublished': ['只能停用已发布的版本', 'Only a published version can be retired'],
  'reportTemplate.notDraft': ['只能发布草稿版本', 'Only a draft version can be published'],
  'reportTemplate.draftOpen': [
    '该模板已有草稿版本（第 {{seq}} 版），请先编辑或发布它',
    'The template already has a draft (version {{seq}}): edit or publish it first',
  ],
  'reportTemplate.versionUnusable': [
    '所选模板版本未发布或已停用',
    'The chosen template version is not published or has been retired',
  ],
  'reportPlan.notFound': ['报告计划不存在', 'Report plan not found'],
  'reportPlan.agreementMissing': ['所选协议不存在', 'The chosen agreement does not exist'],
  'reportPlan.typeMissing': ['所选项目类型不存在', 'The chosen project type does not exist'],
  'reportPlan.instalmentMissing': [
    '第 {{row}} 项：协议没有第 {{seq}} 期拨付',
    'Item {{row}}: the agreement has no instalment {{seq}}',
  ],
  'reportPlan.notCovered': [
    '所选协议不在该计划的范围内（计划的协议或项目类型）',
    "The chosen agreement is outside the plan's scope (its agreement or project type)",
  ],
  'reportPlan.agreementClosed': [
    '协议“{{code}}”正在审批或已结束，不能生成报告计划',
    'Agreement {{code}} is under approval or closed: its reporting schedule cannot be generated',
  ],
  'reportPlan.agreementNotDraft': [
    '协议“{{code}}”已生效，且已有阶段报告，不能重新生成报告计划',
    'Agreement {{code}} is in force and has reports: its reporting schedule cannot be regenerated',
  ],
  'reportPlan.agreementInForce': [
    '协议“{{code}}”不是草稿，重新生成须确认（replaceInForce）',
    'Agreement {{code}} is not a draft: regenerating its schedule must be confirmed (replaceInForce)',
  ],
  'reportPlan.reminder.title': ['阶段报告即将到期', 'A stage report is due soon'],
  'reportPlan.reminder.content': [
    '项目“{{project}}”的报告“{{item}}”将于 {{dueDate}} 到期',
    'Report "{{item}}" of project "{{project}}" is due on {{dueDate}}',
  ],
  'reportPlan.overdue.title': ['阶段报告已逾期', 'A stage report is overdue'],
  'reportPlan.overdue.content': [
    '项目“{{project}}”的报告“{{item}}”已于 {{dueDate}} 到期，尚未提交',
    'Report "{{item}}" of project "{{project}}" was due on {{dueDate}} and has not been submitted',
  ],
};
