import { amountSoFar, compareMoney, normalizeMoney, subMoney, sumMoney } from '@pm/domain/money';

export interface AmountsTotal {
  /** The total with 2 decimals; null while it is not an amount yet. */
  total: string | null;
  /** What the rows add up to. */
  sum: string;
  /** The total less the sum: positive while the rows are short, negative when they exceed it. */
  difference: string;
  /** True only when both are known and equal to the cent. */
  matched: boolean;
}

/**
 * The live "rows vs total" figure of a list of amounts (instalments vs the agreement total, cost items vs the
 * amount requested), in decimal arithmetic. The schema's `sumEquals` check decides; this shows it as typed.
 */
export function amountsTotal(
  amounts: readonly (string | null | undefined)[],
  total: string | null | undefined,
): AmountsTotal {
  const sum = sumMoney(amounts.map(amountSoFar));
  const agreed = amountSoFar(total);
  const difference = subMoney(agreed, sum);
  return {
    total: agreed === null ? null : normalizeMoney(agreed),
    sum,
    difference,
    matched: agreed !== null && amounts.length > 0 && compareMoney(sum, agreed) === 0,
  };
}
