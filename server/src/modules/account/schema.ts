import { Type } from 'typebox';
import { IsoDateTime, nullable } from '@pm/shared/shapes/primitives';
import { responses } from '../../http/envelope';

/** The specification's messages (§5), shown as they are on the settings form. */
/** The settings form's messages, [zh-CN, en-US]; the English ones are the specification's (§5). */
export const PROFILE_MESSAGES = {
  emailRequired: ['请输入邮箱地址', 'Please enter email address'],
  emailInvalid: ['请输入正确的邮箱地址', 'Please enter a valid email address'],
  nicknameRequired: ['请输入昵称', 'Please enter nickname'],
  countryRegionRequired: ['请选择国家/地区', 'Please select country/region'],
  areaRequired: ['请选择所在区域', 'Please Select a area'],
  profileTooLong: ['个人简介不能超过 200 字', 'No more than 200 words'],
} as const;

const UserProfile = Type.Object({
  email: Type.String(),
  nickname: Type.String(),
  countryRegion: Type.String(),
  areaCode: Type.String({ description: 'Six-digit area code; empty when not set yet' }),
  address: Type.String(),
  profile: Type.String(),
});

export const UpdateProfileBody = Type.Object({
  email: Type.String({
    maxLength: 254,
    'x-message': { required: PROFILE_MESSAGES.emailRequired, maxLength: PROFILE_MESSAGES.emailInvalid },
  }),
  nickname: Type.String({
    maxLength: 64,
    'x-message': {
      required: PROFILE_MESSAGES.nicknameRequired,
      maxLength: ['昵称不能超过 64 个字符', 'No more than 64 characters'],
    },
  }),
  countryRegion: Type.String({
    maxLength: 64,
    'x-message': { required: PROFILE_MESSAGES.countryRegionRequired },
  }),
  areaCode: Type.String({
    maxLength: 6,
    description: 'Six-digit code from /pm/area',
    'x-message': { required: PROFILE_MESSAGES.areaRequired, maxLength: PROFILE_MESSAGES.areaRequired },
  }),
  address: Type.Optional(
    Type.String({
      maxLength: 200,
      'x-message': { maxLength: ['地址不能超过 200 个字符', 'No more than 200 characters'] },
    }),
  ),
  // Words are counted by the service; a text this long has more than 200 words in any language.
  profile: Type.Optional(
    Type.String({
      maxLength: 5000,
      description:
        'At most 200 words: each CJK character is a word, other text counts whitespace-separated tokens',
      'x-message': { maxLength: PROFILE_MESSAGES.profileTooLong },
    }),
  ),
});

export const getProfileRoute = {
  tags: ['account'],
  summary: "The caller's settings form (specification §3 'User settings form')",
  response: responses(UserProfile),
};

export const updateProfileRoute = {
  tags: ['account'],
  summary:
    "Saves the caller's settings form. 422 with the specification's message for the first invalid field: email, nickname, country/region, area (must exist), profile (200 words)",
  body: UpdateProfileBody,
  response: responses(UserProfile),
};

export const ChangePasswordBody = Type.Object({
  oldPassword: Type.String({
    maxLength: 128,
    'x-message': { required: ['请输入当前密码', 'Please enter the current password'] },
  }),
  newPassword: Type.String({
    maxLength: 128,
    'x-message': { required: ['请输入新密码', 'Please enter a new password'] },
  }),
});

export const changePasswordRoute = {
  tags: ['account'],
  summary:
    "Changes the caller's password: the current one must match (422 otherwise, not 401), the new one must follow the password policy and differ; the caller's other sessions end",
  body: ChangePasswordBody,
  response: responses(Type.Null()),
};

export const certificationRoute = {
  tags: ['account'],
  summary:
    "The caller's enterprise certification (null when none; the legal person's ID number masked) and its records, newest first. status: 0 under review, 1 passed (records: 2 refused)",
  response: responses(
    Type.Object({
      enterpriseInfo: nullable(
        Type.Object({
          accountType: Type.String(),
          status: Type.Integer(),
          time: IsoDateTime,
          legalPerson: Type.String(),
          certificateType: Type.String(),
          authenticationNumber: Type.String(),
          enterpriseName: Type.String(),
          enterpriseCertificateType: Type.String(),
          organizationCode: Type.String(),
        }),
      ),
      record: Type.Array(
        Type.Object({
          certificationType: Type.String(),
          certificationContent: Type.String(),
          status: Type.Integer(),
          time: IsoDateTime,
        }),
      ),
    }),
  ),
};
