import axios from 'axios';
import { API_CODE } from '@pm/domain/contracts';

/** A plain-object copy of an ApiError: what RTK Query keeps in the (serializable) store. */
export interface SerializedApiError {
  message: string;
  /** The wrapper's code; 50000 (the default failure) when the server sent no wrapper. */
  code: number;
  /** The HTTP status; 0 when no response arrived (network error, timeout). */
  httpStatus: number;
  data?: unknown;
}

/** What every failed call rejects with, so callers handle one shape whatever went wrong. */
export class ApiError extends Error implements SerializedApiError {
  readonly code: number;
  readonly httpStatus: number;
  readonly data?: unknown;

  constructor(
    message: string,
    { code, httpStatus, data }: Omit<SerializedApiError, 'message'>,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.data = data;
  }
}

/** Any rejection of `http` as a plain object; a cancelled request keeps axios' 'canceled' message. */
export function serializeApiError(error: unknown): SerializedApiError {
  if (error instanceof ApiError) {
    return { message: error.message, code: error.code, httpStatus: error.httpStatus, data: error.data };
  }
  const message = error instanceof Error ? error.message : String(error);
  const httpStatus = axios.isAxiosError(error) ? (error.response?.status ?? 0) : 0;
  return { message, code: API_CODE.FAIL, httpStatus };
}

/** The server said the record is not there (404): a detail page shows "not found", not a load error. */
export const isNotFound = (error: unknown): boolean =>
  (error as SerializedApiError | undefined)?.httpStatus === 404;
