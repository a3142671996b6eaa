import { Type, type Static } from 'typebox';
import { MATERIAL_MAX_FILES } from '../forms/material-form';
import { MATERIAL_CONFIDENTIALITY, MATERIAL_SOURCES, MATERIAL_STATUSES } from '../workflow/material-machine';
import { FormId, FormText } from './form-fields';
import { Id, Version } from './integers';
import { IsoDate, IsoDateTime, nullable } from './primitives';
import { TimelineEntrySchema } from './records';

/** A row of the material archive (`GET /pm/materials`). */
export const MaterialItemSchema = Type.Object({
  id: Type.Integer(),
  /** The archive number (`DA-<year>-<project code>-<sequence>`; entries filed before the rule keep theirs). */
  code: Type.String(),
  title: Type.String(),
  /** A `material_category` value. */
  category: Type.String(),
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  confidentiality: Type.Enum(MATERIAL_CONFIDENTIALITY),
  status: Type.Enum(MATERIAL_STATUSES),
  retentionUntil: IsoDate,
  /** The retention date has passed: the entry may be destroyed. */
  retentionOver: Type.Boolean(),
  documentCount: Type.Integer(),
  /** The record that filed it (agreement, report, appropriation); null for an entry filed by hand. */
  sourceEntity: nullable(Type.Enum(MATERIAL_SOURCES)),
  sourceId: nullable(Type.Integer()),
  /** The source record's number or code, as its own pages show it. */
  sourceCode: nullable(Type.String()),
  /** The open borrowing, while the entry is lent out. */
  borrower: nullable(Type.String()),
  dueOn: nullable(IsoDate),
  overdue: Type.Boolean(),
  createdBy: nullable(Type.String()),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

/** One version of a document: a stored upload (`GET /pm/files/:fileId`, preview `…/preview`). */
export const MaterialVersionSchema = Type.Object({
  version: Type.Integer(),
  fileId: Type.Integer(),
  name: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  /** Who filed this version (not necessarily who uploaded the file: a signed agreement's files are the author's). */
  createdBy: nullable(Type.String()),
  createdAt: IsoDateTime,
});

/** A document of an entry with its versions, newest first; `currentVersion` 0 while it has none (paper only). */
export const MaterialDocumentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  currentVersion: Type.Integer(),
  versions: Type.Array(MaterialVersionSchema),
});

export const MaterialBorrowingSchema = Type.Object({
  id: Type.Integer(),
  borrower: Type.String(),
  purpose: Type.String(),
  borrowedOn: IsoDate,
  dueOn: IsoDate,
  returnedOn: nullable(IsoDate),
  /** Still out after its due date. */
  overdue: Type.Boolean(),
  lentBy: nullable(Type.String()),
  receivedBy: nullable(Type.String()),
});

/** One entry (`GET /pm/materials/:id`): its documents and versions, its borrowings and its history. */
export const MaterialDetailSchema = Type.Object({
  ...MaterialItemSchema.properties,
  documents: Type.Array(MaterialDocumentSchema),
  borrowings: Type.Array(MaterialBorrowingSchema),
  history: Type.Array(TimelineEntrySchema),
  updatedAt: IsoDateTime,
});

/** A category of the dictionary with its archive rule (`GET /pm/materials/categories`). */
export const MaterialCategorySchema = Type.Object({
  value: Type.String(),
  /** Years an entry of the category is kept; null when the category has no rule (a date is entered). */
  retentionYears: nullable(Type.Integer()),
  /** A project closes only once an entry of each such category is archived. */
  requiredForClose: Type.Boolean(),
});

/** A project an entry may be filed under (`GET /pm/materials/project-options`): those in the caller's scope. */
export const MaterialProjectOptionSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
});

/** The create body (`MaterialFormValues`): loose, so the shared form says what is wrong under its field. */
export const MaterialBody = Type.Object({
  projectId: FormId,
  category: FormText,
  title: FormText,
  confidentiality: FormText,
  retentionUntil: FormText,
  fileIds: Type.Array(Id(), { maxItems: MATERIAL_MAX_FILES, default: [] }),
});

/** New documents for an entry, one per upload (version 1 each). */
export const AddDocumentsBody = Type.Object({
  version: Version,
  fileIds: Type.Array(Id(), { minItems: 1, maxItems: MATERIAL_MAX_FILES }),
});

/** A new version of one document: an upload of the caller's. */
export const AddVersionBody = Type.Object({ version: Version, fileId: Id() });

export const BorrowBody = Type.Object({
  version: Version,
  borrower: FormText,
  purpose: FormText,
  dueOn: FormText,
});

export const GiveBackBody = Type.Object({
  version: Version,
  comment: Type.String({ maxLength: 500, default: '' }),
});

export const DestroyBody = Type.Object({ version: Version, reason: FormText });

export type MaterialListItem = Static<typeof MaterialItemSchema>;
export type MaterialVersion = Static<typeof MaterialVersionSchema>;
export type MaterialDocument = Static<typeof MaterialDocumentSchema>;
export type MaterialBorrowing = Static<typeof MaterialBorrowingSchema>;
export type MaterialDetail = Static<typeof MaterialDetailSchema>;
export type MaterialCategory = Static<typeof MaterialCategorySchema>;
export type MaterialProjectOption = Static<typeof MaterialProjectOptionSchema>;
