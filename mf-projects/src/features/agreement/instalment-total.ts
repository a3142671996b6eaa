import { compareMoney, normalizeMoney, subMoney, sumMoney } from '@pm/shared/money';

export interface InstalmentTotal {
  /** The agreement total with 2 decimals; null while it is not an amount yet. */
  total: string | null;
  /** What the instalments add up to. */
  sum: string;
  /** The agreement total less the sum: positive while instalments are short, negative when they exceed it. */
  difference: string;
  /** True only when both are known and equal to the cent. */
  matched: boolean;
}

/** An amount as typed so far ('12.', '' or a stray value while editing) counts as zero instead of throwing. */
function countable(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^\d{1,16}(\.\d{0,2})?$/.test(text) ? text : null;
}

/** The live "instalments total vs agreement total" figure of the payment schedule (decimal arithmetic). */
export function instalmentTotal(
  amounts: readonly (string | null | undefined)[],
  total: string | null | undefined,
): InstalmentTotal {
  const sum = sumMoney(amounts.map(countable));
  const agreed = countable(total);
  const difference = subMoney(agreed, sum);
  return {
    total: agreed === null ? null : normalizeMoney(agreed),
    sum,
    difference,
    matched: agreed !== null && amounts.length > 0 && compareMoney(sum, agreed) === 0,
  };
}
