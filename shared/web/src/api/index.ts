export { ApiError, isNotFound, serializeApiError } from './api-error';
export { errorText } from './error-text';
export type { SerializedApiError } from './api-error';
export {
  ERROR_MESSAGES,
  ERROR_TOAST_DURATION,
  failedCodeMessage,
  httpErrorMessage,
  isApiResponse,
} from './error-catalogue';
export { configureHttp, http } from './http';
export type { HttpOptions } from './http';
export { apiDelete, apiGet, apiPost, apiPut, apiRequest } from './requests';
export { axiosBaseQuery, baseQuery } from './base-query';
export type { AxiosQueryArgs } from './base-query';
export { API_TAGS, api } from './rtk-api';
export type { ApiTag } from './rtk-api';
export { reloadPage } from './reload-page';
export { refetchOnLanguageChange } from './refetch-on-language';
export {
  APPROVAL_COUNTS_POLL_MS,
  APPROVAL_COUNTS_TAG,
  approvalCountsApi,
  useGetApprovalCountsQuery,
} from './approval-counts';
