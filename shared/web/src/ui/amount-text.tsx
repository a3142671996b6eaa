import { useTranslation } from 'react-i18next';
import type { Locale } from '@pm/domain/contracts';
import { formatMoney } from '@pm/domain/money';

export interface AmountTextProps {
  /** A decimal string; null or undefined (no amount yet) shows '-'. */
  value: string | null | undefined;
  /** From 10,000 up in the language's units (万/亿, K/M/B), with the exact amount on hover (`title`). */
  short?: boolean;
}

/** An amount as people read it: `1,234,567.00`, or `123.46万` / `1.23M` in tight places. */
export function AmountText({ value, short = false }: AmountTextProps) {
  // Re-renders when the language changes, wherever it is shown.
  const locale = useTranslation().i18n.language as Locale;
  if (value === null || value === undefined || value.trim() === '') return <span>-</span>;
  const exact = formatMoney(value);
  const shown = short ? formatMoney(value, { shorten: true, locale }) : exact;
  if (shown === exact) return <span>{exact}</span>;
  return <span title={exact}>{shown}</span>;
}
