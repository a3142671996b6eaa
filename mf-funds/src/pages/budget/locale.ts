import type { Bilingual } from '@pm/domain/texts';

/** The budget page's own texts (list, filters, summary, revisions, expenses), as [zh-CN, en-US] pairs. */
export const budgetPageTexts: Bilingual = {
  'budget.title': ['预算执行', 'Budget execution'],
  'budget.search': ['搜索项目名称或编号', 'Search by project name or code'],
  'budget.allStatuses': ['全部状态', 'All statuses'],
  'budget.statusFilter': ['预算状态', 'Budget status'],
  'budget.overrunOnly': ['仅看超支', 'Overruns only'],
  'budget.create': ['新建预算', 'New budget'],
  'budget.projectCode': ['项目编号', 'Project code'],
  'budget.status': ['状态', 'Status'],
  'budget.revision': ['版本', 'Revision'],
  'budget.revisionValue': ['第 {{revision}} 版', 'Rev. {{revision}}'],
  'budget.notApproved': ['未批准', 'Not approved'],
  'budget.planned': ['预算金额（元）', 'Planned (CNY)'],
  'budget.actual': ['实际支出（元）', 'Actual (CNY)'],
  'budget.variance': ['差额（元）', 'Variance (CNY)'],
  'budget.overrunCount': ['超支科目', 'Overrun lines'],
  'budget.overrunLines': ['{{count}} 项超支', '{{count}} over'],
  'budget.updatedAt': ['更新时间', 'Updated'],

  'budget.empty.title': ['还没有预算', 'No budget yet'],
  'budget.empty.text': [
    '预算按项目编制：分期间列出各预算科目的计划金额，批准后登记支出，系统自动计算执行率、差额并标出超支。',
    'A budget is made per project: its periods and the planned amount of each line. Once approved, expenses are recorded against the lines and the execution rate, variance and overruns follow.',
  ],
  'budget.empty.filtered': ['没有符合条件的预算', 'No budget matches these filters'],

  'budget.revisions.title': ['修订记录', 'Revisions'],
  'budget.revisions.none': ['尚未批准过', 'Not approved yet'],
  'budget.revisions.entry': [
    '第 {{revision}} 版 · 预算 {{amount}} · {{by}} 批准',
    'Revision {{revision}} · planned {{amount}} · approved by {{by}}',
  ],

  'budget.expenses.title': ['支出记录', 'Expenses'],
  'budget.expenses.allLines': ['全部科目', 'All lines'],
  'budget.expenses.lineFilter': ['按科目筛选', 'Filter by line'],
  'budget.expenses.search': ['搜索收款方或凭证号', 'Search payee or voucher number'],
  'budget.expenses.date': ['日期', 'Date'],
  'budget.expenses.line': ['科目', 'Line'],
  'budget.expenses.amount': ['金额（元）', 'Amount (CNY)'],
  'budget.expenses.payee': ['收款方', 'Payee'],
  'budget.expenses.voucherNo': ['凭证号', 'Voucher'],
  'budget.expenses.appropriation': ['关联拨款', 'Appropriation'],
  'budget.expenses.file': ['票据', 'Receipt'],
  'budget.expenses.createdBy': ['登记人', 'Recorded by'],
  'budget.expenses.reversal': ['冲销情况', 'Reversal'],
  'budget.expenses.actions': ['操作', 'Actions'],
  'budget.expenses.reversed': ['已冲销', 'Reversed'],
  'budget.expenses.reversedBy': [
    '{{reason}}（{{by}} 于 {{at}} 冲销）',
    '{{reason}} (reversed by {{by}} on {{at}})',
  ],
  'budget.expenses.reverse': ['冲销', 'Reverse'],
  'budget.expenses.reverseReason': ['冲销原因（必填）', 'Reason for the reversal (required)'],
  'budget.expenses.confirmReverse': [
    '冲销凭证 {{voucher}} 的支出 {{amount}}？记录会保留并标记为已冲销，执行数不再计入。',
    'Reverse the expense of {{amount}} (voucher {{voucher}})? It stays listed, marked reversed, and no longer counts as spent.',
  ],
  'budget.expenses.reverseDone': ['支出 {{amount}} 已冲销', 'Expense of {{amount}} reversed'],
  'budget.expenses.notSpending': [
    '预算批准后（或修订中）才能登记支出',
    'Expenses are recorded once the budget is approved (or while it is revised)',
  ],
};
