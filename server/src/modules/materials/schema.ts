import { Type, type Static } from 'typebox';
import { Id } from '@pm/domain/shapes/integers';
import {
  AddDocumentsBody,
  AddVersionBody,
  BorrowBody,
  DestroyBody,
  GiveBackBody,
  MaterialBody,
  MaterialCategorySchema,
  MaterialDetailSchema,
  MaterialItemSchema,
  MaterialProjectOptionSchema,
} from '@pm/domain/shapes/material';
import { pageOf } from '@pm/domain/shapes/primitives';
import { MATERIAL_CONFIDENTIALITY, MATERIAL_STATUSES } from '@pm/domain/workflow/material-machine';
import { workbookResponses } from '../../http/download';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { IdParams, VersionBody } from '../records/schema';

export const MATERIAL_SORT_FIELDS = [
  'code',
  'title',
  'category',
  'status',
  'retentionUntil',
  'createdAt',
] as const;

const oneStatus = `(${MATERIAL_STATUSES.join('|')})`;
/** A yes-only filter: `true` keeps only the rows it names; left out, all. */
const onlyThose = (description: string) => Type.Optional(Type.Enum(['true'], { description }));

/** The list's filters; the export takes the same ones, so both show the same rows. */
const materialFilters = {
  projectId: Type.Optional(Id()),
  category: Type.Optional(Type.String({ maxLength: 32, description: 'A `material_category` value' })),
  status: Type.Optional(
    Type.String({
      pattern: `^${oneStatus}(,${oneStatus})*$`,
      description: 'One status or several separated by commas',
      examples: ['archived', 'archived,borrowed'],
    }),
  ),
  confidentiality: Type.Optional(Type.Enum(MATERIAL_CONFIDENTIALITY)),
  overdue: onlyThose('Only entries lent out past their due date'),
  retentionOver: onlyThose('Only entries (not destroyed) whose retention date has passed'),
};

export const MaterialListQuery = listQuerySchema(MATERIAL_SORT_FIELDS, materialFilters);
export const MaterialExportQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...materialFilters,
});
export type MaterialFilterQuery = Static<typeof MaterialExportQuery>;

export const ProjectOptionsQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'Any part of a project code or name' })),
});

export const DocumentParams = Type.Object({ id: Id(), documentId: Id() });

const tags = ['materials'];
const detail = responses(MaterialDetailSchema);

export const listMaterialsRoute = {
  tags,
  summary:
    'Archive entries in the caller’s data scope, paged (keyword: any part of the number, title or a file name); confidential ones only with archive:confidential',
  querystring: MaterialListQuery,
  response: responses(pageOf(MaterialItemSchema)),
};

export const exportMaterialsRoute = {
  tags,
  summary: 'The filtered archive entries as an .xlsx workbook, headers in the caller’s language',
  querystring: MaterialExportQuery,
  response: workbookResponses(),
};

export const materialCategoriesRoute = {
  tags,
  summary:
    'The `material_category` values with their retention period and whether closing a project needs them',
  response: responses(Type.Array(MaterialCategorySchema)),
};

export const materialProjectOptionsRoute = {
  tags,
  summary: 'Projects in the caller’s data scope an entry may be filed under (at most 50)',
  querystring: ProjectOptionsQuery,
  response: responses(Type.Array(MaterialProjectOptionSchema)),
};

export const materialDetailRoute = {
  tags,
  summary: 'One entry: documents with every version (sha256, size, type, who and when), borrowings, history',
  params: IdParams,
  response: detail,
};

export const createMaterialRoute = {
  tags,
  summary:
    'Files an entry under a project (pending; numbered DA-<year>-<project code>-<sequence>), each upload a document',
  body: MaterialBody,
  response: detail,
};

export const addDocumentsRoute = {
  tags,
  summary: 'Adds uploads to an entry, each a new document (version 1)',
  params: IdParams,
  body: AddDocumentsBody,
  response: detail,
};

export const addVersionRoute = {
  tags,
  summary: 'Adds an upload as the next version of one document; it becomes the current version',
  params: DocumentParams,
  body: AddVersionBody,
  response: detail,
};

export const archiveMaterialRoute = {
  tags,
  summary: 'Confirms a pending entry into the archive',
  params: IdParams,
  body: VersionBody,
  response: detail,
};

export const borrowMaterialRoute = {
  tags,
  summary: 'Lends an archived entry out: who, what for, until when',
  params: IdParams,
  body: BorrowBody,
  response: detail,
};

export const giveBackMaterialRoute = {
  tags,
  summary: 'Takes a borrowed entry back into the archive (the borrowing is closed today)',
  params: IdParams,
  body: GiveBackBody,
  response: detail,
};

export const destroyMaterialRoute = {
  tags,
  summary: 'Destroys an archived entry whose retention date has passed (earlier: 409 naming the date)',
  params: IdParams,
  body: DestroyBody,
  response: detail,
};
