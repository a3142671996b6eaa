import { LOG_MODULES } from '@pm/domain/audit';
import { OperationLogDetailSchema, OperationLogItemSchema } from '@pm/domain/shapes/operation-log';
import { pageOf } from '@pm/domain/shapes/primitives';
import { Type, type Static } from 'typebox';
import { workbookResponses } from '../../http/download';
import { responses } from '../../http/envelope';
import { int32 } from '../../http/integers';
import { listQuerySchema } from '../../http/list-query';
import { IdParams } from '../records/schema';

export const LOG_SORT_FIELDS = ['createdAt'] as const;

const Day = Type.String({ format: 'date', description: 'A business day (YYYY-MM-DD)' });

/** The search's filters; the export takes the same ones, so both show the same rows. */
const logFilters = {
  userId: Type.Optional(int32({ minimum: 1, description: 'The user who acted' })),
  who: Type.Optional(
    Type.String({
      maxLength: 100,
      description: "Any part of the user's name or username, or the name typed",
    }),
  ),
  module: Type.Optional(Type.Enum(LOG_MODULES)),
  entity: Type.Optional(
    Type.String({ maxLength: 50, description: 'The kind of record (project, partner…)' }),
  ),
  entityId: Type.Optional(Type.String({ maxLength: 50, description: 'The record (with entity)' })),
  action: Type.Optional(Type.String({ maxLength: 50 })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  ip: Type.Optional(Type.String({ maxLength: 64, description: 'Any part of the address' })),
};

export const LogListQuery = listQuerySchema(LOG_SORT_FIELDS, logFilters);
export const LogExportQuery = Type.Object(logFilters);
export type LogFilters = Static<typeof LogExportQuery>;

const tags = ['logs'];

export const listLogsRoute = {
  tags,
  summary: 'The operation log, newest first: every change, sign-in, sign-out, failed sign-in and lockout',
  querystring: LogListQuery,
  response: responses(pageOf(OperationLogItemSchema)),
};

export const logDetailRoute = {
  tags,
  summary: 'One operation log row with the record before and after',
  params: IdParams,
  response: responses(OperationLogDetailSchema),
};

export const exportLogsRoute = {
  tags,
  summary: 'The searched operation log as an Excel workbook',
  querystring: LogExportQuery,
  response: workbookResponses(),
};
