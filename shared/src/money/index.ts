export {
  MONEY_DECIMALS,
  addMoney,
  compareMoney,
  isValidAmount,
  normalizeMoney,
  percentOf,
  subMoney,
  sumMoney,
} from './money';
export type { MoneyValue } from './money';
export { formatMoney } from './format-money';
export type { FormatMoneyOptions } from './format-money';
