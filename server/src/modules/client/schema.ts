import { Type } from 'typebox';
import { BENEFICIARY_TYPES } from '@pm/domain/shapes/beneficiary';
import { ClientProjectItemSchema, ClientUserSchema } from '@pm/domain/shapes/client';
import {
  CaptchaSchema,
  MobileLoginBodySchema,
  SendVerifyCodeBodySchema,
  TokenSchema,
} from '@pm/domain/shapes/session';
import { pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id } from '@pm/domain/shapes/integers';
import { listQuerySchema } from '../../http/list-query';

export const LoginRoleSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(BENEFICIARY_TYPES),
  name: Type.String(),
});

export const CLIENT_PROJECT_SORT_FIELDS = ['code', 'name', 'startDate', 'createdAt'] as const;

const tags = ['client'];

export const clientCaptchaRoute = { tags, summary: 'A picture captcha', response: responses(CaptchaSchema) };
export const clientSendVerifyCodeRoute = {
  tags,
  summary: "Send an SMS code to a beneficiary's mobile (same answer whether or not it is registered)",
  body: SendVerifyCodeBodySchema,
  response: responses(Type.Null()),
};
export const clientMobileLoginRoute = {
  tags,
  summary: 'Beneficiary sign-in with mobile and SMS code',
  body: MobileLoginBodySchema,
  response: responses(TokenSchema),
};
export const clientLogoutRoute = { tags, summary: 'End this session', response: responses(Type.Null()) };
export const clientAuthUserRoute = {
  tags,
  summary: 'The signed-in beneficiary',
  response: responses(ClientUserSchema),
};
export const loginRolesRoute = {
  tags,
  summary: "The beneficiary records sharing the signed-in beneficiary's mobile",
  response: responses(Type.Array(LoginRoleSchema)),
};
export const changeLoginUserRoute = {
  tags,
  summary: 'Switch this session to another record with the same mobile',
  body: Type.Object({ id: Id() }),
  response: responses(ClientUserSchema),
};
export const clientProjectsRoute = {
  tags,
  summary: "A beneficiary's own projects, paged (403 for anyone else's)",
  params: Type.Object({ id: Id() }),
  querystring: listQuerySchema(CLIENT_PROJECT_SORT_FIELDS, {}),
  response: responses(pageOf(ClientProjectItemSchema)),
};
