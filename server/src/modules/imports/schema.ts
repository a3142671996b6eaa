import {
  IMPORT_MAX_ROWS,
  IMPORT_STATUSES,
  IMPORT_TYPES,
  ImportCommitBodySchema,
  ImportJobDetailSchema,
  ImportJobSchema,
} from '@pm/domain/shapes/imports';
import { UPLOAD_MAX_MB } from '@pm/domain/contracts/files';
import { pageOf } from '@pm/domain/shapes/primitives';
import { Type } from 'typebox';
import { downloadResponses, workbookResponses } from '../../http/download';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { IdParams } from '../records/schema';

const tags = ['imports'];
const TypeQuery = Type.Object({ type: Type.Enum(IMPORT_TYPES) });

export const importTemplateRoute = {
  tags,
  summary:
    'The import template of a type: headers in the caller’s language, a sample row, drop-down lists of the allowed values',
  querystring: TypeQuery,
  response: workbookResponses(),
};

export const uploadImportRoute = {
  tags,
  summary: `Uploads a file to import (multipart field "file", .xlsx, at most ${UPLOAD_MAX_MB} MB and ${IMPORT_MAX_ROWS} rows, the template's header) and makes its job`,
  consumes: ['multipart/form-data'],
  querystring: TypeQuery,
  response: responses(ImportJobDetailSchema),
};

export const ImportJobListQuery = listQuerySchema(['createdAt', 'total', 'imported', 'invalid'], {
  type: Type.Optional(Type.Enum(IMPORT_TYPES)),
  status: Type.Optional(Type.Enum(IMPORT_STATUSES)),
});

export const listImportJobsRoute = {
  tags,
  summary: 'The import jobs (who, when, type, counts, status, files), newest first, by type and status',
  querystring: ImportJobListQuery,
  response: responses(pageOf(ImportJobSchema)),
};

export const importJobRoute = {
  tags,
  summary: 'One import job with its progress and the first bad rows of its dry run',
  params: IdParams,
  response: responses(ImportJobDetailSchema),
};

export const checkImportJobRoute = {
  tags,
  summary:
    'The dry run: every row through the type’s form, its lists and the database’s duplicates; counts, first errors, error file',
  params: IdParams,
  response: responses(ImportJobDetailSchema),
};

export const commitImportJobRoute = {
  tags,
  summary:
    'Imports in one transaction: `all` (refused with 409 while any row is bad, rolled back on one found now) or `valid` rows only',
  params: IdParams,
  body: ImportCommitBodySchema,
  response: responses(ImportJobDetailSchema),
};

export const importJobFileRoute = {
  tags,
  summary: 'Downloads a job’s original file or its error file (the bad rows with their messages)',
  params: Type.Object({ id: IdParams.properties.id, kind: Type.Enum(['original', 'errors']) }),
  response: downloadResponses('An .xlsx workbook'),
};
