export {
  MAX_AMOUNT,
  MONEY_DECIMALS,
  addMoney,
  amountProblem,
  amountSoFar,
  compareMoney,
  isValidAmount,
  normalizeMoney,
  percentOf,
  subMoney,
  sumMoney,
} from './money';
export type { AmountProblem, MoneyValue } from './money';
export { formatMoney } from './format-money';
export type { FormatMoneyOptions } from './format-money';
