import type { Bilingual } from '@pm/domain/texts/bilingual';

/** Beneficiaries: refusals, names and the export's headers. */
export const beneficiaryTexts: Bilingual = {
  'beneficiary.notFound': ['受益人不存在或已合并', 'Beneficiary not found, or merged into another'],
  'beneficiary.duplicateIdNumber': [
    '该证件号码已登记为受益人“{{name}}”（编号 {{id}}）',
    'This ID number is already registered to the beneficiary "{{name}}" (no. {{id}})',
  ],
  'beneficiary.duplicateCreditCode': [
    '该统一社会信用代码已登记为受益单位“{{name}}”（编号 {{id}}）',
    'This credit code is already registered to the beneficiary "{{name}}" (no. {{id}})',
  ],
  'beneficiary.mergeSelf': ['不能将受益人与其自身合并', 'A beneficiary cannot be merged with itself'],
  'beneficiary.mergeTypes': [
    '个人与单位不能合并，请选择同一类型的受益人',
    'A person and an organisation cannot be merged; choose two of the same type',
  ],
  'beneficiary.mergeGroupUnknown': [
    '合并字段“{{group}}”不适用于该类型的受益人',
    'The merge field "{{group}}" does not apply to this type of beneficiary',
  ],
  'beneficiary.clientAccountExists': [
    '该手机号已关联此受益人',
    'This phone is already linked to this beneficiary',
  ],
  'beneficiary.clientAccountNotFound': [
    '该手机号未关联此受益人',
    'This phone is not linked to this beneficiary',
  ],
  'beneficiary.type.person': ['个人', 'Person'],
  'beneficiary.type.company': ['单位', 'Organisation'],
  'beneficiary.gender.male': ['男', 'Male'],
  'beneficiary.gender.female': ['女', 'Female'],
  'export.beneficiary.file': ['受益人', 'beneficiaries'],
  'export.beneficiary.sheet': ['受益人', 'Beneficiaries'],
  'export.beneficiary.id': ['编号', 'No.'],
  'export.beneficiary.type': ['类型', 'Type'],
  'export.beneficiary.name': ['名称', 'Name'],
  'export.beneficiary.idNumber': ['证件号码/信用代码（脱敏）', 'ID number / credit code (masked)'],
  'export.beneficiary.mobile': ['手机号（脱敏）', 'Mobile (masked)'],
  'export.beneficiary.gender': ['性别', 'Gender'],
  'export.beneficiary.birthDate': ['出生日期', 'Birth date'],
  'export.beneficiary.areaCode': ['地区代码', 'Area code'],
  'export.beneficiary.area': ['地区', 'Area'],
  'export.beneficiary.address': ['地址', 'Address'],
  'export.beneficiary.tags': ['困难标签', 'Vulnerability tags'],
  'export.beneficiary.orgType': ['机构类型', 'Organisation type'],
  'export.beneficiary.status': ['状态', 'Status'],
  'export.beneficiary.projectCount': ['项目数', 'Projects'],
  'export.beneficiary.totalPaid': ['累计拨付（元）', 'Total paid (CNY)'],
  'export.beneficiary.createdOn': ['登记日期', 'Registered on'],
};
