import { REPORT_STATUSES } from '@pm/domain/workflow/report-machine';
import {
  ReportDetailSchema,
  ReportListItemSchema,
  ScheduledReportItemSchema,
} from '@pm/domain/shapes/report';
import { Type } from 'typebox';
import { pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id, Version } from '@pm/domain/shapes/integers';
import { int32 } from '../../http/integers';
import { listQuerySchema } from '../../http/list-query';
import { FormId, FormText } from '@pm/domain/shapes/form-fields';
import { IdParams } from '../records/schema';

export const REPORT_SORT_FIELDS = ['code', 'title', 'dueDate', 'status', 'submittedAt', 'createdAt'] as const;

const Indicator = Type.Object({ name: FormText, unit: FormText, target: FormText, actual: FormText });

/**
 * What the report page sends: the item and the values of its template's fields (`values`). Loose on purpose: the
 * template's rules check the values, as the page did. Without `values`, the fields of the standard template at the
 * top level (the fixed form's body, which callers of the API before templates send) are its values.
 */
export const ReportBody = Type.Object({
  reportItemId: FormId,
  values: Type.Optional(
    Type.Record(Type.String({ maxLength: 40 }), Type.Unknown(), {
      maxProperties: 60,
      description: "The report's values by its template's field keys",
    }),
  ),
  title: FormText,
  summary: FormText,
  indicators: Type.Array(Indicator, { maxItems: 100, default: [] }),
  // Null (an emptied number input) is the form's `required` message rather than a coerced 0.
  beneficiariesReached: Type.Union([Type.Null(), int32()], { default: null }),
  amountSpent: FormText,
  spendingSummary: FormText,
  attachmentIds: Type.Array(Id(), { maxItems: 50, default: [] }),
});

export const UpdateReportBody = Type.Object({
  ...ReportBody.properties,
  version: Version,
});

export const ReportListQuery = listQuerySchema(REPORT_SORT_FIELDS, {
  status: Type.Optional(Type.Enum(REPORT_STATUSES)),
  projectId: Type.Optional(Id()),
  overdue: Type.Optional(Type.Boolean({ description: 'true: only reports whose schedule item is overdue' })),
});

const tags = ['reports'];

export const reportItemsRoute = {
  tags,
  summary:
    "The reporting schedules of a project's agreements in force or fulfilled, each item with whether it is overdue and its latest report",
  querystring: Type.Object({ projectId: Id() }),
  response: responses(Type.Array(ScheduledReportItemSchema)),
};

export const listReportsRoute = {
  tags,
  summary: 'Stage reports, paged (keyword: code, title or project name)',
  querystring: ReportListQuery,
  response: responses(pageOf(ReportListItemSchema)),
};

export const reportDetailRoute = {
  tags,
  summary: 'One stage report with its indicators and attachments',
  params: IdParams,
  response: responses(ReportDetailSchema),
};

export const createReportRoute = {
  tags,
  summary:
    'Drafts a stage report against an item of an agreement in force (one live report per item); the project and agreement follow from the item',
  body: ReportBody,
  response: responses(ReportDetailSchema),
};

export const updateReportRoute = {
  tags,
  summary: 'Edits a report in draft or sent back for rework',
  params: IdParams,
  body: UpdateReportBody,
  response: responses(ReportDetailSchema),
};
