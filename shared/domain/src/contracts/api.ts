/** The response wrapper every call returns (specification §8). */
export type ApiStatus = 'ok' | 'fail';

export interface ApiResponse<T> {
  data: T;
  status: ApiStatus;
  msg: string;
  code: number;
}

export const API_CODE = {
  OK: 0,
  FAIL: 50000,
  NOT_LOGGED_IN: 50008,
  /** Signed in with a one-time password: every call but changing it, reading oneself and signing out is refused. */
  PASSWORD_CHANGE_REQUIRED: 50010,
} as const;

export type SortOrder = 'ascend' | 'descend';

export interface PageQuery {
  page?: number;
  pageSize?: number;
  keyword?: string;
  sortField?: string;
  sortOrder?: SortOrder;
}

/** The longest keyword a list's search takes: the server refuses more (422), the search box stops typing there. */
export const KEYWORD_MAX_LENGTH = 100;

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
