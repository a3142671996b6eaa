import type { Locale } from '@pm/domain/contracts/locale';
import { textsIn } from './texts';

/**
 * The sentence for a failed schema keyword, in the caller's language, naming the field: what a caller reads when the
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

const KEYWORDS = new Set([
  'type',
  'required',
  'additionalProperties',
  'unsafeText',
  'finite',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'pattern',
  'format',
  'enum',
  'const',
]);
const PARTS = new Set(['body', 'querystring', 'params', 'headers']);

const listOf = (value: unknown) => (Array.isArray(value) ? value : [value]).map(String);

const allowed = (params: Record<string, unknown>) => {
  const values = listOf(params.allowedValues ?? params.allowedValue);
  return values.length > 12 ? `${values.slice(0, 12).join(', ')}, …` : values.join(', ');
};

/** The keyword's sentence (`schema.<keyword>` in src/texts/schema.ts) in `locale`. */
export function keywordText(failure: KeywordFailure, locale: Locale): string {
  const t = textsIn(locale);
  const field = failure.field
    ? t('schema.quoted', { field: failure.field })
    : t(`schema.part.${PARTS.has(failure.part ?? '') ? failure.part : 'body'}`);
  const types = listOf(failure.params.type)
    .flatMap((type) => type.split(','))
    .map((type) => t(`schema.type.${type}`, { defaultValue: type }))
    .join(t('schema.typeSeparator'));
  const key = KEYWORDS.has(failure.keyword) ? `schema.${failure.keyword}` : 'schema.invalid';
  return t(key, { field, types, limit: failure.params.limit, allowed: allowed(failure.params) });
}
