import type { Bilingual } from '@pm/domain/texts/bilingual';

/** The client portal's agreements and certificates (the agreement PDF's words among them). */
export const clientCertTexts: Bilingual = {
  'clientCert.revoked': [
    '该证书已作废，不再提供下载',
    'This certificate was revoked and can no longer be downloaded',
  ],
  'clientCert.pdf.title': ['资助协议', 'Funding agreement'],
  'clientCert.pdf.number': ['协议编号', 'Number'],
  'clientCert.pdf.project': ['项目', 'Project'],
  'clientCert.pdf.partyA': ['甲方', 'Party A'],
  'clientCert.pdf.partyB': ['乙方', 'Party B'],
  'clientCert.pdf.signedDate': ['签订日期', 'Signed on'],
  'clientCert.pdf.term': ['协议期限', 'Term'],
  'clientCert.pdf.totalAmount': ['协议金额', 'Total amount'],
  'clientCert.pdf.status': ['状态', 'Status'],
  'clientCert.pdf.clauses': ['协议条款', 'Clauses'],
  'clientCert.pdf.instalments': ['拨付计划', 'Payment schedule'],
  'clientCert.pdf.reportItems': ['报告计划', 'Report schedule'],
  'clientCert.pdf.none': ['无', 'None'],
  'clientCert.pdf.instalment': [
    '第 {{seq}} 期  {{date}}  {{amount}}',
    'Instalment {{seq}}  {{date}}  {{amount}}',
  ],
  'clientCert.pdf.instalmentAfter': [
    '第 {{seq}} 期  {{date}}  {{amount}}（第 {{report}} 期报告验收后）',
    'Instalment {{seq}}  {{date}}  {{amount}} (after report {{report}} is accepted)',
  ],
  'clientCert.pdf.reportItem': ['{{seq}}. {{title}}  截止 {{date}}', '{{seq}}. {{title}}  due {{date}}'],
  'clientCert.pdf.money': ['¥{{amount}}', 'CNY {{amount}}'],
  'clientCert.status.active': ['执行中', 'In force'],
  'clientCert.status.completed': ['已完成', 'Completed'],
  'clientCert.status.terminated': ['已终止', 'Terminated'],
};
