import { Type } from 'typebox';
import { CERT_RECIPIENT_TYPES } from '@pm/domain/certificates/layout';
import {
  BatchResultSchema,
  CERT_STATUSES,
  CertificateSchema,
  CertTemplateBody,
  CertTemplateSchema,
  CertTemplateUpdateBody,
  CertVerifySchema,
  IssueBatchBody,
  IssueOneBody,
  RevokeBody,
} from '@pm/domain/certificates/shapes';
import { Id } from '@pm/domain/shapes/integers';
import { pageOf } from '@pm/domain/shapes/primitives';
import { downloadResponses } from '../../http/download';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { IdParams } from '../records/schema';

export const CERT_SORT_FIELDS = ['number', 'recipientName', 'issuedOn', 'status'] as const;

export const CertificateListQuery = listQuerySchema(CERT_SORT_FIELDS, {
  templateId: Type.Optional(Id()),
  projectId: Type.Optional(Id()),
  status: Type.Optional(Type.Enum(CERT_STATUSES)),
  recipientType: Type.Optional(Type.Enum(CERT_RECIPIENT_TYPES)),
  recipientId: Type.Optional(Id()),
});

export const RecipientCertificatesQuery = Type.Object({
  recipientType: Type.Enum(CERT_RECIPIENT_TYPES),
  recipientId: Id(),
});

export const VerifyParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64, description: 'The verify code printed as a QR code' }),
});

const tags = ['certificates'];

export const listTemplatesRoute = {
  tags,
  summary: 'Every certificate template with its count of issued certificates and its next number',
  response: responses(Type.Array(CertTemplateSchema)),
};
export const templateDetailRoute = {
  tags,
  summary: 'One template',
  params: IdParams,
  response: responses(CertTemplateSchema),
};
export const createTemplateRoute = {
  tags,
  summary: 'Saves a new template (layout checked by `@pm/domain/certificates/layout`)',
  body: CertTemplateBody,
  response: responses(CertTemplateSchema),
};
export const updateTemplateRoute = {
  tags,
  summary: 'Changes a template (optimistic version); issued certificates keep the layout they were made with',
  params: IdParams,
  body: CertTemplateUpdateBody,
  response: responses(CertTemplateSchema),
};
export const listCertificatesRoute = {
  tags,
  summary: 'Issued certificates, paged (keyword: any part of the number, recipient name or project name)',
  querystring: CertificateListQuery,
  response: responses(pageOf(CertificateSchema)),
};
export const recipientCertificatesRoute = {
  tags,
  summary: 'The certificates of one recipient (detail pages), newest first',
  querystring: RecipientCertificatesQuery,
  response: responses(Type.Array(CertificateSchema)),
};
export const issueOneRoute = {
  tags,
  summary: 'Issues one certificate: the next number, a verify code, the PDF',
  body: IssueOneBody,
  response: responses(CertificateSchema),
};
export const issueBatchRoute = {
  tags,
  summary:
    'Issues to every volunteer with at least `minHours` verified hours on the project, skipping holders of a valid one (`preview`: only counts)',
  body: IssueBatchBody,
  response: responses(BatchResultSchema),
};
export const revokeRoute = {
  tags,
  summary: 'Revokes a certificate with a reason; the verify page then shows it as revoked',
  params: IdParams,
  body: RevokeBody,
  response: responses(CertificateSchema),
};
export const verifyRoute = {
  tags,
  summary: 'Public: what the verify page shows for a code (number, masked name, issuer, date, status)',
  params: VerifyParams,
  response: responses(CertVerifySchema),
};

export const certificatePdfRoute = {
  tags,
  summary: 'The certificate as a PDF (rendered and stored first when it has none yet)',
  params: IdParams,
  response: downloadResponses('The PDF'),
};

const OptionSchema = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
const keyword = Type.Optional(Type.String({ maxLength: 100 }));

export const recipientOptionsRoute = {
  tags,
  summary: 'Recipients of a type to issue to (name and code only, at most 20)',
  querystring: Type.Object({ recipientType: Type.Enum(CERT_RECIPIENT_TYPES), keyword }),
  response: responses(Type.Array(OptionSchema)),
};

export const projectOptionsRoute = {
  tags,
  summary: 'Projects a certificate may name (code and name only, at most 20)',
  querystring: Type.Object({ keyword }),
  response: responses(Type.Array(OptionSchema)),
};
