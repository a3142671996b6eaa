import type { AxiosRequestConfig } from 'axios';
import { http } from './http';

/**
 * Typed calls over `http`: they resolve with the wrapper's data and reject with an ApiError. The cast states what
 * the response interceptor does (it returns the payload, not the AxiosResponse axios' types describe).
 */
export function apiRequest<T>(config: AxiosRequestConfig): Promise<T> {
  return http.request(config) as unknown as Promise<T>;
}

export function apiGet<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return apiRequest<T>({ ...config, method: 'GET', url, params });
}

export function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return apiRequest<T>({ ...config, method: 'POST', url, data: body });
}

export function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return apiRequest<T>({ ...config, method: 'PUT', url, data: body });
}

export function apiDelete<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return apiRequest<T>({ ...config, method: 'DELETE', url, params });
}
