import { EXPORT_JOB_STATUSES, EXPORT_KINDS } from '@pm/domain/contracts/exports';
import { ExportJobSchema } from '@pm/domain/shapes/export-job';
import { pageOf } from '@pm/domain/shapes/primitives';
import { Type, type Static } from 'typebox';
import { downloadResponses } from '../../http/download';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { IdParams } from '../records/schema';

export const EXPORT_SORT_FIELDS = ['createdAt', 'total', 'status'] as const;

const filters = {
  kind: Type.Optional(Type.Enum(EXPORT_KINDS)),
  status: Type.Optional(Type.Enum(EXPORT_JOB_STATUSES)),
};

export const ExportJobListQuery = listQuerySchema(EXPORT_SORT_FIELDS, filters);
export type ExportJobListQuery = Static<typeof ExportJobListQuery>;

const tags = ['exports'];

export const myExportJobsRoute = {
  tags,
  summary: "The caller's own export jobs, newest first (the list pages' recent exports)",
  querystring: ExportJobListQuery,
  response: responses(pageOf(ExportJobSchema)),
};

export const allExportJobsRoute = {
  tags,
  summary: "Everyone's export jobs (the import and export centre); keyword: the creator's name or username",
  querystring: ExportJobListQuery,
  response: responses(pageOf(ExportJobSchema)),
};

export const exportJobRoute = {
  tags,
  summary:
    'One export job and its progress (its creator, or a holder of the `import` key); 404 for anyone else',
  params: IdParams,
  response: responses(ExportJobSchema),
};

export const exportJobFileRoute = {
  tags,
  summary:
    'The finished workbook of an export job, to its creator only (it holds what their data scope let them read)',
  params: IdParams,
  response: downloadResponses(
    'An .xlsx workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)',
  ),
};
