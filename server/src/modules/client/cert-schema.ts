import { CERT_STATUSES } from '@pm/domain/certificates/shapes';
import { Id } from '@pm/domain/shapes/integers';
import {
  CLIENT_AGREEMENT_STATUSES,
  ClientAgreementDetailSchema,
  ClientAgreementItemSchema,
  ClientCertificateSchema,
} from '@pm/domain/shapes/client-cert';
import { pageOf } from '@pm/domain/shapes/primitives';
import { Type } from 'typebox';
import { downloadResponses } from '../../http/download';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';

const tags = ['client'];
const IdParams = Type.Object({ id: Id() });

export const CLIENT_AGREEMENT_SORT_FIELDS = ['number', 'signedDate', 'expiryDate', 'totalAmount'] as const;
export const CLIENT_CERTIFICATE_SORT_FIELDS = ['number', 'issuedOn'] as const;

export const clientAgreementsRoute = {
  tags,
  summary: "The signed-in beneficiary's agreements in force, completed or terminated, paged",
  querystring: listQuerySchema(CLIENT_AGREEMENT_SORT_FIELDS, {
    status: Type.Optional(Type.Enum(CLIENT_AGREEMENT_STATUSES)),
  }),
  response: responses(pageOf(ClientAgreementItemSchema)),
};
export const clientAgreementRoute = {
  tags,
  summary: "One of the beneficiary's agreements, read-only (404 for anyone else's)",
  params: IdParams,
  response: responses(ClientAgreementDetailSchema),
};
export const clientAgreementPdfRoute = {
  tags,
  summary: "One of the beneficiary's agreements as a PDF (404 for anyone else's)",
  params: IdParams,
  response: downloadResponses('The PDF'),
};
export const clientAgreementFileRoute = {
  tags,
  summary: "A file attached to one of the beneficiary's agreements (404 for any other)",
  params: Type.Object({ id: Id(), fileId: Id() }),
  response: downloadResponses('The file'),
};
export const clientCertificatesRoute = {
  tags,
  summary: 'The certificates issued to the signed-in beneficiary, paged (revoked ones too, marked)',
  querystring: listQuerySchema(CLIENT_CERTIFICATE_SORT_FIELDS, {
    status: Type.Optional(Type.Enum(CERT_STATUSES)),
  }),
  response: responses(pageOf(ClientCertificateSchema)),
};
export const clientCertificatePdfRoute = {
  tags,
  summary: "A certificate of the beneficiary's as a PDF (404 for anyone else's, 409 once revoked)",
  params: IdParams,
  response: downloadResponses('The PDF'),
};
