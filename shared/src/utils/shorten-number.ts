import { Dec, toDecimal } from './decimal';

/** Largest first; each unit is 10,000 times the one below it (specification §9). */
const UNITS = [
  { unit: '万亿', size: new Dec('1e12') },
  { unit: '亿', size: new Dec('1e8') },
  { unit: '万', size: new Dec('1e4') },
] as const;

const NEXT_UNIT_RATIO = new Dec(10000);

/**
 * Shortens large numbers with the Chinese units 万, 亿, 万亿 and `decimals` decimals, rounding half away from zero
 * (123456789 → '1.23亿', 12345 → '1.23万'). Numbers below 10,000 and non-numbers come back unchanged.
 * Rounding can carry into the next unit (99,999,999 → '1.00亿', not '10000.00万').
 */
export function shortenNumber(value: number | string, decimals = 2): string {
  const decimal = toDecimal(value);
  if (decimal === null) return String(value);
  const magnitude = decimal.abs();
  const index = UNITS.findIndex(({ size }) => magnitude.gte(size));
  if (index === -1) return String(value);

  const { unit, size } = UNITS[index]!;
  const scaled = decimal.div(size).toDecimalPlaces(decimals, Dec.ROUND_HALF_UP);
  const larger = UNITS[index - 1];
  if (larger && scaled.abs().gte(NEXT_UNIT_RATIO)) {
    return `${decimal.div(larger.size).toFixed(decimals, Dec.ROUND_HALF_UP)}${larger.unit}`;
  }
  return `${scaled.toFixed(decimals)}${unit}`;
}
