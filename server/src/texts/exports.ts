import { EXPORT_KIND_NAMES } from '@pm/domain/contracts/exports';
import type { Bilingual } from '@pm/domain/texts/bilingual';

/** The exports' sheet names, file names (before the date) and column headers. */
export const exportTexts: Bilingual = {
  'export.project.sheet': ['项目列表', 'Projects'],
  'export.project.file': ['项目列表', 'projects'],
  'export.project.code': ['项目编号', 'Code'],
  'export.project.name': ['项目名称', 'Name'],
  'export.project.parentCode': ['母项目编号', 'Parent code'],
  'export.project.type': ['项目类型', 'Type'],
  'export.project.status': ['状态', 'Status'],
  'export.project.department': ['所属部门', 'Department'],
  'export.project.manager': ['项目负责人', 'Manager'],
  'export.project.areaCode': ['地区编码', 'Area code'],
  'export.project.area': ['项目地区', 'Area'],
  'export.project.startDate': ['开始日期', 'Start date'],
  'export.project.endDate': ['结束日期', 'End date'],
  'export.project.plannedBudget': ['计划预算（元）', 'Planned budget (CNY)'],
  'export.project.approved': ['批准金额（元）', 'Approved (CNY)'],
  'export.project.appropriated': ['已拨款（元）', 'Appropriated (CNY)'],
  'export.project.paid': ['已支付（元）', 'Paid (CNY)'],
  'export.project.remaining': ['可拨余额（元）', 'Remaining (CNY)'],
  'export.project.createdOn': ['创建日期', 'Created on'],
  'export.appropriation.sheet': ['拨款列表', 'Appropriations'],
  'export.appropriation.file': ['拨款列表', 'appropriations'],
  'export.appropriation.code': ['拨款单号', 'Code'],
  'export.appropriation.projectCode': ['项目编号', 'Project code'],
  'export.appropriation.project': ['项目名称', 'Project'],
  'export.appropriation.agreement': ['协议编号', 'Agreement'],
  'export.appropriation.instalment': ['期次', 'Instalment'],
  'export.appropriation.type': ['拨款类型', 'Type'],
  'export.appropriation.amount': ['拨款金额（元）', 'Amount (CNY)'],
  'export.appropriation.status': ['状态', 'Status'],
  'export.appropriation.scheduled': ['计划拨付日期', 'Scheduled'],
  'export.appropriation.paidOn': ['支付日期', 'Paid on'],
  'export.appropriation.method': ['支付方式', 'Method'],
  'export.appropriation.payee': ['收款方', 'Payee'],
  'export.appropriation.bank': ['开户银行', 'Bank'],
  'export.appropriation.accountName': ['账户名称', 'Account name'],
  'export.appropriation.accountNumber': ['银行账号', 'Account number'],
  'export.appropriation.voucher': ['凭证号', 'Voucher'],
  'export.appropriation.createdBy': ['创建人', 'Created by'],
  'export.appropriation.verifiedBy': ['核验人', 'Verified by'],
  'export.appropriation.paidBy': ['支付人', 'Paid by'],
  'export.appropriation.createdOn': ['创建日期', 'Created on'],
  'export.appropriation.remarks': ['备注', 'Remarks'],
};

/** The export jobs: a list's export too big to wait for (modules/exports). */
export const exportJobTexts: Bilingual = {
  ...Object.fromEntries(
    Object.entries(EXPORT_KIND_NAMES).map(([kind, names]) => [`exports.kind.${kind}`, names]),
  ),
  'exports.notFound': ['导出任务不存在', 'Export job not found'],
  'exports.notReady': ['导出文件尚未生成完毕', 'The export file is not ready yet'],
  'exports.failed.error': ['导出失败，请重试', 'The export failed; please try again'],
  'exports.failed.interrupted': [
    '导出中断（服务重启），请重新导出',
    'The export was interrupted (server restart); please export again',
  ],
  'exports.message.done.title': ['导出完成：{{fileName}}', 'Export ready: {{fileName}}'],
  'exports.message.done.content': [
    '{{kind}}导出文件 {{fileName}} 已生成，可在列表页“导出”旁的导出记录中下载。',
    'The {{kind}} export {{fileName}} is ready: download it from the export records beside the list’s Export button.',
  ],
};
