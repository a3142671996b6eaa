// The one entry of the lazily loaded chart chunk: ECharts and everything drawn with it.
export { FundsChart } from './funds-chart';
export { StatusChart } from './status-chart';
export { ProvinceMap } from './province-map';
