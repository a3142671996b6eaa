import { Type } from 'typebox';
import { BENEFICIARY_TYPES, PROJECT_STATUSES } from '../../db/schema';
import { IsoDate, Money, nullable, pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id } from '@pm/domain/shapes/integers';
import { listQuerySchema } from '../../http/list-query';
import { CaptchaSchema, MobileLoginBody, SendVerifyCodeBody, TokenSchema } from '../auth/schema';

export const ClientUserSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(BENEFICIARY_TYPES),
  name: Type.String(),
  mobile: Type.String({ description: 'Masked' }),
  idNumber: Type.String({ description: 'Masked' }),
  areaCode: Type.String(),
  address: Type.String(),
  email: Type.String(),
  projectCount: Type.Integer(),
  totalApproved: Money,
  totalPaid: Money,
});

export const LoginRoleSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(BENEFICIARY_TYPES),
  name: Type.String(),
});

export const CLIENT_PROJECT_SORT_FIELDS = ['code', 'name', 'startDate', 'createdAt'] as const;

export const ClientProjectItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  type: Type.String(),
  status: Type.Enum(PROJECT_STATUSES),
  startDate: nullable(IsoDate),
  endDate: nullable(IsoDate),
  approvedAmount: nullable(Money),
  /** Sum of the project's paid appropriations. */
  paidAmount: Money,
});

const tags = ['client'];

export const clientCaptchaRoute = { tags, summary: 'A picture captcha', response: responses(CaptchaSchema) };
export const clientSendVerifyCodeRoute = {
  tags,
  summary: "Send an SMS code to a beneficiary's mobile (same answer whether or not it is registered)",
  body: SendVerifyCodeBody,
  response: responses(Type.Null()),
};
export const clientMobileLoginRoute = {
  tags,
  summary: 'Beneficiary sign-in with mobile and SMS code',
  body: MobileLoginBody,
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
  response: responses(pageOf(ClientProjectItem)),
};
