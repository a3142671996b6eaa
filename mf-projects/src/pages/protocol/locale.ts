import type { Bilingual } from '@pm/domain/texts';

/** Texts of the agreements page and its drawers; field labels come from the shared agreement schema. */
export const protocolTexts: Bilingual = {
  'protocol.title': ['项目协议', 'Agreements'],
  'protocol.search': ['搜索协议编号或签约方', 'Search by number or party'],
  'protocol.status': ['状态', 'Status'],
  'protocol.allStatuses': ['全部状态', 'All statuses'],
  'protocol.projectFilter': ['项目：{{name}}', 'Project: {{name}}'],
  'protocol.number': ['协议编号', 'Number'],
  'protocol.open': ['查看协议 {{number}}', 'Open agreement {{number}}'],
  'protocol.parties': ['甲方 / 乙方', 'Party A / Party B'],
  'protocol.term': ['有效期', 'Term'],
  'protocol.new': ['新建协议', 'New agreement'],
  'protocol.createTitle': ['新建项目协议', 'New agreement'],
  'protocol.editTitle': ['修改协议 {{number}}', 'Edit agreement {{number}}'],
  'protocol.created': ['协议 {{number}} 已创建', 'Agreement {{number}} created'],
  'protocol.saved': ['协议 {{number}} 已保存', 'Agreement {{number}} saved'],
  'protocol.fileNotAttached': [
    '协议 {{number}} 已创建，但有文件未能关联，请在协议详情中重新上传',
    'Agreement {{number}} was created, but a file could not be attached; upload it again from its detail',
  ],
  'protocol.pickProject': ['搜索项目名称或编号', 'Search a project by name or code'],
  'protocol.projectFigures': [
    '批准金额 {{approved}} 元，可签约余额 {{available}} 元',
    'Approved {{approved}}; still available for agreements {{available}}',
  ],
  'protocol.addReportItem': ['添加报告计划', 'Add a report'],
  'protocol.addInstalment': ['添加拨付计划', 'Add an instalment'],
  'protocol.addClause': ['添加条款', 'Add a clause'],
  'protocol.noLinkedReport': ['不关联报告', 'No linked report'],
  'protocol.instalmentsDiffer': [
    '拨付合计 {{sum}} / 协议总金额 {{total}}，相差 {{difference}}',
    'Instalments {{sum}} of {{total}}; difference {{difference}}',
  ],
  'protocol.instalmentsMatched': [
    '拨付合计 {{sum}}，与协议总金额一致',
    'Instalments {{sum}}, equal to the agreement total',
  ],
  'protocol.detail': ['协议详情', 'Agreement'],
  'protocol.detailTitle': ['协议详情 {{number}}', 'Agreement {{number}}'],
  'protocol.noReportItems': ['无报告计划', 'No reporting schedule'],
  'protocol.noClauses': ['暂无条款', 'No clauses'],
  'protocol.overdue': ['已逾期', 'Overdue'],
  'protocol.reportStatus': ['报告状态', 'Report status'],
  'protocol.versionAdded': ['已上传为新版本', 'Added as a new version'],
  'protocol.confirmAction': ['确定{{action}}协议 {{number}} 吗？', '{{action}} agreement {{number}}?'],
  'protocol.actionDone': ['{{action}}成功', '{{action}}: done'],
};
