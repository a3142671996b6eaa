import { Type, type Static } from 'typebox';
import { REPORT_STATUSES } from '../workflow/report-machine';
import { IsoDate, IsoDateTime, nullable } from './primitives';

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

export type ReportListItem = Static<typeof ReportListItemSchema>;
