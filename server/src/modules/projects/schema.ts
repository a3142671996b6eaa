import { ProjectItemSchema } from '@pm/domain/shapes/project';
import { Type, type Static } from 'typebox';
import { PROJECT_STATUSES } from '../../db/schema';
import { IsoDate, pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id } from '@pm/domain/shapes/integers';
import { workbookResponses } from '../../http/download';
import { listQuerySchema } from '../../http/list-query';

export const PROJECT_SORT_FIELDS = [
  'code',
  'name',
  'type',
  'status',
  'startDate',
  'endDate',
  'plannedBudget',
  'approvedAmount',
  'createdAt',
] as const;

/** An amount typed into a filter: digits with at most two decimals. */
const AmountFilter = Type.String({ pattern: '^\\d{1,16}(\\.\\d{1,2})?$', examples: ['50000'] });

const oneStatus = `(${PROJECT_STATUSES.join('|')})`;

/** The list's filters; the export takes the same ones, so both show the same projects. */
const projectFilters = {
  status: Type.Optional(
    Type.String({
      pattern: `^${oneStatus}(,${oneStatus})*$`,
      description:
        'One status, or several separated by commas (a picker offering the projects a form accepts)',
      examples: ['in_progress', 'draft,withdrawn,applying'],
    }),
  ),
  type: Type.Optional(Type.String({ maxLength: 40, description: 'A value of the project_type dictionary' })),
  departmentId: Type.Optional(Id()),
  areaCode: Type.Optional(
    Type.String({ pattern: '^\\d{6}$', description: 'A province or city code matches every area under it' }),
  ),
  startFrom: Type.Optional(IsoDate),
  startTo: Type.Optional(IsoDate),
  amountMin: Type.Optional(AmountFilter),
  amountMax: Type.Optional(AmountFilter),
  parentId: Type.Optional(Id({ description: 'Only the sub-projects of this project' })),
  topLevel: Type.Optional(Type.Boolean({ description: 'true: only top projects' })),
};

export const ProjectListQuery = listQuerySchema(PROJECT_SORT_FIELDS, projectFilters);

export const ProjectExportQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...projectFilters,
});
export type ProjectFilters = Static<typeof ProjectExportQuery>;

export const listProjectsRoute = {
  tags: ['projects'],
  summary: 'Projects and sub-projects, paged (keyword: name or code)',
  querystring: ProjectListQuery,
  response: responses(pageOf(ProjectItemSchema)),
};

export const exportProjectsRoute = {
  tags: ['projects'],
  summary:
    'The filtered projects as an .xlsx workbook (at most 100 000 rows), headers in the caller’s language',
  querystring: ProjectExportQuery,
  response: workbookResponses(),
};
