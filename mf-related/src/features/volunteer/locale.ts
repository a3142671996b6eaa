import type { Bilingual } from '@pm/domain/texts';

/**
 * The texts the volunteer feature's components show (drawers, fields, actions) and those its pages share with
 * them (keys `volunteer.*`), as [zh-CN, en-US] pairs. Form labels and messages come from the shared schemas
 * (`volunteerForm`, `serviceForm`), status and action names from the common namespace.
 */
export const volunteerTexts: Bilingual = {
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

  'volunteer.form.createTitle': ['登记志愿者', 'Register a volunteer'],
  'volunteer.form.editTitle': ['编辑志愿者 {{code}}', 'Edit volunteer {{code}}'],
  'volunteer.form.created': ['已登记志愿者 {{code}}', 'Volunteer {{code}} registered'],
  'volunteer.form.saved': ['已保存', 'Saved'],
  'volunteer.form.idKept': ['当前：{{masked}}。留空则保留原号码', 'Now {{masked}}. Leave blank to keep it'],
  'volunteer.form.fromId': [
    '已按身份证号填写出生日期和性别',
    'Birth date and gender filled in from the ID number',
  ],
  'volunteer.form.person': ['基本信息', 'Person'],
  'volunteer.form.service': ['服务意向', 'Service'],
  'volunteer.form.emergency': ['紧急联系人', 'Emergency contact'],

  'volunteer.confirm.activate': ['确认录用该志愿者？', 'Take this volunteer on?'],
  'volunteer.confirm.suspend': [
    '暂停后不能再为其安排新的服务，确认暂停？',
    'No new service can be scheduled while suspended. Suspend?',
  ],
  'volunteer.confirm.resume': ['确认恢复该志愿者？', 'Make this volunteer active again?'],
  'volunteer.confirm.leave': [
    '退出后不可恢复（已有服务记录和时长保留），确认办理退出？',
    'Leaving is final (service records and hours stay). Mark as left?',
  ],
  'volunteer.actionDone': ['已{{action}}', '{{action}}: done'],

  'volunteer.service.createTitle': ['登记服务', 'Record a service'],
  'volunteer.service.editTitle': ['编辑服务记录', 'Edit the service record'],
  'volunteer.service.saved': ['服务记录已保存', 'Service record saved'],
  'volunteer.service.pickProject': ['请选择项目', 'Choose a project'],
  'volunteer.service.noSubProject': ['不指定子项目', 'No sub-project'],
  'volunteer.service.attendTitle': ['登记到岗：{{activity}}', 'Mark attended: {{activity}}'],
  'volunteer.service.hoursPreview': ['折算服务时长：{{hours}} 小时', 'Counts as {{hours}} hours'],
  'volunteer.service.confirmNoShow': [
    '登记为缺席后不可更改，确认？',
    'A no-show cannot be changed later. Mark as no-show?',
  ],
  'volunteer.service.confirmVerify': [
    '核验后时长计入志愿者累计时长且不可更改，确认核验通过？',
    'Once verified, the hours count and cannot change. Verify?',
  ],
  'volunteer.service.done': ['服务记录已{{action}}', 'Service record: {{action}}'],
  'volunteer.service.notActive': [
    '志愿者当前状态不能安排新的服务',
    'Only an active volunteer can be scheduled',
  ],
};
