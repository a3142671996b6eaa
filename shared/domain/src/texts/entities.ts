import type { Bilingual } from './bilingual';

/**
 * The kinds of record the operation log names (`operation_logs.entity`), in both languages: the project timeline,
 * the activity feed and the server's messages name a record with these. English names are lower case, for use
 * inside a sentence.
 */
export const entityTexts: Bilingual = {
  'entity.project': ['项目', 'project'],
  'entity.application': ['项目申请', 'application'],
  'entity.agreement': ['协议', 'agreement'],
  'entity.report': ['阶段报告', 'stage report'],
  'entity.appropriation': ['拨款', 'appropriation'],
  'entity.budget': ['预算', 'budget'],
  'entity.expense': ['预算支出', 'budget expense'],
  'entity.material': ['材料', 'material'],
  'entity.beneficiary': ['受益人', 'beneficiary'],
  'entity.user': ['账号', 'account'],
  'entity.file': ['文件', 'file'],
  'entity.partner': ['合作方', 'partner'],
  'entity.volunteer': ['志愿者', 'volunteer'],
  'entity.volunteerService': ['志愿服务记录', 'volunteer service record'],
  'entity.importJob': ['导入任务', 'import job'],
  'entity.department': ['部门', 'department'],
  'entity.approval': ['审批', 'approval'],
  'entity.approvalDefinition': ['审批流程', 'approval flow'],
  'entity.certTemplate': ['证书模板', 'certificate template'],
  'entity.certificate': ['证书', 'certificate'],
  'entity.remoteRelease': ['应用版本', 'remote release'],
};
