import { Type } from 'typebox';
import { IsoDateTime, Money, nullable } from '@pm/shared/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id } from '@pm/shared/shapes/integers';
import { FileRefSchema } from '@pm/shared/shapes/records';
import { ProjectItem } from './schema';

export const ProjectParams = Type.Object({ id: Id() });

const NamedRef = Type.Object({ id: Type.Integer(), name: Type.String() });

const ProjectAmounts = Type.Object({
  plannedBudget: Money,
  approvedAmount: nullable(Money),
  appropriatedAmount: Money,
  paidAmount: Money,
  remainingAmount: Money,
  /** Approved amounts of the sub-projects that still hold theirs. */
  allocatedToChildren: Money,
});

export const ProjectDetailSchema = Type.Object({
  ...ProjectItem.properties,
  rootId: nullable(Type.Integer()),
  parent: nullable(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() })),
  departmentId: nullable(Type.Integer()),
  managerId: nullable(Type.Integer()),
  partners: Type.Array(NamedRef),
  areaPath: Type.Array(Type.String(), { description: 'Names from the province down to the county' }),
  goal: Type.String(),
  targetBeneficiaries: Type.Integer(),
  amounts: ProjectAmounts,
  updatedAt: IsoDateTime,
});

export const projectDetailRoute = {
  tags: ['projects'],
  summary: 'One project with its partners, area names and amounts',
  params: ProjectParams,
  response: responses(ProjectDetailSchema),
};

const TimelineEntry = Type.Object({
  id: Type.Integer(),
  action: Type.String({ description: '`<entity>.<action>`: project.create, application.approve…' }),
  entity: Type.String(),
  entityId: Type.String(),
  userName: nullable(Type.String()),
  status: nullable(Type.String({ description: 'The status after the change, when it moved one' })),
  comment: nullable(Type.String()),
  createdAt: IsoDateTime,
});

export const projectTimelineRoute = {
  tags: ['projects'],
  summary: 'The operation log of the project and its records (applications, agreements…), newest first',
  params: ProjectParams,
  response: responses(Type.Array(TimelineEntry)),
};

export const projectFundsRoute = {
  tags: ['projects'],
  summary: "The project's appropriations by status, its amounts and budget execution (paid ÷ approved)",
  params: ProjectParams,
  response: responses(
    Type.Object({
      byStatus: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer(), amount: Money })),
      amounts: ProjectAmounts,
      executionRate: nullable(Type.String({ description: "Percentage with 2 decimals ('37.50')" })),
    }),
  ),
};

export const projectFilesRoute = {
  tags: ['projects'],
  summary: 'The files of the project’s applications, agreements and reports, newest first',
  params: ProjectParams,
  response: responses(Type.Array(FileRefSchema)),
};

export const projectOptionsRoute = {
  tags: ['projects'],
  summary: 'Choices of the project forms: departments, active staff, partners, beneficiaries',
  response: responses(
    Type.Object({
      departments: Type.Array(NamedRef),
      managers: Type.Array(NamedRef),
      partners: Type.Array(NamedRef),
      beneficiaries: Type.Array(
        Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.Enum(['person', 'company']) }),
      ),
    }),
  ),
};
