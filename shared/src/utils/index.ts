export { axisNumber, shortenNumber } from './shorten-number';
export { thousands } from './thousands';
export { PROFILE_MAX_WORDS, countWords } from './count-words';
export { maskIdNumber, maskMobile } from './mask';
export { isValidUrl } from './is-valid-url';
export { filterFormParams } from './filter-form-params';
export type { FormParams } from './filter-form-params';
export { areaCodePath, areaParentCode, areaPath, buildAreaTree, isAreaCode } from './area';
export type { AreaEntry, AreaNode } from './area';
