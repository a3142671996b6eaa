import { ApprovalLinkSchema } from './approval';
import { Type, type Static, type TInteger, type TSchema, type TString } from 'typebox';
import { CHOSEN } from '../forms/rules';
import { PROJECT_STATUSES } from '../workflow/project-machine';
import { bodyProperties, customField, moneyField, responseProperties, textField } from './field-table';
import { Id, INT32_MAX, INT32_MIN } from './integers';
import { IsoDate, IsoDateTime, Money, nullable } from './primitives';

type NullableOf<T extends TSchema> = ReturnType<typeof nullable<T>>;

const optionalId = Type.Optional(Type.Union([Type.Null(), Id()]));

/** A date or area the detail may not have yet opens the form unset (the picker's placeholder), not blank. */
const unsetWhenNull = (key: string) => (record: Record<string, unknown>) =>
  (record[key] ?? undefined) as string;

/**
 * A project's fields, each described once (`/project/list` create and edit drawers, the sub-project page,
 * `POST|PUT /pm/projects`, `POST /pm/projects/:id/sub-projects`): what it is, who runs it, where and when, what it
 * aims at and plans to spend. A body may leave any field out (each is optional, without a default), so the form's
 * rules, not the body's shape, say what is missing.
 */
export const projectFields = {
  name: textField(['项目名称', 'Project name'], {
    rules: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    listed: true,
    body: Type.Optional(Type.String()),
  }),
  /** A value of the `project_type` dictionary. */
  type: textField(['项目类型', 'Project type'], {
    rules: [CHOSEN, { kind: 'maxLength', max: 40 }],
    listed: true,
    body: Type.Optional(Type.String({ description: 'A value of the project_type dictionary' })),
  }),
  departmentId: customField<number | null, NullableOf<TInteger>>(
    ['所属部门', 'Department'],
    { rules: [CHOSEN] },
    { body: optionalId, detail: nullable(Type.Integer()), empty: null },
  ),
  managerId: customField<number | null, NullableOf<TInteger>>(
    ['项目负责人', 'Project manager'],
    { rules: [CHOSEN] },
    { body: optionalId, detail: nullable(Type.Integer()), empty: null },
  ),
  /** Partners of the project (optional); the detail names them, the server keeps them in their own table. */
  partnerIds: customField<number[], null>(
    ['合作伙伴', 'Partners'],
    {},
    {
      body: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
      detail: null,
      column: false,
      empty: [],
      fromRecord: (record) => (record.partners as NamedRef[]).map((partner) => partner.id),
    },
  ),
  areaCode: customField<string, NullableOf<TString>, true>(
    ['项目地区', 'Project area'],
    { rules: [CHOSEN, { kind: 'areaCode' }], listed: true },
    {
      body: Type.Optional(Type.String({ description: 'Six digits, from the area list' })),
      detail: nullable(Type.String()),
      empty: '',
      fromRecord: unsetWhenNull('areaCode'),
    },
  ),
  startDate: customField<string, NullableOf<TString>, true>(
    ['开始日期', 'Start date'],
    { rules: [CHOSEN, { kind: 'date' }], listed: true },
    {
      body: Type.Optional(Type.String({ examples: ['2026-01-01'] })),
      detail: nullable(IsoDate),
      empty: '',
      fromRecord: unsetWhenNull('startDate'),
    },
  ),
  endDate: customField<string, NullableOf<TString>, true>(
    ['结束日期', 'End date'],
    { rules: [CHOSEN, { kind: 'date' }], listed: true },
    {
      body: Type.Optional(Type.String({ examples: ['2026-12-31'] })),
      detail: nullable(IsoDate),
      empty: '',
      fromRecord: unsetWhenNull('endDate'),
    },
  ),
  goal: textField(['项目目标', 'Goal'], {
    rules: [{ kind: 'required' }, { kind: 'maxLength', max: 2000 }],
    body: Type.Optional(Type.String()),
  }),
  /** Null until typed: a body without one is the form's `required` message, not a stored 0. */
  targetBeneficiaries: customField<number | null, TInteger>(
    ['目标受益人数', 'Target beneficiaries'],
    { rules: [{ kind: 'required' }, { kind: 'integer', min: 0, max: 100_000_000 }] },
    {
      // Any number the column can hold: the rule says which (a whole number up to 100 000 000).
      body: Type.Optional(Type.Union([Type.Null(), Type.Number({ minimum: INT32_MIN, maximum: INT32_MAX })])),
      detail: Type.Integer(),
      empty: null,
    },
  ),
  /** Stored as typed: the column is a decimal. */
  plannedBudget: moneyField(['计划预算', 'Planned budget'], (amount) => amount, {
    rules: [{ kind: 'required' }, { kind: 'amount' }],
    listed: true,
    body: Type.Optional(Type.String({ description: 'Decimal string', examples: ['150000.00'] })),
  }),
};

/** What the create drawer sends (and, with more, the edit and the sub-project page): every field may be left out. */
export const ProjectBody = Type.Object(bodyProperties(projectFields));

/** A project's response shapes (`/pm/projects…`): money as decimal strings, dates ISO. */

/** A row of the project list (and the start of a project's detail). */
export const ProjectItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  ...responseProperties(projectFields, true),
  status: Type.Enum(PROJECT_STATUSES),
  parentId: nullable(Type.Integer()),
  departmentName: nullable(Type.String()),
  /** The area's own name (county, city or province). */
  areaName: nullable(Type.String()),
  managerName: nullable(Type.String()),
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
  ...responseProperties(projectFields, false),
  partners: Type.Array(NamedRefSchema),
  areaPath: Type.Array(Type.String(), { description: 'Names from the province down to the county' }),
  amounts: ProjectAmountsSchema,
  updatedAt: IsoDateTime,
  /** The approval it is in, or was last decided by (null: never submitted). */
  approval: nullable(ApprovalLinkSchema),
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
  /** Blacklisted ones too, marked: choosing one is refused by the server (a 422 under the field says why). */
  partners: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), blacklisted: Type.Boolean() })),
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
