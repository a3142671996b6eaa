import type { Bilingual } from '@pm/domain/texts';

/** Texts of /project/report/create. The form's field labels come from `reportForm` (shared/domain/src/forms). */
export const reportCreateTexts: Bilingual = {
  'reportCreate.title': ['提交阶段报告', 'Submit a stage report'],
  'reportCreate.editTitle': ['修改阶段报告 {{code}}', 'Edit stage report {{code}}'],
  'reportCreate.project': ['项目', 'Project'],
  'reportCreate.pickProject': ['搜索项目名称或编号', 'Search by project name or code'],
  'reportCreate.projectHint': [
    '可选择已签协议、执行中或结项中的项目',
    'Projects with a signed agreement, in progress or closing',
  ],
  'reportCreate.pickItem': ['选择报告计划项', 'Choose a reporting schedule item'],
  'reportCreate.noItems': ['暂无报告计划项', 'No schedule items'],
  'reportCreate.noSchedule': [
    '该项目尚无生效协议的报告计划，暂不能提交报告',
    'This project has no reporting schedule in an agreement in force, so no report can be filed yet',
  ],
  'reportCreate.due': ['截止 {{date}}', 'due {{date}}'],
  'reportCreate.itemTaken': ['已有报告（{{status}}）', 'Already has a report ({{status}})'],
  'reportCreate.addIndicator': ['添加指标', 'Add indicator'],
  'reportCreate.saveDraft': ['保存草稿', 'Save draft'],
  'reportCreate.saved': ['报告 {{code}} 已保存', 'Report {{code}} saved'],
  'reportCreate.submitted': ['报告 {{code}} 已提交审核', 'Report {{code}} submitted for review'],
  'reportCreate.notFound': ['项目或报告不存在', 'The project or report does not exist'],
  'reportCreate.notEditable': [
    '报告当前状态为“{{status}}”，不能修改',
    'The report is "{{status}}" and can no longer be edited',
  ],
  'reportCreate.backToProject': ['返回项目', 'Back to the project'],
};
