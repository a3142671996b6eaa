import { ApprovalLinkSchema } from './approval';
import { Type, type Static } from 'typebox';
import { AGREEMENT_STATUSES } from '../workflow/agreement-machine';
import { FormText, MadeBySchema } from './form-fields';
import { IsoDate, IsoDateTime, Money, nullable } from './primitives';
import { FileRefSchema } from './records';
import { ReportItemSchema } from './report';

/** A row of the agreement list (`GET /pm/agreements`), and the start of an agreement's detail. */
export const AgreementItemSchema = Type.Object({
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
  status: Type.Enum(AGREEMENT_STATUSES),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

/** A clause of an agreement, as the page sends it and the detail says it. */
export const ClauseSchema = Type.Object({ title: FormText, content: FormText });

/** An instalment of an agreement's payment schedule. */
export const InstalmentItemSchema = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  plannedDate: IsoDate,
  amount: Money,
  /** The reporting-schedule item this instalment waits for. */
  reportItemId: nullable(Type.Integer()),
  /** 1-based position in the reporting schedule of that item, or null. */
  reportSeq: nullable(Type.Integer()),
});

/** One agreement: its row, its payment and reporting schedules, clauses, files and who made it. */
export const AgreementDetailSchema = Type.Object({
  ...AgreementItemSchema.properties,
  instalments: Type.Array(InstalmentItemSchema),
  reportItems: Type.Array(ReportItemSchema),
  clauses: Type.Array(ClauseSchema),
  files: Type.Array(FileRefSchema),
  ...MadeBySchema,
  /** The approval it is in, or was last decided by (null: never submitted). */
  approval: nullable(ApprovalLinkSchema),
});

export type AgreementListItem = Static<typeof AgreementItemSchema>;
export type InstalmentItem = Static<typeof InstalmentItemSchema>;
export type AgreementDetail = Static<typeof AgreementDetailSchema>;
