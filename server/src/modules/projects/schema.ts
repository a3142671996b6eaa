import { Type } from 'typebox';
import { PROJECT_STATUSES } from '../../db/schema';
import { IsoDate, IsoDateTime, Money, nullable, pageOf, responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';

export const PROJECT_SORT_FIELDS = [
  'code',
  'name',
  'status',
  'startDate',
  'endDate',
  'plannedBudget',
  'approvedAmount',
  'createdAt',
] as const;

export const ProjectItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  type: Type.String(),
  status: Type.Enum(PROJECT_STATUSES),
  parentId: nullable(Type.Integer()),
  departmentName: nullable(Type.String()),
  managerName: nullable(Type.String()),
  areaCode: nullable(Type.String()),
  startDate: nullable(IsoDate),
  endDate: nullable(IsoDate),
  plannedBudget: Money,
  approvedAmount: nullable(Money),
  /** Sum of the project's appropriations that are not rejected or cancelled. */
  appropriatedAmount: Money,
  createdAt: IsoDateTime,
});

export const ProjectListQuery = listQuerySchema(PROJECT_SORT_FIELDS, {
  status: Type.Optional(Type.Enum(PROJECT_STATUSES)),
});

export const listProjectsRoute = {
  tags: ['projects'],
  summary: 'Projects and sub-projects, paged (keyword: name or code)',
  querystring: ProjectListQuery,
  response: responses(pageOf(ProjectItem)),
};
