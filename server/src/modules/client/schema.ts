import { Type } from 'typebox';
import { BENEFICIARY_TYPES } from '@pm/domain/shapes/beneficiary';
import { ClientProjectItemSchema, ClientUserSchema } from '@pm/domain/shapes/client';
import {
  CorrectionBodySchema,
  CorrectionRejectBodySchema,
  CorrectionRequestSchema,
} from '@pm/domain/shapes/client-corrections';
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
  summary: "A beneficiary's own projects, paged (404 for anyone else's)",
  params: Type.Object({ id: Id() }),
  querystring: listQuerySchema(CLIENT_PROJECT_SORT_FIELDS, {}),
  response: responses(pageOf(ClientProjectItemSchema)),
};

export const clientCorrectionsRoute = {
  tags,
  summary: "The signed-in beneficiary's correction requests, newest first, with their outcome",
  response: responses(Type.Array(CorrectionRequestSchema)),
};
export const createClientCorrectionRoute = {
  tags,
  summary: 'Ask staff to correct fields of the record (one pending request at a time)',
  body: CorrectionBodySchema,
  response: responses(CorrectionRequestSchema),
};

const staffTags = ['beneficiaries'];

export const beneficiaryCorrectionsRoute = {
  tags: staffTags,
  summary: "A beneficiary's correction requests from the client portal",
  params: Type.Object({ id: Id() }),
  response: responses(Type.Array(CorrectionRequestSchema)),
};
export const acceptCorrectionRoute = {
  tags: staffTags,
  summary: 'Accept a correction request: the change is saved as a staff edit (409 once decided)',
  params: Type.Object({ id: Id() }),
  response: responses(CorrectionRequestSchema),
};
export const rejectCorrectionRoute = {
  tags: staffTags,
  summary: 'Reject a correction request with a reason (409 once decided)',
  params: Type.Object({ id: Id() }),
  body: CorrectionRejectBodySchema,
  response: responses(CorrectionRequestSchema),
};
