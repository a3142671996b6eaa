import { splitByLocale, type Bilingual } from '@pm/shared/i18n';

/**
 * The appropriation pages' texts (keys `appropriation.*`), as [zh-CN, en-US] pairs so neither language is
 * forgotten. Status names come from the common namespace (`StatusTag entity="appropriation"`), form labels and
 * messages from the shared schema (`appropriationForm`, `paymentForm`).
 */
export const appropriationTexts: Bilingual = {
  'appropriation.title.unverified': ['待审核拨付', 'To verify'],
  'appropriation.title.wait': ['待拨付', 'To pay'],
  'appropriation.title.already': ['已拨付', 'Processed'],
  'appropriation.views': ['拨付视图', 'Appropriation views'],
  'appropriation.seq': ['第 {{seq}} 期', 'Instalment {{seq}}'],

  'appropriation.types.initial': ['首期', 'Initial'],
  'appropriation.types.interim': ['中期', 'Interim'],
  'appropriation.types.final': ['尾款', 'Final'],
  'appropriation.methods.bank_transfer': ['银行转账', 'Bank transfer'],
  'appropriation.methods.online_banking': ['网银支付', 'Online banking'],
  'appropriation.methods.cheque': ['支票', 'Cheque'],
  'appropriation.action.return': ['退票', 'Mark bounced'],

  'appropriation.column.code': ['拨付单号', 'Code'],
  'appropriation.column.project': ['项目', 'Project'],
  'appropriation.column.agreement': ['协议 · 期次', 'Agreement · instalment'],
  'appropriation.column.type': ['类型', 'Type'],
  'appropriation.column.amount': ['金额（元）', 'Amount (CNY)'],
  'appropriation.column.payee': ['收款方', 'Payee'],
  'appropriation.column.paymentMethod': ['支付方式', 'Payment method'],
  'appropriation.column.scheduledDate': ['计划日期', 'Scheduled'],
  'appropriation.column.paidDate': ['支付日期', 'Paid on'],
  'appropriation.column.voucherNo': ['凭证号', 'Voucher'],
  'appropriation.column.status': ['状态', 'Status'],
  'appropriation.column.createdBy': ['申请人', 'Created by'],
  'appropriation.column.verifiedBy': ['核验人', 'Verified by'],
  'appropriation.column.paidBy': ['支付人', 'Paid by'],
  'appropriation.column.createdAt': ['创建时间', 'Created'],

  'appropriation.search.title': ['拨付查询', 'Search appropriations'],
  'appropriation.search.keyword': ['关键字', 'Keyword'],
  'appropriation.search.placeholder': ['拨付单号、项目或收款方', 'Code, project or payee'],
  'appropriation.search.all': ['全部', 'All'],
  'appropriation.search.amountRange': ['金额', 'Amount'],
  'appropriation.search.amountMin': ['最低金额', 'Min'],
  'appropriation.search.amountMax': ['最高金额', 'Max'],
  'appropriation.search.amountOrder': [
    '最高金额不能低于最低金额',
    'The highest amount cannot be below the lowest',
  ],
  'appropriation.search.scheduledRange': ['计划日期', 'Scheduled'],
  'appropriation.search.paidRange': ['支付日期', 'Paid on'],

  'appropriation.list.create': ['新建拨付', 'New appropriation'],
  'appropriation.list.projectFilter': ['项目：{{project}}', 'Project: {{project}}'],

  'appropriation.totals.title': ['筛选结果合计', 'Totals of the filtered rows'],
  'appropriation.totals.count': ['{{count}} 笔', '{{count}} items'],
  // English says "1 item": i18next picks the _one text for a count of 1 (Chinese has one form).
  'appropriation.totals.count_one': ['{{count}} 笔', '{{count}} item'],
  'appropriation.totals.sum': ['合计', 'total'],

  'appropriation.batch.verify': ['批量核验', 'Verify selected'],
  'appropriation.batch.pay': ['批量支付', 'Pay selected'],
  'appropriation.batch.selected': ['已选 {{count}} 笔，合计', '{{count}} selected, total'],
  'appropriation.batch.clear': ['取消选择', 'Clear selection'],
  'appropriation.batch.verifyTitle': ['批量核验', 'Verify the selection'],
  'appropriation.batch.verifyConfirm': [
    '核验选中的 {{count}} 笔拨付，合计 {{amount}} 元？',
    'Verify the {{count}} selected appropriations, {{amount}} CNY in total?',
  ],
  'appropriation.batch.comment': ['核验意见', 'Comment'],
  'appropriation.batch.commentOptional': ['核验意见（选填）', 'Comment (optional)'],
  'appropriation.batch.payTitle': ['批量支付', 'Pay the selection'],
  'appropriation.batch.payConfirm': [
    '支付选中的 {{count}} 笔拨付，合计 {{amount}} 元，使用同一凭证：',
    'Pay the {{count}} selected appropriations, {{amount}} CNY in total, under one voucher:',
  ],
  'appropriation.batch.resultTitle': ['批量“{{action}}”结果', 'Result of "{{action}}"'],
  'appropriation.batch.succeeded': ['{{count}} 笔已完成', '{{count}} done'],
  'appropriation.batch.failed': ['{{count}} 笔未完成：', '{{count}} not done:'],
  'appropriation.batch.failures': ['未完成的拨付', 'Appropriations not done'],

  'appropriation.pay.title': ['支付拨付单 {{code}}', 'Pay {{code}}'],
  'appropriation.pay.summary': [
    '向 {{payee}} 支付 {{amount}} 元（{{code}}）。',
    'Pay {{amount}} CNY to {{payee}} ({{code}}).',
  ],
  'appropriation.pay.oneReceipt': ['只需上传一份银行回单', 'Upload one bank receipt only'],

  'appropriation.detail.title': ['拨付单 {{code}}', 'Appropriation {{code}}'],
  'appropriation.detail.loading': ['拨付单', 'Appropriation'],
  'appropriation.detail.loadFailed': ['拨付单加载失败', 'The appropriation could not be loaded'],
  'appropriation.detail.payment': ['拨付信息', 'Payment'],
  'appropriation.detail.instalment': ['协议期次', 'Instalment'],
  'appropriation.detail.payee': ['收款账户（提交时快照）', 'Payee account (as of submission)'],
  'appropriation.detail.people': ['经办', 'Handled by'],
  'appropriation.detail.history': ['处理记录', 'History'],
  'appropriation.detail.noHistory': ['暂无处理记录', 'No history yet'],
  'appropriation.detail.system': ['系统', 'System'],
  'appropriation.detail.comment': ['意见', 'Comment'],
  'appropriation.detail.listSeparator': ['；', '; '],
  'appropriation.detail.downloadReceipt': ['下载银行回单 {{name}}', 'Download the bank receipt {{name}}'],
  'appropriation.detail.confirmAction': [
    '对拨付单 {{code}}（{{amount}} 元）执行“{{action}}”？',
    '"{{action}}" appropriation {{code}} ({{amount}} CNY)?',
  ],
  'appropriation.detail.actionDone': ['拨付单 {{code}} 已{{action}}', '{{code}}: {{action}} done'],
  'appropriation.detail.fourEyes': [
    '这笔拨付由您核验，须由他人支付',
    'You verified this appropriation: someone else must pay it',
  ],

  'appropriation.field.code': ['拨付单号', 'Code'],
  'appropriation.field.status': ['状态', 'Status'],
  'appropriation.field.project': ['项目', 'Project'],
  'appropriation.field.agreement': ['资助协议', 'Agreement'],
  'appropriation.field.amount': ['拨款金额（元）', 'Amount (CNY)'],
  'appropriation.field.paidDate': ['支付日期', 'Paid on'],
  'appropriation.field.voucherNo': ['凭证号', 'Voucher number'],
  'appropriation.field.receipt': ['银行回单', 'Bank receipt'],
  'appropriation.field.instalment': ['期次', 'Instalment'],
  'appropriation.field.instalmentAmount': ['本期金额（元）', 'Instalment amount (CNY)'],
  'appropriation.field.plannedDate': ['计划日期', 'Planned date'],
  'appropriation.field.report': ['关联阶段报告', 'Stage report'],
  'appropriation.field.createdBy': ['申请', 'Created'],
  'appropriation.field.verifiedBy': ['核验', 'Verified'],
  'appropriation.field.paidBy': ['支付', 'Paid'],

  'appropriation.edit.title': ['修改拨付单 {{code}}', 'Edit appropriation {{code}}'],
  'appropriation.edit.saved': [
    '拨付单 {{code}} 已保存，可重新提交',
    'Appropriation {{code}} saved: it can be resubmitted',
  ],

  'appropriation.create.title': ['新建拨付', 'New appropriation'],
  'appropriation.create.submit': ['提交拨付申请', 'Submit'],
  'appropriation.create.created': [
    '拨付单 {{code}} 已提交，等待核验',
    'Appropriation {{code}} submitted for verification',
  ],
  'appropriation.create.noPermission': ['您没有新建拨付的权限', 'You may not create appropriations'],
  'appropriation.create.back': ['返回待审核拨付', 'Back to the list'],

  'appropriation.form.pickProject': ['搜索项目名称或编号', 'Search a project by name or code'],
  'appropriation.form.pickAgreement': ['选择生效中的协议', 'Choose an agreement in force'],
  'appropriation.form.pickInstalment': ['选择拨付期次', 'Choose an instalment'],
  'appropriation.form.noAgreement': ['该项目没有生效中的协议', 'This project has no agreement in force'],
  'appropriation.form.noBudgetLines': ['该项目暂无预算科目', 'This project has no budget lines'],
  'appropriation.form.optional': ['选填', 'Optional'],
  'appropriation.agreementOption': [
    '{{number}} · {{party}} · 可拨 {{available}}',
    '{{number}} · {{party}} · {{available}} left',
  ],
  'appropriation.instalmentOption': [
    '第 {{seq}} 期 · {{date}} · {{amount}}（可拨 {{available}}）',
    'Instalment {{seq}} · {{date}} · {{amount}} ({{available}} left)',
  ],
  'appropriation.limit.instalment': ['本期可拨 {{amount}}', 'instalment: {{amount}} left'],
  'appropriation.limit.agreement': ['协议可拨 {{amount}}', 'agreement: {{amount}} left'],
  'appropriation.limit.project': ['项目可拨 {{amount}}', 'project: {{amount}} left'],

  'appropriation.balances.title': ['项目资金', "The project's funds"],
  'appropriation.balances.approved': ['批准金额', 'Approved'],
  'appropriation.balances.appropriated': ['已申请拨款', 'Appropriated'],
  'appropriation.balances.paid': ['已支付', 'Paid'],
  'appropriation.balances.available': ['可拨余额', 'Available'],

  'appropriation.instalment.seq': ['期次', 'Instalment'],
  'appropriation.instalment.plannedDate': ['计划日期', 'Planned date'],
  'appropriation.instalment.amount': ['本期金额', 'Amount'],
  'appropriation.instalment.committed': ['已占用', 'Committed'],
  'appropriation.instalment.available': ['本期可拨', 'Left'],
  'appropriation.instalment.report': ['关联阶段报告', 'Stage report'],
  'appropriation.instalment.noReport': ['尚未提交', 'not filed yet'],
  'appropriation.instalment.ungated': ['无', 'None'],
  'appropriation.instalment.awaitsReport': [
    '本期关联的阶段报告“{{title}}”尚未验收通过：可以提交拨付申请，但须待报告验收通过后才能核验。',
    'The stage report "{{title}}" of this instalment is not accepted yet: the appropriation can be submitted, but it will be verified only once the report is accepted.',
  ],
};

const bundles = splitByLocale(appropriationTexts);

export const appropriationZhCN = bundles['zh-CN'];
export const appropriationEnUS: typeof appropriationZhCN = bundles['en-US'];
