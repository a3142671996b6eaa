import type { Bilingual } from '@pm/domain/texts/bilingual';

/** The import centre (modules/imports): refusals, row messages, template and error-file texts. */
export const importTexts: Bilingual = {
  'import.notFound': ['导入任务不存在', 'Import job not found'],
  'import.chooseFile': ['请选择要导入的 .xlsx 文件', 'Choose the .xlsx file to import'],
  'import.xlsxOnly': [
    '只能导入 .xlsx 文件（请使用下载的模板）',
    'Only .xlsx files can be imported (use the template)',
  ],
  'import.notWorkbook': [
    '文件无法作为 Excel 工作簿读取，请使用下载的模板另存为 .xlsx',
    'The file cannot be read as an Excel workbook: save the template as .xlsx',
  ],
  'import.noSheet': ['工作簿中没有工作表', 'The workbook has no sheet'],
  'import.noRows': [
    '文件中没有数据行（第一行为表头）',
    'The file has no data rows (the first row is the header)',
  ],
  'import.tooManyRows': [
    '一个文件最多导入 {{max}} 行，请拆分后再导入',
    'A file may hold at most {{max}} rows: split it and import the parts',
  ],
  'import.headerMissing': [
    '表头与模板不符，缺少列：{{columns}}',
    'The header row does not match the template; missing columns: {{columns}}',
  ],
  'import.headerUnknown': [
    '表头与模板不符，无法识别的列：{{columns}}',
    'The header row does not match the template; unknown columns: {{columns}}',
  ],
  'import.headerRepeated': ['表头中重复的列：{{columns}}', 'Columns repeated in the header row: {{columns}}'],
  'import.listSeparator': ['、', ', '],
  'import.formula': [
    '{{label}}：不能是公式，请填写值',
    '{{label}}: a formula is not allowed, enter the value',
  ],
  'import.unknownChoice': [
    '{{label}}：“{{value}}”不是可选值',
    '{{label}}: "{{value}}" is not one of the allowed values',
  ],
  'import.duplicateInFile': ['{{label}}：与第 {{row}} 行重复', '{{label}}: the same as row {{row}}'],
  'import.duplicateExisting': ['{{label}}：系统中已有相同记录', '{{label}}: a record with it already exists'],
  'import.unknownReference': ['{{label}}：“{{value}}”不存在', '{{label}}: "{{value}}" does not exist'],
  'import.volunteerUnknown': [
    '{{label}}：系统中没有使用该证件号码的志愿者',
    '{{label}}: no volunteer has this ID number',
  ],
  'import.volunteerAmbiguous': [
    '{{label}}：多名志愿者（不同证件类型）使用该号码，请在志愿者详情页登记',
    '{{label}}: several volunteers (of different ID types) have this number; record it on the volunteer’s page',
  ],
  'import.volunteerNotSchedulable': [
    '{{label}}：志愿者当前状态“{{status}}”，不能安排新的服务',
    '{{label}}: a volunteer who is "{{status}}" cannot be scheduled for new service',
  ],
  'import.projectNotSchedulable': [
    '{{label}}：“{{value}}”是子项目或尚未提交的项目，服务须登记在已提交的主项目下',
    '{{label}}: "{{value}}" is a sub-project or a draft; service is recorded on a submitted top project',
  ],
  'import.grantBeyondOwnRights': [
    '{{label}}：不能授予超出您自身权限的角色',
    '{{label}}: you cannot give a role with rights you do not hold yourself',
  ],
  'import.typeForbidden': [
    '您没有新增{{type}}的权限，不能导入',
    'Importing {{type}} needs the right to create them',
  ],
  'import.notChecked': ['请先校验文件', 'Check the file first'],
  'import.running': ['该任务正在处理中，请稍候', 'The job is being processed: wait a moment'],
  'import.done': ['该任务已导入完成', 'The job has already been imported'],
  'import.allHasInvalid': [
    '有 {{count}} 行数据有误，“全部导入”不能执行；请修正后重新上传，或选择“仅导入正确行”',
    '{{count}} rows have errors, so "import all" cannot run: fix them and upload again, or choose "valid rows only"',
  ],
  'import.nothingValid': ['没有可导入的正确行', 'There are no valid rows to import'],
  'import.interrupted': [
    '处理过程中断（服务器已停止），未导入任何数据，可重新提交',
    'Processing broke off (the server stopped); nothing was imported: commit again',
  ],
  'import.failed': [
    '处理失败，未导入任何数据，请重试',
    'The step failed and nothing was imported: try again',
  ],
  'import.duplicateAtCommit': [
    '导入时发现与已有记录重复，未导入任何数据，请重新校验',
    'A row duplicates a record saved meanwhile; nothing was imported: check the file again',
  ],
  'import.errorColumn': ['错误信息', 'Errors'],
  'import.rowColumn': ['原行号', 'Row'],
  'import.errorFile': ['导入错误-{{name}}', 'import-errors-{{name}}'],
  'import.listsSheet': ['选项', 'Lists'],
  'import.multipleNote': ['可填多个，用逗号分隔', 'Several allowed, separated by commas'],
  'import.dateNote': ['日期格式：2000-01-31', 'Date format: 2000-01-31'],
  'import.type.beneficiaryPerson': ['受益人（个人）', 'Beneficiaries (persons)'],
  'import.type.beneficiaryCompany': ['受益人（单位）', 'Beneficiaries (organisations)'],
  'import.type.project': ['项目', 'Projects'],
  'import.type.user': ['系统用户', 'System users'],
  'import.template.beneficiaryPerson': ['受益人个人导入模板', 'beneficiary-persons-template'],
  'import.type.partner': ['合作方', 'Partners'],
  'import.type.volunteer': ['志愿者', 'Volunteers'],
  'import.type.volunteerHours': ['志愿服务时长', 'Volunteer service hours'],
  'import.template.beneficiaryCompany': ['受益人单位导入模板', 'beneficiary-companies-template'],
  'import.template.partner': ['合作方导入模板', 'partners-template'],
  'import.template.volunteer': ['志愿者导入模板', 'volunteers-template'],
  'import.template.volunteerHours': ['志愿服务时长导入模板', 'volunteer-hours-template'],
  'import.template.project': ['项目导入模板', 'projects-template'],
  'import.template.user': ['系统用户导入模板', 'system-users-template'],
  'import.idType.resident_id': ['居民身份证', 'Resident ID card'],
  'import.idType.passport': ['护照', 'Passport'],
  'import.idType.other': ['其他证件', 'Other document'],
  'import.userStatus.active': ['启用', 'Active'],
  'import.userStatus.disabled': ['停用', 'Disabled'],
  'import.gender.male': ['男', 'Male'],
  'import.gender.female': ['女', 'Female'],
};
