import { MAX_AMOUNT } from '../money/money';
import * as forms from '.';
import type { FormSchema } from './form-schema';
import { checkRule, type FieldRule } from './rules';

type AnySchema = FormSchema<unknown, unknown>;

const schemas = Object.values(forms).filter(
  (value): value is AnySchema =>
    typeof value === 'object' && value !== null && 'name' in value && 'fields' in value,
);

/** Every field of every form, list columns as `list.column`, with its rules. */
const fields = schemas.flatMap((schema) => [
  ...Object.entries(schema.fields).map(([field, rules]) => [schema.name, field, rules] as const),
  ...Object.entries(schema.lists ?? {}).flatMap(([list, columns]) =>
    Object.entries(columns as Record<string, readonly FieldRule[]>).map(
      ([column, rules]) => [schema.name, `${list}.${column}`, rules] as const,
    ),
  ),
]) as (readonly [string, string, readonly FieldRule[]])[];

const isAmountRule = (rule: FieldRule) => rule.kind === 'amount' || rule.kind === 'amountOrZero';
/** Money by its name (amount, totalAmount, plannedBudget, amountSpent…), not a list of ids. */
const looksLikeMoney = (field: string) => /amount|budget|spent/i.test(field) && !/Ids?$/.test(field);

describe('every amount field of every form has the one money rule', () => {
  it('finds the forms and their money fields', () => {
    expect(schemas.length).toBeGreaterThanOrEqual(10);
    expect(fields.filter(([, field]) => looksLikeMoney(field)).length).toBeGreaterThanOrEqual(10);
  });

  it.each(fields.filter(([, field]) => looksLikeMoney(field)))(
    '%s.%s is an amount',
    (_form, _field, rules) => {
      expect(rules.some(isAmountRule)).toBe(true);
    },
  );

  it.each(fields.filter(([, , rules]) => rules.some(isAmountRule)))(
    '%s.%s takes MAX_AMOUNT and refuses a cent more',
    (_form, _field, rules) => {
      const rule = rules.find(isAmountRule)!;
      expect(checkRule(rule, MAX_AMOUNT)).toBeNull();
      expect(checkRule(rule, '1000000000000.01')).toEqual({
        message: 'amountTooLarge',
        params: { max: '1,000,000,000,000.00' },
      });
    },
  );
});
