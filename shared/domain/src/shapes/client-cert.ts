import { Type, type Static } from 'typebox';
import { CERT_STATUSES } from '../certificates/shapes';
import { IsoDate, IsoDateTime, Money, nullable } from './primitives';
import { REPORT_STATUSES } from '../workflow/report-machine';

/**
 * The agreement statuses a beneficiary sees in the portal: signed agreements in force, fulfilled or ended. Drafts
 * and agreements still in approval are staff's work in progress and stay out of the portal.
 */
export const CLIENT_AGREEMENT_STATUSES = ['active', 'completed', 'terminated'] as const;
export type ClientAgreementStatus = (typeof CLIENT_AGREEMENT_STATUSES)[number];

/** A row of the beneficiary's own agreements (`GET /client/agreements`). */
export const ClientAgreementItemSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  partyA: Type.String(),
  partyB: Type.String(),
  signedDate: IsoDate,
  effectiveDate: IsoDate,
  expiryDate: IsoDate,
  totalAmount: Money,
  status: Type.Enum(CLIENT_AGREEMENT_STATUSES),
});

/** One agreement read-only (`GET /client/agreements/:id`): no reviewers, makers or internal notes. */
export const ClientAgreementDetailSchema = Type.Object({
  ...ClientAgreementItemSchema.properties,
  clauses: Type.Array(Type.Object({ title: Type.String(), content: Type.String() })),
  instalments: Type.Array(
    Type.Object({
      seq: Type.Integer(),
      plannedDate: IsoDate,
      amount: Money,
      /** The position in the report schedule of the report this instalment waits for, or null. */
      reportSeq: nullable(Type.Integer()),
    }),
  ),
  reportItems: Type.Array(
    Type.Object({
      seq: Type.Integer(),
      title: Type.String(),
      dueDate: IsoDate,
      overdue: Type.Boolean(),
      reportStatus: nullable(Type.Enum(REPORT_STATUSES)),
    }),
  ),
  /** The agreement's attached files (`GET /client/agreements/:id/files/:fileId` downloads one). */
  files: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      size: Type.Integer(),
      mime: Type.String(),
      createdAt: IsoDateTime,
    }),
  ),
});

/** A certificate issued to the beneficiary (`GET /client/certificates`). */
export const ClientCertificateSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  templateName: Type.String(),
  projectName: nullable(Type.String()),
  issuerName: Type.String(),
  issuedOn: IsoDate,
  status: Type.Enum(CERT_STATUSES),
  revokeReason: nullable(Type.String()),
  revokedAt: nullable(IsoDateTime),
  /** The code the public verify page takes, and the page's address. */
  verifyCode: Type.String(),
  verifyUrl: Type.String(),
});

export type ClientAgreementItem = Static<typeof ClientAgreementItemSchema>;
export type ClientAgreementDetail = Static<typeof ClientAgreementDetailSchema>;
export type ClientCertificate = Static<typeof ClientCertificateSchema>;
