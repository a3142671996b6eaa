import { compareMoney, normalizeMoney, sumMoney, type MoneyValue } from '../money/money';
import type { CrossCheck } from './form-schema';
import type { FieldError } from './rules';

/** `later` may not come before `earlier` (ISO dates compare as text). Blank dates are left to `required`. */
export function dateOrder(values: Record<string, unknown>, earlier: string, later: string): FieldError[] {
  const from = values[earlier];
  const to = values[later];
  if (typeof from !== 'string' || typeof to !== 'string' || !from || !to || to >= from) return [];
  return [{ field: later, message: 'dateOrder', params: { other: earlier } }];
}

/** The amounts of a list's rows must add up to a total field exactly (decimal arithmetic). */
export function sumEquals(
  field: string,
  amounts: readonly MoneyValue[],
  totalField: string,
  total: MoneyValue,
): FieldError[] {
  const sum = sumMoney(amounts);
  if (compareMoney(sum, total) === 0) return [];
  return [{ field, message: 'sumEquals', params: { sum, other: totalField, total: normalizeMoney(total) } }];
}

/** An amount may not exceed a limit; `limitLabel` is the label key of what the limit is. */
export function notAbove(
  field: string,
  amount: MoneyValue,
  limitLabel: string,
  limit: MoneyValue,
): FieldError[] {
  if (limit === null || limit === undefined || compareMoney(amount, limit) <= 0) return [];
  return [{ field, message: 'notAbove', params: { other: limitLabel, limit: normalizeMoney(limit) } }];
}

/** The check that `later` is not before `earlier`, run once both dates are valid. */
export function datesInOrder<Values, Context = undefined>(
  earlier: keyof Values & string,
  later: keyof Values & string,
): CrossCheck<Values, Context> {
  return {
    uses: [earlier, later],
    run: (values) => dateOrder(values as Record<string, unknown>, earlier, later),
  };
}

/** What a form whose dates record what has happened needs: the business date today (`businessDate`). */
export interface TodayContext {
  today: string;
}

/**
 * A date that records what has happened — a payment made, money spent, an agreement signed — cannot be after
 * today, the business date the server reads (`businessDate`) and the page reads the same way.
 */
export function notInFuture<Values, Context extends TodayContext>(
  field: keyof Values & string,
): CrossCheck<Values, Context> {
  return {
    uses: [field],
    run: (values, context) => {
      const date = (values as Record<string, unknown>)[field];
      return typeof date === 'string' && date > context.today
        ? [{ field, message: 'notInFuture', params: { today: context.today } }]
        : [];
    },
  };
}
