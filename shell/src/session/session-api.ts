import { apiGet, apiPost } from '@pm/web/api';
import type {
  AccessItem,
  AuthUser,
  CaptchaResponse,
  ClientUser,
  LoginBody,
  MenuItem,
  MobileLoginBody,
  SendVerifyCodeBody,
  TokenResponse,
} from '@pm/domain/shapes';

/** The shell's calls (specification §7), one function each. */
export const sessionApi = {
  staffCaptcha: () => apiGet<CaptchaResponse>('/pm/captcha'),
  clientCaptcha: () => apiGet<CaptchaResponse>('/client/captcha'),
  login: (body: LoginBody) => apiPost<TokenResponse>('/pm/login', body, { silent: true }),
  staffSendCode: (body: SendVerifyCodeBody) =>
    apiPost<unknown>('/pm/send_verify_code', body, { silent: true }),
  staffMobileLogin: (body: MobileLoginBody) =>
    apiPost<TokenResponse>('/pm/mobile_login', body, { silent: true }),
  clientSendCode: (body: SendVerifyCodeBody) =>
    apiPost<unknown>('/client/send_verify_code', body, { silent: true }),
  clientMobileLogin: (body: MobileLoginBody) =>
    apiPost<TokenResponse>('/client/mobile_login', body, { silent: true }),
  authUser: () => apiGet<AuthUser>('/pm/auth_user'),
  accessList: () => apiGet<AccessItem[]>('/pm/sys_user/access/list'),
  menuList: () => apiGet<MenuItem[]>('/pm/sys_user/menu/list', undefined, { silent: true }),
  clientAuthUser: () => apiGet<ClientUser>('/client/auth_user'),
  staffLogout: () => apiPost<unknown>('/pm/logout', undefined, { silent: true }),
  clientLogout: () => apiPost<unknown>('/client/logout', undefined, { silent: true }),
};
