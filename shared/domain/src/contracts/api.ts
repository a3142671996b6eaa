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
} as const;

export type SortOrder = 'ascend' | 'descend';

export interface PageQuery {
  page?: number;
  pageSize?: number;
  keyword?: string;
  sortField?: string;
  sortOrder?: SortOrder;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface TokenResponse {
  token_type: string;
  token: string;
}

export interface CaptchaResponse {
  /** Sent back with the code the user typed. */
  captcha_id: string;
  /** The picture, as SVG markup. */
  svg: string;
}

export interface LoginBody {
  username: string;
  password: string;
  captcha_id: string;
  captcha: string;
}

export interface SendVerifyCodeBody {
  mobile: string;
  captcha_id: string;
  captcha: string;
}

export interface MobileLoginBody {
  mobile: string;
  code: string;
}
