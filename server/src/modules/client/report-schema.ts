import { Type } from 'typebox';
import {
  ClientReportBodySchema,
  ClientReportDetailSchema,
  ClientReportItemDetailSchema,
  ClientReportItemSchema,
  ClientReportItemsQuerySchema,
  ClientReportUpdateSchema,
} from '@pm/domain/shapes/client-report';
import { FileRefSchema } from '@pm/domain/shapes/records';
import { Version } from '@pm/domain/shapes/integers';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_MB } from '@pm/domain/contracts/files';
import { responses } from '../../http/envelope';
import { downloadResponses } from '../../http/download';
import { IdParams } from '../records/schema';

const tags = ['client'];

export const clientReportItemsRoute = {
  tags,
  summary:
    "The stage reports the beneficiary's agreements require, soonest due first, with their latest report",
  querystring: ClientReportItemsQuerySchema,
  response: responses(Type.Array(ClientReportItemSchema)),
};
export const clientReportItemRoute = {
  tags,
  summary: "One of the beneficiary's report items and the form its report is filled with (else 404)",
  params: IdParams,
  response: responses(ClientReportItemDetailSchema),
};
export const clientReportRoute = {
  tags,
  summary: "One of the beneficiary's reports with its form, values, files and review comment (else 404)",
  params: IdParams,
  response: responses(ClientReportDetailSchema),
};
export const createClientReportRoute = {
  tags,
  summary: "Saves a draft report against one of the beneficiary's items (422 naming each invalid field)",
  body: ClientReportBodySchema,
  response: responses(ClientReportDetailSchema),
};
export const updateClientReportRoute = {
  tags,
  summary: "Edits the beneficiary's report in draft or sent back for rework",
  params: IdParams,
  body: ClientReportUpdateSchema,
  response: responses(ClientReportDetailSchema),
};
export const submitClientReportRoute = {
  tags,
  summary: "Submits the beneficiary's draft or reworked report for the foundation's review",
  params: IdParams,
  body: Type.Object({ version: Version }),
  response: responses(ClientReportDetailSchema),
};
export const clientUploadRoute = {
  tags,
  summary: `Uploads one file for a report (multipart field "file", at most ${UPLOAD_MAX_MB} MB; ${UPLOAD_EXTENSIONS.join(', ')})`,
  consumes: ['multipart/form-data'],
  response: responses(FileRefSchema),
};
export const clientDownloadRoute = {
  tags,
  summary: "Downloads the beneficiary's own upload or a file of their report (else 404)",
  params: IdParams,
  response: downloadResponses('The file'),
};
