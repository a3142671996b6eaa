import {
  AuthUserSchema,
  CaptchaSchema,
  LoginBodySchema,
  MobileLoginBodySchema,
  SendVerifyCodeBodySchema,
  TokenSchema,
} from '@pm/domain/shapes/session';
import { Type } from 'typebox';
import { responses } from '../../http/envelope';

const tags = ['auth'];

export const captchaRoute = { tags, summary: 'A picture captcha', response: responses(CaptchaSchema) };
export const loginRoute = {
  tags,
  summary: 'Staff sign-in with username, password and captcha',
  body: LoginBodySchema,
  response: responses(TokenSchema),
};
export const sendVerifyCodeRoute = {
  tags,
  summary: 'Send an SMS code (same answer whether or not the mobile is registered)',
  body: SendVerifyCodeBodySchema,
  response: responses(Type.Null()),
};
export const mobileLoginRoute = {
  tags,
  summary: 'Sign-in with mobile and SMS code',
  body: MobileLoginBodySchema,
  response: responses(TokenSchema),
};
export const logoutRoute = { tags, summary: 'End this session', response: responses(Type.Null()) };
export const authUserRoute = {
  tags,
  summary: 'The signed-in staff user',
  response: responses(AuthUserSchema),
};
