import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * An axios adapter that answers from a function instead of the network (no extra dependency). Like axios' own
 * adapters it rejects statuses outside 2xx with an AxiosError carrying the response.
 */
export function fakeAdapter(
  reply: (config: InternalAxiosRequestConfig) => FakeReply | 'network-error',
): AxiosAdapter {
  return async (config) => {
    const answer = reply(config);
    if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const { status = 200, body, headers } = answer;
    const response: AxiosResponse = {
      data: body,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(headers),
      config,
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };
}

export const ok = <T>(data: T): FakeReply => ({ body: { data, status: 'ok', msg: '', code: 0 } });
