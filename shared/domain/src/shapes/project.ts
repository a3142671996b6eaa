import { Type, type Static } from 'typebox';
import { PROJECT_STATUSES } from '../workflow/project-machine';
import { IsoDate, IsoDateTime, Money, nullable } from './primitives';

/** A project's response shapes (`/pm/projects…`): money as decimal strings, dates ISO. */

/** A row of the project list (and the start of a project's detail). */
export const ProjectItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  type: Type.String(),
  status: Type.Enum(PROJECT_STATUSES),
  parentId: nullable(Type.Integer()),
  departmentName: nullable(Type.String()),
  /** The area's own name (county, city or province). */
  areaName: nullable(Type.String()),
  managerName: nullable(Type.String()),
  areaCode: nullable(Type.String()),
  startDate: nullable(IsoDate),
  endDate: nullable(IsoDate),
  plannedBudget: Money,
  approvedAmount: nullable(Money),
  /** Appropriations that are not rejected or cancelled. */
  appropriatedAmount: Money,
  paidAmount: Money,
  /** Approved less appropriated, never below zero. */
  remainingAmount: Money,
  childCount: Type.Integer(),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

export const NamedRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ProjectAmountsSchema = Type.Object({
  plannedBudget: Money,
  approvedAmount: nullable(Money),
  appropriatedAmount: Money,
  paidAmount: Money,
  remainingAmount: Money,
  /** Approved amounts of the sub-projects that still hold theirs. */
  allocatedToChildren: Money,
});

export const ProjectDetailSchema = Type.Object({
  ...ProjectItemSchema.properties,
  rootId: nullable(Type.Integer()),
  parent: nullable(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() })),
  departmentId: nullable(Type.Integer()),
  managerId: nullable(Type.Integer()),
  partners: Type.Array(NamedRefSchema),
  areaPath: Type.Array(Type.String(), { description: 'Names from the province down to the county' }),
  goal: Type.String(),
  targetBeneficiaries: Type.Integer(),
  amounts: ProjectAmountsSchema,
  updatedAt: IsoDateTime,
});

/** Appropriations of a project by status, its amounts and budget execution (paid ÷ approved). */
export const ProjectFundsSummarySchema = Type.Object({
  byStatus: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer(), amount: Money })),
  amounts: ProjectAmountsSchema,
  executionRate: nullable(Type.String({ description: "Percentage with 2 decimals ('37.50')" })),
});

/** Choices for the projects forms (`GET /pm/project-options`): departments, staff, partners, beneficiaries. */
export const ProjectOptionsSchema = Type.Object({
  departments: Type.Array(NamedRefSchema),
  managers: Type.Array(NamedRefSchema),
  partners: Type.Array(NamedRefSchema),
  beneficiaries: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.Enum(['person', 'company']) }),
  ),
});

export type ProjectListItem = Static<typeof ProjectItemSchema>;
export type NamedRef = Static<typeof NamedRefSchema>;
/**
 * Money of a project: approved − appropriated − allocated to sub-projects = remaining; paid ⊆ appropriated. All
 * decimal strings.
 */
export type ProjectAmounts = Static<typeof ProjectAmountsSchema>;
export type ProjectDetail = Static<typeof ProjectDetailSchema>;
export type ProjectFundsSummary = Static<typeof ProjectFundsSummarySchema>;
export type ProjectOptions = Static<typeof ProjectOptionsSchema>;
