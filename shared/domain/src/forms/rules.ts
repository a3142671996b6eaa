import { amountProblem, MAX_AMOUNT, type AmountProblem } from '../money/money';
import { thousands } from '../utils/thousands';
import { Dec } from '../utils/decimal';
import type { Locale } from '../contracts/locale';
import { validationTexts } from './validation-texts';

/** A rule a single field must pass. Amounts are decimal strings; dates ISO `YYYY-MM-DD`. */
export type FieldRule =
  /** `choice`: the value is picked (a select, a cascader, a date), so an empty one reads "choose", not "fill in". */
  | { kind: 'required'; choice?: true }
  | { kind: 'maxLength'; max: number }
  /** Above 0, at most 2 decimals and MAX_AMOUNT. */
  | { kind: 'amount' }
  /** As `amount`, 0 allowed. */
  | { kind: 'amountOrZero' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'date' }
  | { kind: 'areaCode' }
  /** A bank account number: 8 to 30 digits (spaces allowed between groups). */
  | { kind: 'bankAccount' }
  | { kind: 'oneOf'; values: readonly string[] }
  | { kind: 'minItems'; min: number }
  | { kind: 'maxItems'; max: number }
  /** A decimal number (a string, kept exact) with at most `scale` decimals, within the optional bounds. */
  | { kind: 'decimal'; scale: number; min?: string; max?: string };

/** `required` for a value picked from a list (a select, a cascader, a date): an empty one reads "choose". */
export const CHOSEN = { kind: 'required', choice: true } as const;

/** What failed: the field's path (`instalments[1].amount`, as Arco's Form names list items) and a message key. */
export interface FieldError {
  field: string;
  message: ValidationKey;
  params?: Record<string, string | number>;
}

export { validationTexts };
export type ValidationKey = keyof typeof validationTexts;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The message of the part of the amount rule a typed amount breaks: the rule itself when it is no number. */
function amountError(kind: 'amount' | 'amountOrZero', problem: AmountProblem | null) {
  switch (problem) {
    case null:
      return null;
    case 'notANumber':
      return { message: kind };
    case 'negative':
      return { message: 'amountNegative' as const };
    case 'decimals':
      return { message: 'amountDecimals' as const };
    case 'tooLarge':
      return { message: 'amountTooLarge' as const, params: { max: thousands(MAX_AMOUNT) } };
    case 'zero':
      return { message: 'amountPositive' as const };
  }
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function decimalError(
  rule: { scale: number; min?: string; max?: string },
  text: string,
): Omit<FieldError, 'field'> | null {
  const decimals = text.split('.')[1]?.length ?? 0;
  if (!DECIMAL.test(text) || decimals > rule.scale) {
    return { message: 'decimal' as const, params: { scale: rule.scale } };
  }
  if (rule.min !== undefined && new Dec(text).lt(rule.min)) {
    return { message: 'decimalMin' as const, params: { min: rule.min } };
  }
  if (rule.max !== undefined && new Dec(text).gt(rule.max)) {
    return { message: 'decimalMax' as const, params: { max: rule.max } };
  }
  return null;
}

/** The first rule the value breaks, or null. Empty values pass every rule but `required` and `minItems`. */
export function checkRule(rule: FieldRule, value: unknown): Omit<FieldError, 'field'> | null {
  if (rule.kind === 'required') {
    if (!isBlank(value)) return null;
    return { message: rule.choice ? 'choose' : 'required' };
  }
  if (rule.kind === 'minItems') {
    const length = Array.isArray(value) ? value.length : 0;
    return length < rule.min ? { message: 'minItems', params: { min: rule.min } } : null;
  }
  if (rule.kind === 'maxItems') {
    const length = Array.isArray(value) ? value.length : 0;
    return length > rule.max ? { message: 'maxItems', params: { max: rule.max } } : null;
  }
  if (isBlank(value)) return null;
  const text = typeof value === 'string' ? value.trim() : String(value);
  switch (rule.kind) {
    case 'maxLength':
      return text.length > rule.max ? { message: 'maxLength', params: { max: rule.max } } : null;
    case 'amount':
    case 'amountOrZero':
      return amountError(rule.kind, amountProblem(text, { zeroAllowed: rule.kind === 'amountOrZero' }));
    case 'integer': {
      const ok = /^-?\d+$/.test(text) && new Dec(text).gte(rule.min) && new Dec(text).lte(rule.max);
      return ok ? null : { message: 'integer', params: { min: rule.min, max: rule.max } };
    }
    case 'date':
      return isIsoDate(text) ? null : { message: 'date' };
    case 'areaCode':
      return /^\d{6}$/.test(text) ? null : { message: 'areaCode' };
    case 'bankAccount':
      return /^\d{8,30}$/.test(text.replace(/ /g, '')) ? null : { message: 'bankAccount' };
    case 'oneOf':
      return rule.values.includes(text) ? null : { message: 'oneOf' };
    case 'decimal':
      return decimalError(rule, text);
  }
}

export type Labels = Record<string, readonly [zhCN: string, enUS: string]>;

/** `instalments[1].amount` → the label of `instalments.amount`, else of `instalments`, else the path itself. */
export function labelOf(labels: Labels, field: string, locale: Locale): string {
  const bare = field.replace(/\[\d+\]/g, '');
  const pair = labels[bare] ?? labels[bare.split('.')[0]!];
  const index = /\[(\d+)\]/.exec(field);
  const text = pair ? pair[locale === 'en-US' ? 1 : 0] : field;
  if (!index || !bare.includes('.')) return text;
  const row = Number(index[1]) + 1;
  return locale === 'en-US' ? `${text} (row ${row})` : `第 ${row} 行${text}`;
}

function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The error as a sentence in the given language, with the field's label and the error's parameters. */
export function formatFieldError(error: FieldError, labels: Labels, locale: Locale): string {
  const [zh, en] = validationTexts[error.message];
  const params: Record<string, string | number> = {
    ...error.params,
    label: labelOf(labels, error.field, locale),
  };
  if (typeof params.other === 'string') params.other = labelOf(labels, params.other, locale);
  return interpolate(locale === 'en-US' ? en : zh, params);
}
