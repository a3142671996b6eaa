import { ReportTemplateDefinitionSchema } from '@pm/domain/report-templates';
import {
  ReportTemplateDetailSchema,
  ReportTemplateListItemSchema,
  ReportTemplateVersionSchema,
  TemplateVersionOptionSchema,
} from '@pm/domain/shapes/report-template';
import { pageOf } from '@pm/domain/shapes/primitives';
import { Version } from '@pm/domain/shapes/integers';
import { Type } from 'typebox';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { IdParams, VersionBody } from '../records/schema';

export const TEMPLATE_SORT_FIELDS = ['nameZh', 'updatedAt', 'createdAt'] as const;

export const TemplateListQuery = listQuerySchema(TEMPLATE_SORT_FIELDS, {});

const TemplateNames = {
  nameZh: Type.String({ maxLength: 100, default: '' }),
  nameEn: Type.String({ maxLength: 100, default: '' }),
  description: Type.String({ maxLength: 500, default: '' }),
};

export const CreateTemplateBody = Type.Object({
  ...TemplateNames,
  definition: ReportTemplateDefinitionSchema,
});
export const UpdateTemplateBody = Type.Object({ ...TemplateNames, version: Version });
export const UpdateVersionBody = Type.Object({
  definition: ReportTemplateDefinitionSchema,
  version: Version,
});

const tags = ['report-templates'];

export const listTemplatesRoute = {
  tags,
  summary: 'Report templates, paged (keyword: either name)',
  querystring: TemplateListQuery,
  response: responses(pageOf(ReportTemplateListItemSchema)),
};

export const templateDetailRoute = {
  tags,
  summary: 'One report template with every version and its form',
  params: IdParams,
  response: responses(ReportTemplateDetailSchema),
};

export const createTemplateRoute = {
  tags,
  summary: 'Creates a template and its first version, a draft',
  body: CreateTemplateBody,
  response: responses(ReportTemplateDetailSchema),
};

export const updateTemplateRoute = {
  tags,
  summary: "Renames a template (its versions' forms are edited apart)",
  params: IdParams,
  body: UpdateTemplateBody,
  response: responses(ReportTemplateDetailSchema),
};

export const newVersionRoute = {
  tags,
  summary: 'Opens a new draft version, a copy of the newest one (409 while a draft is open)',
  params: IdParams,
  response: responses(ReportTemplateDetailSchema),
};

export const updateVersionRoute = {
  tags,
  summary: "Edits a draft version's form (409: a published or retired version is frozen)",
  params: IdParams,
  body: UpdateVersionBody,
  response: responses(ReportTemplateVersionSchema),
};

export const publishVersionRoute = {
  tags,
  summary: 'Publishes a draft version: its form is frozen from then on',
  params: IdParams,
  body: VersionBody,
  response: responses(ReportTemplateVersionSchema),
};

export const retireVersionRoute = {
  tags,
  summary: 'Retires a published version: no new plan or report uses it; reports filled from it keep it',
  params: IdParams,
  body: VersionBody,
  response: responses(ReportTemplateVersionSchema),
};

export const versionOptionsRoute = {
  tags,
  summary: 'The published versions a plan may use',
  response: responses(Type.Array(TemplateVersionOptionSchema)),
};

export const versionFormRoute = {
  tags,
  summary: 'One version and its form, to fill a report from it',
  params: IdParams,
  response: responses(ReportTemplateVersionSchema),
};
