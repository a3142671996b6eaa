import { formatMoney } from '../money/format-money';

export interface AmountTextProps {
  /** A decimal string; null or undefined (no amount yet) shows '-'. */
  value: string | null | undefined;
  /** 万/亿 from 10,000 up, with the exact amount on hover (`title`). */
  short?: boolean;
}

/** An amount as people read it: `1,234,567.00`, or `123.46万` in tight places. */
export function AmountText({ value, short = false }: AmountTextProps) {
  if (value === null || value === undefined || value.trim() === '') return <span>-</span>;
  const exact = formatMoney(value);
  const shown = short ? formatMoney(value, { shorten: true }) : exact;
  if (shown === exact) return <span>{exact}</span>;
  return <span title={exact}>{shown}</span>;
}
