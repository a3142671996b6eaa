import { Type } from 'typebox';
import {
  CertificationSchema,
  ChangePasswordBodySchema,
  UserProfileSchema,
} from '@pm/domain/shapes/workplace';
import { responses } from '../../http/envelope';

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
  response: responses(UserProfileSchema),
};

export const updateProfileRoute = {
  tags: ['account'],
  summary:
    "Saves the caller's settings form. 422 with the specification's message for the first invalid field: email, nickname, country/region, area (must exist), profile (200 words)",
  body: UpdateProfileBody,
  response: responses(UserProfileSchema),
};

export const changePasswordRoute = {
  tags: ['account'],
  summary:
    "Changes the caller's password: the current one must match (422 otherwise, not 401), the new one must follow the password policy and differ; the caller's other sessions end",
  body: ChangePasswordBodySchema,
  response: responses(Type.Null()),
};

export const certificationRoute = {
  tags: ['account'],
  summary:
    "The caller's enterprise certification (null when none; the legal person's ID number masked) and its records, newest first. status: 0 under review, 1 passed (records: 2 refused)",
  response: responses(CertificationSchema),
};
