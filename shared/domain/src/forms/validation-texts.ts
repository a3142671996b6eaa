// Plain data with no imports: the shell's common texts include it on the login page, which must not pull in the
// rules' decimal library.

/** Messages in both languages; `{{label}}` is the field's label, other `{{x}}` come from the error's params. */
export const validationTexts = {
  required: ['请填写{{label}}', '{{label}} is required'],
  choose: ['请选择{{label}}', '{{label}} is required'],
  maxLength: ['{{label}}不能超过 {{max}} 个字符', '{{label}} must be at most {{max}} characters'],
  amount: [
    '{{label}}须为大于 0 且最多两位小数的金额',
    '{{label}} must be an amount above 0 with at most 2 decimals',
  ],
  amountOrZero: [
    '{{label}}须为不小于 0 且最多两位小数的金额',
    '{{label}} must be an amount of 0 or more with at most 2 decimals',
  ],
  amountNegative: ['{{label}}不能为负数', '{{label}} cannot be negative'],
  amountDecimals: ['{{label}}最多两位小数', '{{label}} takes at most 2 decimals'],
  amountTooLarge: ['{{label}}不能超过 {{max}}', '{{label}} must be at most {{max}}'],
  amountPositive: ['{{label}}须大于 0', '{{label}} must be more than 0'],
  integer: [
    '{{label}}须为 {{min}} 到 {{max}} 之间的整数',
    '{{label}} must be a whole number from {{min}} to {{max}}',
  ],
  date: ['{{label}}须为有效日期', '{{label}} must be a valid date'],
  areaCode: ['请从地区列表中选择{{label}}', 'Choose {{label}} from the area list'],
  bankAccount: ['{{label}}须为 8 到 30 位数字', '{{label}} must be 8 to 30 digits'],
  dateNotAfter: ['{{label}}不能晚于{{other}}', '{{label}} cannot be after {{other}}'],
  notInFuture: ['{{label}}不能晚于今天（{{today}}）', '{{label}} cannot be later than today ({{today}})'],
  dateWithin: ['{{label}}须在 {{from}} 至 {{to}} 之间', '{{label}} must be between {{from}} and {{to}}'],
  decimal: [
    '{{label}}须为数字，最多 {{scale}} 位小数',
    '{{label}} must be a number with at most {{scale}} decimals',
  ],
  decimalMin: ['{{label}}不能小于 {{min}}', '{{label}} must be at least {{min}}'],
  decimalMax: ['{{label}}不能大于 {{max}}', '{{label}} must be at most {{max}}'],
  oneOf: ['{{label}}的取值无效', '{{label}} has an invalid value'],
  minItems: ['{{label}}至少需要 {{min}} 项', '{{label}}: add at least {{min}}'],
  maxItems: ['{{label}}最多 {{max}} 项', '{{label}}: at most {{max}}'],
  dateOrder: ['{{label}}不能早于{{other}}', '{{label}} cannot be before {{other}}'],
  sumEquals: [
    '{{label}}合计 {{sum}}，须等于{{other}} {{total}}',
    '{{label}} add up to {{sum}}; they must equal the {{other}} {{total}}',
  ],
  notAbove: ['{{label}}不能超过{{other}} {{limit}}', '{{label}} cannot exceed the {{other}} {{limit}}'],
  unique: ['{{label}}不能重复', '{{label}} must not repeat'],
  linkedItem: [
    '{{label}}须指向报告计划中的一项',
    '{{label}} must point to an item of the reporting schedule',
  ],
  idFormat: ['{{label}}须为 18 位（最后一位可为 X）', '{{label}} must be 18 characters (the last may be X)'],
  idBirthDate: [
    '{{label}}中的出生日期无效或晚于今天',
    'The birth date in the {{label}} is not a real date or is after today',
  ],
  idCheckDigit: ['{{label}}校验位不正确，请核对', "The {{label}}'s check digit is wrong; check the number"],
  passportFormat: ['{{label}}须为 5 到 20 位字母或数字', '{{label}} must be 5 to 20 letters or digits'],
  birthDateMismatch: [
    '{{label}}须与身份证号码一致（{{expected}}）',
    '{{label}} must match the ID number ({{expected}})',
  ],
  genderMismatch: ['{{label}}与身份证号码不一致', '{{label}} does not match the ID number'],
  mobile: ['{{label}}须为 11 位手机号码', '{{label}} must be an 11-digit mobile number'],
  guardianRequired: ['未满 18 周岁，请填写{{label}}', 'Under 18: {{label}} is required'],
  creditCodeFormat: [
    '{{label}}须为 18 位数字或大写字母（不含 I、O、S、V、Z）',
    '{{label}} must be 18 digits or capital letters (no I, O, S, V or Z)',
  ],
  creditCodeCheck: [
    '{{label}}校验码不正确，请核对',
    "The {{label}}'s check character is wrong; check the code",
  ],
  dateTime: ['{{label}}须为有效的日期时间', '{{label}} must be a valid date and time'],
  clockTime: ['{{label}}须为“时:分”格式，如 09:30', '{{label}} must be a time as HH:mm, e.g. 09:30'],
  timeAfter: ['{{label}}须晚于{{other}}', '{{label}} must be later than {{other}}'],
  spanAtMost: [
    '{{label}}与{{other}}相隔不能超过 {{hours}} 小时',
    '{{label}} must be within {{hours}} hours of {{other}}',
  ],
  roleCode: [
    '{{label}}须以字母开头，只含字母、数字、_ 或 -（最多 50 个字符）',
    '{{label}} must start with a letter and hold only letters, digits, _ or - (at most 50)',
  ],
  voteThreshold: [
    '{{label}}不能超过可计票的审批人数（{{max}}）',
    '{{label}} cannot exceed the number of approvers who can vote ({{max}})',
  ],
  earlierNode: ['{{label}}须为当前节点之前的节点', '{{label}} must be a node before the current one'],
  unconditionalNode: [
    '{{label}}至少要有一个不设金额条件的节点',
    '{{label}}: at least one node must apply whatever the amount',
  ],
  eitherOf: [
    '请在{{label}}和{{other}}中填写一项（二选一）',
    'Give either {{label}} or {{other}}, one of the two',
  ],
  username: [
    '{{label}}须为 3–32 位字母、数字或 _ . @ -',
    '{{label}} must be 3–32 letters, digits or _ . @ -',
  ],
  email: ['{{label}}格式不正确', '{{label}} is not a valid email address'],
  nothingChanged: ['请至少修改一项信息后再提交', 'Change at least one value before sending the request'],
  buttonCode: [
    '{{label}}须为“模块:操作”的形式，如 project:create',
    '{{label}} must read "module:action", such as project:create',
  ],
} as const satisfies Record<string, readonly [string, string]>;
