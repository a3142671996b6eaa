import { Type, type Static } from 'typebox';
import { requiredText } from './form-fields';

/** A mainland mobile number, as a sign-in by SMS takes it. */
export const Mobile = Type.String({
  pattern: '^1\\d{10}$',
  'x-message': { required: 'signIn.mobileRequired', pattern: 'login.form.mobile.invalid' },
});

const captchaFields = {
  captcha_id: requiredText('signIn.captchaIdRequired', 64),
  captcha: requiredText('signIn.captchaRequired', 16),
};

/** `POST /pm/login`: staff sign-in with username, password and captcha. */
export const LoginBodySchema = Type.Object({
  username: requiredText('login.form.username.required', 64),
  password: requiredText('login.form.password.required', 128),
  ...captchaFields,
});

/** `POST /pm/send_verify_code` (and the portal's): an SMS code, after a captcha. */
export const SendVerifyCodeBodySchema = Type.Object({ mobile: Mobile, ...captchaFields });

/** `POST /pm/mobile_login`, `POST /client/mobile_login`: sign-in with mobile and SMS code. */
export const MobileLoginBodySchema = Type.Object({
  mobile: Mobile,
  code: Type.String({
    pattern: '^\\d{6}$',
    'x-message': { required: 'signIn.smsCodeRequired', pattern: 'signIn.smsCodeFormat' },
  }),
});

/** What a sign-in answers: the bearer token the API client sends from then on. */
export const TokenSchema = Type.Object({
  token_type: Type.String({ examples: ['Bearer'] }),
  token: Type.String(),
});

/** A picture captcha (`GET /pm/captcha`, `GET /client/captcha`). */
export const CaptchaSchema = Type.Object({
  captcha_id: Type.String({ description: 'Sent back with the answer' }),
  svg: Type.String({ description: 'The picture, as SVG markup' }),
});

/** `GET /pm/auth_user`: the staff user as the server knows it. */
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
  /** 1 means reconcile. */
  team_fund_status: Type.Integer(),
  userOrganization: Type.String(),
  /** 1 means administrator: sees everything. */
  is_admin: Type.Integer(),
  roles: Type.Array(Type.Object({ name_en: Type.String() })),
  /** Signed in with a one-time password: the shell shows nothing but the password change until it is changed. */
  mustChangePassword: Type.Boolean(),
  /** "Today" on the pages is `businessDate(businessTimeZone)`, as on the server. */
  businessTimeZone: Type.String({
    description: "The foundation's time zone (BUSINESS_TIME_ZONE): the pages' business date is taken in it",
    examples: ['Asia/Shanghai'],
  }),
});

export type TokenResponse = Static<typeof TokenSchema>;
export type CaptchaResponse = Static<typeof CaptchaSchema>;
export type AuthUser = Static<typeof AuthUserSchema>;
export type LoginBody = Static<typeof LoginBodySchema>;
export type SendVerifyCodeBody = Static<typeof SendVerifyCodeBodySchema>;
export type MobileLoginBody = Static<typeof MobileLoginBodySchema>;
