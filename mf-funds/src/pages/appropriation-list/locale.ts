import type { Bilingual } from '@pm/domain/texts';

/** The payment list's texts (its three views: title, columns, search form, totals, batches), as [zh-CN, en-US] pairs. */
export const appropriationListTexts: Bilingual = {
  'appropriation.title.unverified': ['待审核拨付', 'To verify'],
  'appropriation.title.wait': ['待拨付', 'To pay'],
  'appropriation.title.already': ['已拨付', 'Processed'],
  'appropriation.views': ['拨付视图', 'Appropriation views'],

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
};
