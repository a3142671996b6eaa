import { Type } from 'typebox';
import { requiredText, responses } from '../../http/envelope';

export const Mobile = Type.String({
  pattern: '^1\\d{10}$',
  'x-message': { required: 'signIn.mobileRequired', pattern: 'login.form.mobile.invalid' },
});

const captchaFields = {
  captcha_id: requiredText('signIn.captchaIdRequired', 64),
  captcha: requiredText('signIn.captchaRequired', 16),
};

export const TokenSchema = Type.Object({
  token_type: Type.String({ examples: ['Bearer'] }),
  token: Type.String(),
});

export const CaptchaSchema = Type.Object({
  captcha_id: Type.String({ description: 'Sent back with the answer' }),
  svg: Type.String({ description: 'The picture, as SVG markup' }),
});

export const LoginBody = Type.Object({
  username: requiredText('login.form.username.required', 64),
  password: requiredText('login.form.password.required', 128),
  ...captchaFields,
});

export const SendVerifyCodeBody = Type.Object({ mobile: Mobile, ...captchaFields });

export const MobileLoginBody = Type.Object({
  mobile: Mobile,
  code: Type.String({
    pattern: '^\\d{6}$',
    'x-message': { required: 'signIn.smsCodeRequired', pattern: 'signIn.smsCodeFormat' },
  }),
});

export const AuthUserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  avatar: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  phone: Type.String(),
  job: Type.String(),
  jobName: Type.String(),
  organization: Type.String(),
  organizationName: Type.String(),
  location: Type.String(),
  locationName: Type.String(),
  introduction: Type.String(),
  personalWebsite: Type.String(),
  registrationDate: Type.String(),
  accountId: Type.String(),
  certification: Type.Integer(),
  team_fund_status: Type.Integer(),
  userOrganization: Type.String(),
  is_admin: Type.Integer(),
  roles: Type.Array(Type.Object({ name_en: Type.String() })),
  businessTimeZone: Type.String({
    description: "The foundation's time zone (BUSINESS_TIME_ZONE): the pages' business date is taken in it",
    examples: ['Asia/Shanghai'],
  }),
});

const tags = ['auth'];

export const captchaRoute = { tags, summary: 'A picture captcha', response: responses(CaptchaSchema) };
export const loginRoute = {
  tags,
  summary: 'Staff sign-in with username, password and captcha',
  body: LoginBody,
  response: responses(TokenSchema),
};
export const sendVerifyCodeRoute = {
  tags,
  summary: 'Send an SMS code (same answer whether or not the mobile is registered)',
  body: SendVerifyCodeBody,
  response: responses(Type.Null()),
};
export const mobileLoginRoute = {
  tags,
  summary: 'Sign-in with mobile and SMS code',
  body: MobileLoginBody,
  response: responses(TokenSchema),
};
export const logoutRoute = { tags, summary: 'End this session', response: responses(Type.Null()) };
export const authUserRoute = {
  tags,
  summary: 'The signed-in staff user',
  response: responses(AuthUserSchema),
};
