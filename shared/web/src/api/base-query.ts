import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosRequestConfig } from 'axios';
import type { SerializedApiError } from './api-error';
import { serializeApiError } from './api-error';
import { http } from './http';

/** What an endpoint's `query` returns: a URL for a GET, or the parts of an axios request. */
export type AxiosQueryArgs =
  | string
  | Pick<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params' | 'headers' | 'responseType' | 'silent'>;

/**
 * RTK Query over the one axios instance, so endpoints get the same token header, unwrapping and error toasts
 * as direct calls. Errors are stored as plain objects: RTK Query keeps them in the Redux state.
 */
export const axiosBaseQuery: BaseQueryFn<AxiosQueryArgs, unknown, SerializedApiError> = async (
  args,
  { signal },
) => {
  const config = typeof args === 'string' ? { url: args } : args;
  try {
    return { data: await http.request({ ...config, signal }) };
  } catch (error) {
    return { error: serializeApiError(error) };
  }
};

/** The same function under the name RTK Query's docs use. */
export const baseQuery = axiosBaseQuery;
