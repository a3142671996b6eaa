export { axisNumber, shortenNumber } from './shorten-number';
export { thousands } from './thousands';
export { PROFILE_MAX_WORDS, countWords } from './count-words';
export { maskIdNumber, maskMobile } from './mask';
export { filterFormParams, formFilters } from './filter-form-params';
export type { FormParams } from './filter-form-params';
export { areaCodePath, areaParentCode, areaPath, isAreaCode } from './area';
export { DEFAULT_BUSINESS_TIME_ZONE, businessDate, isTimeZone } from './business-date';
export {
  EXPIRY_WARNING_DAYS,
  QUALIFICATION_STATES,
  addDays,
  expiryWarningLimit,
  qualificationState,
} from './qualification-expiry';
export type { QualificationState } from './qualification-expiry';
