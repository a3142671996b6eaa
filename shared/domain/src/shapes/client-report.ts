import { Type, type Static } from 'typebox';
import { ReportTemplateDefinitionSchema } from '../report-templates/definition';
import { REPORT_STATUSES } from '../workflow/report-machine';
import { Id, Version } from './integers';
import { IsoDate, IsoDateTime, nullable } from './primitives';
import { FileRefSchema } from './records';
import { REPORT_ITEM_KINDS } from './report-plan';

/** A report its agreement requires of the beneficiary (`GET /client/report-items`), with its latest report. */
export const ClientReportItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.Enum(REPORT_ITEM_KINDS),
  dueDate: IsoDate,
  overdue: Type.Boolean(),
  agreementNumber: Type.String(),
  projectName: Type.String(),
  reportId: nullable(Type.Integer()),
  reportCode: nullable(Type.String()),
  reportStatus: nullable(Type.Enum(REPORT_STATUSES)),
  reviewComment: nullable(Type.String()),
  /** Whether a new report may be filled against it (none stands for it, its agreement is in force). */
  fillable: Type.Boolean(),
});
export type ClientReportItem = Static<typeof ClientReportItemSchema>;

/** `none`: items without a report yet. */
export const CLIENT_REPORT_FILTERS = ['none', ...REPORT_STATUSES] as const;

export const ClientReportItemsQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum(CLIENT_REPORT_FILTERS)),
  overdue: Type.Optional(Type.Boolean()),
});
export type ClientReportItemsQuery = Static<typeof ClientReportItemsQuerySchema>;

/** An item and the form its report is filled with (`GET /client/report-items/:id`). */
export const ClientReportItemDetailSchema = Type.Object({
  item: ClientReportItemSchema,
  definition: ReportTemplateDefinitionSchema,
});
export type ClientReportItemDetail = Static<typeof ClientReportItemDetailSchema>;

/** A report as its beneficiary reads and edits it (`GET /client/reports/:id`). */
export const ClientReportDetailSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  status: Type.Enum(REPORT_STATUSES),
  version: Type.Integer(),
  reportItemId: Type.Integer(),
  reportItemTitle: Type.String(),
  dueDate: IsoDate,
  overdue: Type.Boolean(),
  projectName: Type.String(),
  reviewComment: nullable(Type.String()),
  submittedAt: nullable(IsoDateTime),
  values: Type.Record(Type.String(), Type.Unknown()),
  attachments: Type.Array(FileRefSchema),
  definition: ReportTemplateDefinitionSchema,
});
export type ClientReportDetail = Static<typeof ClientReportDetailSchema>;

const Values = Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), {
  maxProperties: 60,
  description: "The report's values by its template's field keys",
});

export const ClientReportBodySchema = Type.Object({ reportItemId: Id(), values: Values });
export type ClientReportBody = Static<typeof ClientReportBodySchema>;

export const ClientReportUpdateSchema = Type.Object({ values: Values, version: Version });
export type ClientReportUpdate = Static<typeof ClientReportUpdateSchema>;
