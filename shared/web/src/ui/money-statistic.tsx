import Statistic, { type StatisticProps } from '@arco-design/web-react/es/Statistic';
import { normalizeMoney, type MoneyValue } from '@pm/domain/money';

/**
 * A money figure in Arco's Statistic: the exact decimal string, grouped by the component. Given a formatted string
 * ("369,000.00") Statistic shows it whole, but a small one ("0.00") parses as a number and is split into a large
 * integer and a small decimal part: the figures side by side looked different. The integer part it groups is exact
 * up to 2^53, far past any amount the database holds (numeric(14, 2)); no float arithmetic is done on the value.
 */
export function MoneyStatistic({ value, ...props }: Omit<StatisticProps, 'value'> & { value: MoneyValue }) {
  return <Statistic {...props} value={normalizeMoney(value)} groupSeparator />;
}
