import Message from '@arco-design/web-react/es/Message';
import axios from 'axios';
import type { AxiosError, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { API_CODE } from '@pm/domain/contracts';
import { currentLocale } from '../i18n/locale';
import { tokenStorage } from '../storage/token-storage';
import { ApiError } from './api-error';
import { ERROR_TOAST_DURATION, failedCodeMessage, httpErrorMessage, isApiResponse } from './error-catalogue';
import { reloadPage } from './reload-page';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No error toast: the caller shows the error itself (e.g. inline on the login form). It still rejects. */
    silent?: boolean;
    /** Resolve with the whole AxiosResponse when the body is not the wrapper: a download reads its headers. */
    wholeResponse?: boolean;
  }
}

export interface HttpOptions {
  /** Where the API lives; '/api' in single-port mode (ARCHITECTURE.md "API"). */
  baseURL?: string;
  /** Called after the toast when a request that carried a token gets HTTP 401. */
  onUnauthorized?: () => void;
}

/** Specification §4: a 401 clears the stored token and reloads the page. */
function reloadSignedOut(): void {
  tokenStorage.clear();
  reloadPage();
}

const DEFAULT_BASE_URL = '/api';
let onUnauthorized: () => void = reloadSignedOut;

/** The one axios instance of the whole product (shared as a Module Federation singleton with @pm/domain). */
export const http = axios.create({ baseURL: DEFAULT_BASE_URL });

/** The shell sets where the API lives and what a lost session does; omitted options keep their current value. */
export function configureHttp(options: HttpOptions): void {
  if (options.baseURL !== undefined) http.defaults.baseURL = options.baseURL;
  if (options.onUnauthorized !== undefined) onUnauthorized = options.onUnauthorized;
}

function toastError(config: AxiosRequestConfig | undefined, message: string): void {
  if (!config?.silent) Message.error({ content: message, duration: ERROR_TOAST_DURATION });
}

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = tokenStorage.get();
  if (token) config.headers.set('Authorization', token);
  // The server writes its messages (form errors, refusals) in the page's language.
  config.headers.set('Accept-Language', currentLocale());
  return config;
});

/**
 * A wrapper with code 0 resolves with its data; other bodies (files, plain JSON) resolve as they came, or as the
 * whole response when the request asked for it (`wholeResponse`).
 */
function unwrap(response: AxiosResponse): unknown {
  const body: unknown = response.data;
  if (!isApiResponse(body)) return response.config.wholeResponse ? response : body;
  if (body.code === API_CODE.OK) return body.data;
  const error = new ApiError(failedCodeMessage(body), {
    code: body.code,
    httpStatus: response.status,
    data: body.data,
  });
  toastError(response.config, error.message);
  return Promise.reject(error);
}

/** A download (`responseType: 'blob'`) gets its error wrapper as a Blob too: read it, so its message is the server's. */
async function errorBody(error: AxiosError): Promise<unknown> {
  const body: unknown = error.response?.data;
  if (!(body instanceof Blob)) return body;
  try {
    return JSON.parse(await body.text()) as unknown;
  } catch {
    return body;
  }
}

async function rejectHttpError(error: unknown): Promise<never> {
  // A cancelled request (RTK Query unsubscribing, a closed form) is not an error to show.
  if (!axios.isAxiosError(error) || axios.isCancel(error)) throw error;
  const status = error.response?.status ?? 0;
  const body = await errorBody(error);
  const message = httpErrorMessage(status, body);
  const wrapper = isApiResponse(body) ? body : undefined;
  toastError(error.config, message);
  // A 401 ends the session the request was sent with. A request without a token (a login attempt) had none
  // to end: reloading would only wipe the error the login form is about to show.
  if (status === 401 && error.config?.headers?.Authorization) onUnauthorized();
  throw new ApiError(
    message,
    { code: wrapper?.code ?? API_CODE.FAIL, httpStatus: status, data: wrapper?.data },
    error,
  );
}

// The success handler returns the payload, not the AxiosResponse (see apiRequest, which types it).
http.interceptors.response.use((response) => unwrap(response) as Promise<AxiosResponse>, rejectHttpError);
