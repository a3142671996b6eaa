import type { Bilingual } from '@pm/domain/texts';

/**
 * The texts the appropriation feature's components show (drawer, fields, view, actions, payment) and those the
 * pages share with them (keys `appropriation.*`), as [zh-CN, en-US] pairs so neither language is forgotten. Status names come from the common namespace (`StatusTag entity="appropriation"`), form labels and
 * messages from the shared schema (`appropriationForm`, `paymentForm`).
 */
export const appropriationTexts: Bilingual = {
  'appropriation.seq': ['第 {{seq}} 期', 'Instalment {{seq}}'],

  'appropriation.types.initial': ['首期', 'Initial'],
  'appropriation.types.interim': ['中期', 'Interim'],
  'appropriation.types.final': ['尾款', 'Final'],
  'appropriation.methods.bank_transfer': ['银行转账', 'Bank transfer'],
  'appropriation.methods.online_banking': ['网银支付', 'Online banking'],
  'appropriation.methods.cheque': ['支票', 'Cheque'],
  'appropriation.action.return': ['退票', 'Mark bounced'],

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
