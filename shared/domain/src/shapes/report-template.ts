import { Type, type Static } from 'typebox';
import { ReportTemplateDefinitionSchema, TEMPLATE_VERSION_STATUSES } from '../report-templates/definition';
import { IsoDateTime, nullable } from './primitives';

/** One version of a template, with its form. */
export const ReportTemplateVersionSchema = Type.Object({
  id: Type.Integer(),
  templateId: Type.Integer(),
  seq: Type.Integer(),
  status: Type.Enum(TEMPLATE_VERSION_STATUSES),
  definition: ReportTemplateDefinitionSchema,
  publishedAt: nullable(IsoDateTime),
  retiredAt: nullable(IsoDateTime),
  version: Type.Integer(),
  updatedAt: IsoDateTime,
});

/** A row of the template list: the template and where its versions stand. */
export const ReportTemplateListItemSchema = Type.Object({
  id: Type.Integer(),
  code: nullable(Type.String()),
  nameZh: Type.String(),
  nameEn: Type.String(),
  description: Type.String(),
  /** The newest published version's number (null: none yet) and the open draft's id (null: none). */
  publishedSeq: nullable(Type.Integer()),
  publishedVersionId: nullable(Type.Integer()),
  draftVersionId: nullable(Type.Integer()),
  versionCount: Type.Integer(),
  version: Type.Integer(),
  updatedAt: IsoDateTime,
});

export const ReportTemplateDetailSchema = Type.Object({
  ...ReportTemplateListItemSchema.properties,
  versions: Type.Array(ReportTemplateVersionSchema),
});

/** A published version to choose in a plan: its template's name and number. */
export const TemplateVersionOptionSchema = Type.Object({
  id: Type.Integer(),
  templateId: Type.Integer(),
  seq: Type.Integer(),
  nameZh: Type.String(),
  nameEn: Type.String(),
});

export type ReportTemplateVersion = Static<typeof ReportTemplateVersionSchema>;
export type ReportTemplateListItem = Static<typeof ReportTemplateListItemSchema>;
export type ReportTemplateDetail = Static<typeof ReportTemplateDetailSchema>;
export type TemplateVersionOption = Static<typeof TemplateVersionOptionSchema>;
