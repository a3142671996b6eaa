import type { Bilingual } from '@pm/domain/texts/bilingual';

/** Volunteers and their service records: refusals and the export's headers. */
export const volunteerTexts: Bilingual = {
  'volunteer.notFound': ['志愿者不存在', 'Volunteer not found'],
  'volunteer.duplicateId': [
    '该证件号码已登记为志愿者 {{code}}（{{name}}）',
    'This ID number is already registered as volunteer {{code}} ({{name}})',
  ],
  'volunteer.refused': [
    '{{entity}}当前状态“{{status}}”不能执行“{{verb}}”',
    'A {{entity}} that is "{{status}}" cannot be "{{verb}}"',
  ],
  'volunteer.notSchedulable': [
    '志愿者当前状态“{{status}}”，不能安排新的服务',
    'A volunteer who is "{{status}}" cannot be scheduled for new service',
  ],
  'volunteer.serviceNotFound': ['服务记录不存在', 'Service record not found'],
  'volunteer.serviceNotEditable': [
    '服务记录当前状态“{{status}}”，不能修改',
    'A service record that is "{{status}}" can no longer be edited',
  ],
  'volunteer.projectMissing': ['所选项目不存在', 'The chosen project does not exist'],
  'volunteer.subProjectMismatch': [
    '所选子项目不属于该项目',
    'The chosen sub-project does not belong to the project',
  ],
  'export.volunteer.sheet': ['志愿者列表', 'Volunteers'],
  'export.volunteer.file': ['志愿者列表', 'volunteers'],
  'export.volunteer.code': ['志愿者编号', 'Code'],
  'export.volunteer.name': ['姓名', 'Name'],
  'export.volunteer.gender': ['性别', 'Gender'],
  'export.volunteer.idType': ['证件类型', 'ID type'],
  'export.volunteer.idNumber': ['证件号码（脱敏）', 'ID number (masked)'],
  'export.volunteer.mobile': ['手机号码（脱敏）', 'Mobile (masked)'],
  'export.volunteer.areaCode': ['地区编码', 'Area code'],
  'export.volunteer.skills': ['技能特长', 'Skills'],
  'export.volunteer.availability': ['可服务时间', 'Availability'],
  'export.volunteer.status': ['状态', 'Status'],
  'export.volunteer.verifiedHours': ['已核验时长（小时）', 'Verified hours'],
  'export.volunteer.serviceCount': ['服务次数', 'Service records'],
  'export.volunteer.remark': ['备注', 'Remarks'],
  'export.volunteer.createdOn': ['登记日期', 'Registered on'],
  'volunteer.gender.male': ['男', 'Male'],
  'volunteer.gender.female': ['女', 'Female'],
  'volunteer.idType.resident_id': ['居民身份证', 'Resident ID'],
  'volunteer.idType.passport': ['护照', 'Passport'],
  'volunteer.idType.other': ['其他证件', 'Other'],
  'volunteer.availability.weekdays': ['工作日', 'Weekdays'],
  'volunteer.availability.weekends': ['周末', 'Weekends'],
  'volunteer.availability.evenings': ['晚间', 'Evenings'],
  'volunteer.availability.holidays': ['节假日', 'Holidays'],
  'volunteer.availability.remote': ['线上远程', 'Remote'],
};
