import type { Bilingual } from '@pm/domain/texts';

/**
 * The texts the budget feature's components show (form and expense drawers, chart, lines, periods) and those the
 * budget page shares with them (keys `budget.*`), as [zh-CN, en-US] pairs side by side.
 */
export const budgetTexts: Bilingual = {
  'budget.projectName': ['项目名称', 'Project'],
  'budget.rate': ['执行率', 'Execution rate'],

  'budget.detail.back': ['返回预算列表', 'Back to budgets'],
  'budget.detail.notFound': ['预算不存在或已被删除', 'This budget does not exist'],
  'budget.detail.project': ['项目', 'Project'],
  'budget.detail.projectAmount': ['项目批准金额', "Project's approved amount"],
  'budget.detail.plannedTotal': ['预算合计', 'Planned'],
  'budget.detail.actualTotal': ['实际支出', 'Actual'],
  'budget.detail.varianceTotal': ['差额', 'Variance'],
  'budget.detail.rateTotal': ['执行率', 'Execution rate'],
  'budget.detail.overrunTotal': ['超支 {{amount}}', '{{amount}} over'],
  'budget.detail.remark': ['说明', 'Remarks'],
  'budget.detail.edit': ['编辑预算', 'Edit budget'],
  'budget.detail.readOnlyInApproval': [
    '预算正在审批中，计划只读',
    'The plan is read-only while its approval runs',
  ],
  'budget.detail.submit': ['提交审批', 'Submit for approval'],
  'budget.detail.submitConfirm': [
    '提交该预算审批？审批期间预算计划不能修改。',
    'Submit this budget for approval? Its plan cannot be changed while the approval runs.',
  ],
  'budget.detail.submitted': ['已提交审批', 'Submitted for approval'],
  'budget.detail.recordExpense': ['登记支出', 'Record expense'],
  'budget.detail.confirmAction': ['确定“{{action}}”该预算？', '{{action}} this budget?'],
  'budget.detail.actionDone': ['已{{action}}', '{{action}}: done'],

  'budget.chart.title': ['预算与实际', 'Plan vs actual'],
  'budget.chart.byLine': ['按科目', 'By line'],
  'budget.chart.byPeriod': ['按期间', 'By period'],
  'budget.chart.planned': ['预算', 'Planned'],
  'budget.chart.actual': ['实际', 'Actual'],
  'budget.chart.ariaLabel': [
    '各{{of}}预算与实际支出柱状图，超支以红色标出',
    'Bar chart of planned and actual per {{of}}; overruns in red',
  ],
  'budget.chart.line': ['科目', 'line'],
  'budget.chart.period': ['期间', 'period'],
  'budget.chart.unavailable': ['图表暂时无法加载', 'The chart cannot be loaded right now'],

  'budget.lines.title': ['预算科目', 'Budget lines'],
  'budget.lines.period': ['期间', 'Period'],
  'budget.lines.category': ['类别', 'Category'],
  'budget.lines.name': ['科目名称', 'Line'],
  'budget.lines.fundSource': ['资金来源', 'Fund source'],
  'budget.lines.overrun': ['超支', 'Overrun'],

  'budget.periods.title': ['预算期间', 'Periods'],
  'budget.periods.name': ['期间', 'Period'],
  'budget.periods.range': ['起止日期', 'Dates'],

  'budget.form.createTitle': ['新建预算', 'New budget'],
  'budget.form.editTitle': ['编辑预算 · {{project}}', 'Edit budget · {{project}}'],
  'budget.form.project': ['项目', 'Project'],
  'budget.form.pickProject': ['搜索并选择项目', 'Search and choose a project'],
  'budget.form.projectRequired': ['请选择项目', 'Choose a project'],
  'budget.form.hasBudget': ['已有预算', 'Has a budget'],
  'budget.form.projectHasBudget': [
    '该项目已有预算，请打开它进行编辑或修订',
    'This project has a budget already: open it to edit or revise it',
  ],
  'budget.form.openBudget': ['打开该项目的预算', "Open the project's budget"],
  'budget.form.noProjectAmount': ['项目尚无批准金额', 'The project has no approved amount yet'],
  'budget.form.addPeriod': ['添加期间', 'Add a period'],
  'budget.form.addLine': ['添加科目', 'Add a line'],
  'budget.form.hasExpenses': ['已有支出，不能删除', 'Has expenses: cannot be removed'],
  'budget.form.pickPeriod': ['选择期间', 'Choose a period'],
  'budget.form.totalWithin': [
    '预算合计 {{sum}}，项目批准金额 {{ceiling}}，尚余 {{left}}',
    'Planned {{sum}} of the approved {{ceiling}}; {{left}} left',
  ],
  'budget.form.totalOver': [
    '预算合计 {{sum}}，超出项目批准金额 {{ceiling}}',
    'Planned {{sum}}: above the approved {{ceiling}}',
  ],
  'budget.form.totalOnly': ['预算合计 {{sum}}', 'Planned {{sum}}'],
  'budget.form.created': ['{{project}} 的预算已创建', 'Budget of {{project}} created'],
  'budget.form.saved': ['预算已保存', 'Budget saved'],

  'budget.expense.title': ['登记支出', 'Record an expense'],
  'budget.expense.pickLine': ['选择预算科目', 'Choose a budget line'],
  'budget.expense.lineOption': [
    '{{name}}（{{period}}，剩余 {{left}}）',
    '{{name}} ({{period}}, {{left}} left)',
  ],
  'budget.expense.lineOverrun': [
    '{{name}}（{{period}}，已超支 {{over}}）',
    '{{name}} ({{period}}, {{over}} over)',
  ],
  'budget.expense.periodHint': ['所属期间 {{from}} 至 {{to}}', 'Its period runs from {{from}} to {{to}}'],
  'budget.expense.noAppropriation': ['不关联拨款', 'No appropriation'],
  'budget.expense.appropriationOption': [
    '{{code}}（未列支 {{left}} / {{amount}}）',
    '{{code}} ({{left}} of {{amount}} not yet spent)',
  ],
  'budget.expense.saved': ['支出 {{amount}} 已登记', 'Expense of {{amount}} recorded'],
};
