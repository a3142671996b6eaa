import type { Bilingual } from '@pm/domain/texts/bilingual';

/**
 * A failed schema keyword, naming the field (`{{field}}`, quoted, or the request part): what a caller reads when
 * the route's schema declares no message of its own (`x-message`). `{{limit}}`, `{{types}}` and `{{allowed}}` come
 * from the failure.
 */
export const schemaTexts: Bilingual = {
  'schema.type.string': ['文本', 'text'],
  'schema.type.integer': ['整数', 'an integer'],
  'schema.type.number': ['数字', 'a number'],
  'schema.type.boolean': ['true 或 false', 'true or false'],
  'schema.type.array': ['列表', 'a list'],
  'schema.type.object': ['对象', 'an object'],
  'schema.type.null': ['空值', 'null'],
  'schema.typeSeparator': ['或', ' or '],
  'schema.quoted': ['“{{field}}”', '"{{field}}"'],
  'schema.part.body': ['请求内容', 'The request body'],
  'schema.part.querystring': ['查询参数', 'The query string'],
  'schema.part.params': ['路径参数', 'The path parameters'],
  'schema.part.headers': ['请求头', 'The request headers'],
  'schema.type': ['{{field}}应为{{types}}', '{{field}} must be {{types}}'],
  'schema.required': ['缺少{{field}}', '{{field}} is required'],
  'schema.additionalProperties': ['不接受字段{{field}}', '{{field}} is not a field of this request'],
  'schema.unsafeText': [
    '{{field}}含有不允许的字符（空字符或不成对的代理字符）',
    '{{field}} contains a character that is not allowed (NUL or an unpaired surrogate)',
  ],
  'schema.finite': ['{{field}}超出范围', '{{field}} is out of range'],
  'schema.maximum': ['{{field}}不能大于 {{limit}}', '{{field}} must be at most {{limit}}'],
  'schema.exclusiveMaximum': ['{{field}}必须小于 {{limit}}', '{{field}} must be less than {{limit}}'],
  'schema.minimum': ['{{field}}不能小于 {{limit}}', '{{field}} must be at least {{limit}}'],
  'schema.exclusiveMinimum': ['{{field}}必须大于 {{limit}}', '{{field}} must be more than {{limit}}'],
  'schema.maxLength': [
    '{{field}}不能超过 {{limit}} 个字符',
    '{{field}} must be at most {{limit}} characters',
  ],
  'schema.minLength': [
    '{{field}}不能少于 {{limit}} 个字符',
    '{{field}} must be at least {{limit}} characters',
  ],
  'schema.maxItems': ['{{field}}不能超过 {{limit}} 项', '{{field}} may have at most {{limit}} items'],
  'schema.minItems': ['{{field}}至少需要 {{limit}} 项', '{{field}} needs at least {{limit}} items'],
  'schema.pattern': ['{{field}}格式不正确', '{{field}} is not in the expected format'],
  'schema.format': ['{{field}}格式不正确', '{{field}} is not in the expected format'],
  'schema.enum': ['{{field}}只能是：{{allowed}}', '{{field}} must be one of: {{allowed}}'],
  'schema.const': ['{{field}}只能是：{{allowed}}', '{{field}} must be {{allowed}}'],
  'schema.invalid': ['{{field}}的值无效', '{{field}} is not valid'],
};
