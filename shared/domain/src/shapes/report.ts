import { ApprovalLinkSchema } from './approval';
import { Type, type Static } from 'typebox';
import { REPORT_STATUSES } from '../workflow/report-machine';
import { REPORT_ITEM_KINDS } from './report-plan';
import { MadeBySchema } from './form-fields';
import { IsoDate, IsoDateTime, Money, nullable } from './primitives';
import { FileRefSchema } from './records';

/** A row of the report list (`GET /pm/reports`), and the start of a report's detail. */
export const ReportListItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  projectId: Type.Integer(),
  projectName: Type.String(),
  agreementId: Type.Integer(),
  reportItemId: Type.Integer(),
  reportItemTitle: Type.String(),
  dueDate: IsoDate,
  title: Type.String(),
  status: Type.Enum(REPORT_STATUSES),
  overdue: Type.Boolean(),
  submittedAt: nullable(IsoDateTime),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

/** One stage report: its row, what it says, who made it and its attachments. */
export const ReportDetailSchema = Type.Object({
  ...ReportListItemSchema.properties,
  summary: Type.String(),
  indicators: Type.Array(
    Type.Object({ name: Type.String(), unit: Type.String(), target: Type.String(), actual: Type.String() }),
  ),
  beneficiariesReached: Type.Integer(),
  amountSpent: Money,
  spendingSummary: Type.String(),
  reviewComment: nullable(Type.String()),
  /** The template version it was filled against and its values by field key (what the page renders). */
  templateVersionId: Type.Integer(),
  /** Its template's code: the built-in standard template's is `standard-stage-report` (null: one made by hand). */
  templateCode: nullable(Type.String()),
  values: Type.Record(Type.String(), Type.Unknown()),
  ...MadeBySchema,
  attachments: Type.Array(FileRefSchema),
  /** The approval it is in, or was last decided by (null: never submitted). */
  approval: nullable(ApprovalLinkSchema),
});

/** An item of an agreement's reporting schedule. */
export const ReportItemSchema = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  title: Type.String(),
  dueDate: IsoDate,
  /** Derived: due date passed without a submitted or accepted report. */
  overdue: Type.Boolean(),
  /** The latest report against this item, if any. */
  reportId: nullable(Type.Integer()),
  reportStatus: nullable(Type.Enum(REPORT_STATUSES)),
  /** What it asks for, the template version its report is filled from (the standard one unless planned), reminder days. */
  kind: Type.Enum(REPORT_ITEM_KINDS),
  templateVersionId: Type.Integer(),
  reminderDays: nullable(Type.Integer()),
});

/** An item of a project's reporting schedules (`GET /pm/report-items`), with the agreement it belongs to. */
export const ScheduledReportItemSchema = Type.Object({
  ...ReportItemSchema.properties,
  agreementId: Type.Integer(),
  agreementNumber: Type.String(),
});

export type ReportListItem = Static<typeof ReportListItemSchema>;
export type ReportDetail = Static<typeof ReportDetailSchema>;
export type ReportItem = Static<typeof ReportItemSchema>;
export type ScheduledReportItem = Static<typeof ScheduledReportItemSchema>;
