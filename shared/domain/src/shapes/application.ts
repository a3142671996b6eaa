import { ApprovalLinkSchema } from './approval';
import { Type, type Static } from 'typebox';
import { APPLICANT_TYPES } from '../forms/application-form';
import { APPLICATION_STATUSES } from '../workflow/application-machine';
import { MadeBySchema } from './form-fields';
import { IsoDate, IsoDateTime, Money, nullable } from './primitives';
import { FileRefSchema } from './records';

/** A row of the application list (`GET /pm/applications`), and the start of an application's detail. */
export const ApplicationItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  applicantType: Type.Enum(APPLICANT_TYPES),
  applicantName: Type.String(),
  title: Type.String(),
  amountRequested: Money,
  approvedAmount: nullable(Money),
  status: Type.Enum(APPLICATION_STATUSES),
  submittedAt: nullable(IsoDateTime),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

/** What an application says (kept per submission round): the form's fields but the project and the applicant. */
export const ApplicationContentSchema = Type.Object({
  title: Type.String(),
  summary: Type.String(),
  startDate: IsoDate,
  endDate: IsoDate,
  amountRequested: Money,
  costItems: Type.Array(Type.Object({ name: Type.String(), amount: Money, note: Type.String() })),
  attachmentIds: Type.Array(Type.Integer()),
});

/** One submission round's content, as it was sent. */
export const ApplicationSnapshotSchema = Type.Object({
  id: Type.Integer(),
  /** 1 for the first submission, 2 after the first rework… */
  round: Type.Integer(),
  content: ApplicationContentSchema,
  submittedBy: nullable(Type.String()),
  createdAt: IsoDateTime,
});

/** One application: its row, what it says, who made it, its attachments and every submission round. */
export const ApplicationDetailSchema = Type.Object({
  ...ApplicationItemSchema.properties,
  ...ApplicationContentSchema.properties,
  applicantId: Type.Integer(),
  reviewComment: nullable(Type.String()),
  ...MadeBySchema,
  attachments: Type.Array(FileRefSchema),
  snapshots: Type.Array(ApplicationSnapshotSchema),
  /** The approval it is in, or was last decided by (null: never submitted). */
  approval: nullable(ApprovalLinkSchema),
});

export type ApplicationListItem = Static<typeof ApplicationItemSchema>;
export type ApplicationContent = Static<typeof ApplicationContentSchema>;
export type ApplicationSnapshot = Static<typeof ApplicationSnapshotSchema>;
export type ApplicationDetail = Static<typeof ApplicationDetailSchema>;
