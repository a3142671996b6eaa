import type { Locale } from '@pm/shared/contracts/remote';

/**
 * The sentence for a failed schema keyword, in both languages, naming the field: what a caller reads when the
 * route's schema declares no message of its own (`x-message`). Fields are named by their path in the request
 * (`costItems[0].name`), as the forms name them.
 */
export interface KeywordFailure {
  keyword: string;
  /** The field's path; empty for the request part itself. */
  field: string;
  part: string | undefined;
  params: Record<string, unknown>;
}

const TYPE_NAMES: Record<string, readonly [string, string]> = {
  string: ['文本', 'text'],
  integer: ['整数', 'an integer'],
  number: ['数字', 'a number'],
  boolean: ['true 或 false', 'true or false'],
  array: ['列表', 'a list'],
  object: ['对象', 'an object'],
  null: ['空值', 'null'],
};

const PART_NAMES: Record<string, readonly [string, string]> = {
  body: ['请求内容', 'The request body'],
  querystring: ['查询参数', 'The query string'],
  params: ['路径参数', 'The path parameters'],
  headers: ['请求头', 'The request headers'],
};

type Texts = (field: string, params: Record<string, unknown>) => readonly [string, string];

const listOf = (value: unknown) => (Array.isArray(value) ? value : [value]).map(String);

const typeNames = (params: Record<string, unknown>, index: 0 | 1) =>
  listOf(params.type)
    .flatMap((type) => type.split(','))
    .map((type) => TYPE_NAMES[type]?.[index] ?? type)
    .join(index === 0 ? '或' : ' or ');

const allowed = (params: Record<string, unknown>) => {
  const values = listOf(params.allowedValues ?? params.allowedValue);
  return values.length > 12 ? `${values.slice(0, 12).join(', ')}, …` : values.join(', ');
};

const KEYWORDS: Record<string, Texts> = {
  type: (f, p) => [`${f}应为${typeNames(p, 0)}`, `${f} must be ${typeNames(p, 1)}`],
  required: (f) => [`缺少${f}`, `${f} is required`],
  additionalProperties: (f) => [`不接受字段${f}`, `${f} is not a field of this request`],
  unsafeText: (f) => [
    `${f}含有不允许的字符（空字符或不成对的代理字符）`,
    `${f} contains a character that is not allowed (NUL or an unpaired surrogate)`,
  ],
  finite: (f) => [`${f}超出范围`, `${f} is out of range`],
  maximum: (f, p) => [`${f}不能大于 ${p.limit}`, `${f} must be at most ${p.limit}`],
  exclusiveMaximum: (f, p) => [`${f}必须小于 ${p.limit}`, `${f} must be less than ${p.limit}`],
  minimum: (f, p) => [`${f}不能小于 ${p.limit}`, `${f} must be at least ${p.limit}`],
  exclusiveMinimum: (f, p) => [`${f}必须大于 ${p.limit}`, `${f} must be more than ${p.limit}`],
  maxLength: (f, p) => [`${f}不能超过 ${p.limit} 个字符`, `${f} must be at most ${p.limit} characters`],
  minLength: (f, p) => [`${f}不能少于 ${p.limit} 个字符`, `${f} must be at least ${p.limit} characters`],
  maxItems: (f, p) => [`${f}不能超过 ${p.limit} 项`, `${f} may have at most ${p.limit} items`],
  minItems: (f, p) => [`${f}至少需要 ${p.limit} 项`, `${f} needs at least ${p.limit} items`],
  pattern: (f) => [`${f}格式不正确`, `${f} is not in the expected format`],
  format: (f) => [`${f}格式不正确`, `${f} is not in the expected format`],
  enum: (f, p) => [`${f}只能是：${allowed(p)}`, `${f} must be one of: ${allowed(p)}`],
  const: (f, p) => [`${f}只能是：${allowed(p)}`, `${f} must be ${allowed(p)}`],
};

const quoted = (field: string, locale: Locale) => (locale === 'en-US' ? `"${field}"` : `“${field}”`);

export function keywordText(failure: KeywordFailure, locale: Locale): string {
  const index = locale === 'en-US' ? 1 : 0;
  const name = failure.field
    ? quoted(failure.field, locale)
    : (PART_NAMES[failure.part ?? '']?.[index] ?? PART_NAMES.body![index]);
  const texts = KEYWORDS[failure.keyword] ?? ((f: string) => [`${f}的值无效`, `${f} is not valid`] as const);
  return texts(name, failure.params)[index];
}
