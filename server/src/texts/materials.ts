import type { Bilingual } from '@pm/domain/texts/bilingual';
import { materialWords } from '@pm/domain/texts/material';

/** The material archive: refusals, the close gate, the preview, the titles of entries filed automatically, the export. */
export const materialTexts: Bilingual = {
  'material.notFound': ['档案不存在', 'Archive entry not found'],
  'material.documentNotFound': ['档案中没有这份文件', 'The entry has no such document'],
  'material.projectMissing': ['所选项目不存在', 'The chosen project does not exist'],
  'material.confidentialRefused': [
    '您没有机密档案权限，不能将档案设为机密',
    'Filing an entry as confidential needs the confidential-archive permission',
  ],
  'material.noFilesIn': [
    '档案当前状态为“{{status}}”，不能再添加文件',
    'An entry that is "{{status}}" takes no more files',
  ],
  'material.fileAlreadyVersion': [
    '该文件已是本档案“{{name}}”的第 {{version}} 版',
    'This file is already version {{version}} of "{{name}}" in this entry',
  ],
  'material.retentionNotOver': [
    '档案保管期限至 {{date}}，期满后方可销毁',
    'The entry is kept until {{date}}; it may be destroyed only after that day',
  ],
  'material.closeGate': [
    '项目还缺少已归档的材料：{{categories}}，归档后方可申请结项',
    'The project cannot start closing until these materials are archived: {{categories}}',
  ],
  'material.categorySeparator': ['、', ', '],
  'material.title.agreement': ['协议 {{code}}（{{party}}）', 'Agreement {{code}} ({{party}})'],
  'material.title.report': ['阶段报告 {{code}}：{{title}}', 'Stage report {{code}}: {{title}}'],
  'material.title.appropriation': ['拨款凭证 {{code}}（{{payee}}）', 'Payment receipt {{code}} ({{payee}})'],
  'file.notPreviewable': [
    '只能在线预览图片和 PDF 文件，请下载查看',
    'Only images and PDF files can be previewed; download the file instead',
  ],
  'export.material.sheet': ['资料归档', 'Material archive'],
  'export.material.file': ['资料归档', 'material-archive'],
  'export.material.code': ['档案编号', 'Archive number'],
  'export.material.title': ['材料名称', 'Title'],
  'export.material.category': ['材料类别', 'Category'],
  'export.material.project': ['所属项目', 'Project'],
  'export.material.projectCode': ['项目编号', 'Project code'],
  'export.material.confidentiality': ['密级', 'Confidentiality'],
  'export.material.status': ['状态', 'Status'],
  'export.material.retentionUntil': ['保管期限至', 'Keep until'],
  'export.material.documents': ['文件数', 'Documents'],
  'export.material.source': ['来源', 'Source'],
  'export.material.borrower': ['借阅人', 'Borrower'],
  'export.material.dueOn': ['应还日期', 'Due date'],
  'export.material.overdue': ['逾期未还', 'Overdue'],
  'export.material.createdBy': ['归档人', 'Filed by'],
  'export.material.createdOn': ['归档日期', 'Filed on'],
  'export.material.yes': ['是', 'Yes'],
  'export.material.no': ['否', 'No'],
  ...materialWords,
};
