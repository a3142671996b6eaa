import { Type } from 'typebox';
import { IsoDateTime, nullable } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';

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
    'x-message': { required: 'account.emailRequired', maxLength: 'account.emailInvalid' },
  }),
  nickname: Type.String({
    maxLength: 64,
    'x-message': {
      required: 'account.nicknameRequired',
      maxLength: 'account.nicknameTooLong',
    },
  }),
  countryRegion: Type.String({
    maxLength: 64,
    'x-message': { required: 'account.countryRegionRequired' },
  }),
  areaCode: Type.String({
    maxLength: 6,
    description: 'Six-digit code from /pm/area',
    'x-message': { required: 'account.areaRequired', maxLength: 'account.areaRequired' },
  }),
  address: Type.Optional(
    Type.String({
      maxLength: 200,
      'x-message': { maxLength: 'account.addressTooLong' },
    }),
  ),
  // Words are counted by the service; a text this long has more than 200 words in any language.
  profile: Type.Optional(
    Type.String({
      maxLength: 5000,
      description:
        'At most 200 words: each CJK character is a word, other text counts whitespace-separated tokens',
      'x-message': { maxLength: 'account.profileTooLong' },
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
    'x-message': { required: 'account.oldPasswordRequired' },
  }),
  newPassword: Type.String({
    maxLength: 128,
    'x-message': { required: 'account.newPasswordRequired' },
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
