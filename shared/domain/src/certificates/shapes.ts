import { Type, type Static } from 'typebox';
import { Id, Version } from '../shapes/integers';
import { IsoDate, IsoDateTime, Money, nullable } from '../shapes/primitives';
import { CERT_RECIPIENT_TYPES, CertLayoutSchema } from './layout';
import { CERT_DIGITS_MAX, CERT_DIGITS_MIN, CERT_PREFIX_PATTERN } from './number';

export const CERT_STATUSES = ['issued', 'revoked'] as const;
export type CertStatus = (typeof CERT_STATUSES)[number];

const Hours = Type.String({ pattern: '^\\d+\\.\\d{2}$', examples: ['12.50'] });

/** What the designer saves. */
export const CertTemplateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    recipientType: Type.Enum(CERT_RECIPIENT_TYPES),
    issuerName: Type.String({ minLength: 1, maxLength: 60 }),
    prefix: Type.String({ pattern: CERT_PREFIX_PATTERN, maxLength: 12 }),
    digits: Type.Integer({ minimum: CERT_DIGITS_MIN, maximum: CERT_DIGITS_MAX }),
    backgroundFileId: nullable(Id()),
    sealFileId: nullable(Id()),
    signatureFileId: nullable(Id()),
    layout: CertLayoutSchema,
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CertTemplateBody = Static<typeof CertTemplateBody>;

export const CertTemplateUpdateBody = Type.Object(
  { ...CertTemplateBody.properties, version: Version },
  { additionalProperties: false },
);

export const CertTemplateSchema = Type.Object({
  ...CertTemplateBody.properties,
  id: Type.Integer(),
  version: Type.Integer(),
  issuedCount: Type.Integer(),
  nextNumber: Type.String({
    description: 'The number the next certificate of this prefix would get this year',
  }),
  updatedAt: IsoDateTime,
});
export type CertTemplate = Static<typeof CertTemplateSchema>;

export const CertificateSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  verifyCode: Type.String(),
  verifyUrl: Type.String(),
  templateId: Type.Integer(),
  templateName: Type.String(),
  recipientType: Type.Enum(CERT_RECIPIENT_TYPES),
  recipientId: Type.Integer(),
  recipientName: Type.String(),
  projectId: nullable(Type.Integer()),
  projectName: nullable(Type.String()),
  hours: nullable(Hours),
  amount: nullable(Money),
  issuedOn: IsoDate,
  issuedBy: nullable(Type.String()),
  status: Type.Enum(CERT_STATUSES),
  revokeReason: nullable(Type.String()),
  revokedAt: nullable(IsoDateTime),
  pdfFileId: nullable(Type.Integer()),
  version: Type.Integer(),
});
export type Certificate = Static<typeof CertificateSchema>;

/** Issue one certificate to one recipient. */
export const IssueOneBody = Type.Object(
  {
    templateId: Id(),
    recipientId: Id(),
    projectId: Type.Optional(nullable(Id())),
    amount: Type.Optional(nullable(Type.String({ pattern: '^\\d{1,14}(\\.\\d{1,2})?$' }))),
  },
  { additionalProperties: false },
);

/** Issue to every volunteer of a project with at least `minHours` verified hours on it. */
export const IssueBatchBody = Type.Object(
  {
    templateId: Id(),
    projectId: Id(),
    minHours: Type.String({ pattern: '^\\d{1,4}(\\.\\d{1,2})?$' }),
    preview: Type.Optional(Type.Boolean({ description: 'Only count; issue nothing' })),
  },
  { additionalProperties: false },
);

export const BatchResultSchema = Type.Object({
  eligible: Type.Integer(),
  skipped: Type.Integer({ description: 'Already hold a live certificate of this template for this project' }),
  issued: Type.Integer(),
  numbers: Type.Array(Type.String()),
});
export type BatchResult = Static<typeof BatchResultSchema>;

export const RevokeBody = Type.Object(
  { reason: Type.String({ maxLength: 200 }), version: Version },
  { additionalProperties: false },
);

/** What anyone holding the code sees: no ids, no contact data, the name masked. */
export const CertVerifySchema = Type.Object(
  {
    number: Type.String(),
    recipientName: Type.String({ description: 'Masked' }),
    issuer: Type.String(),
    issuedOn: IsoDate,
    status: Type.Enum(['valid', 'revoked']),
    revokedOn: nullable(IsoDate),
  },
  { additionalProperties: false },
);
export type CertVerify = Static<typeof CertVerifySchema>;
