import {
  REPORT_ITEM_KINDS,
  ReportPlanDetailSchema,
  ReportPlanListItemSchema,
} from '@pm/domain/shapes/report-plan';
import { pageOf } from '@pm/domain/shapes/primitives';
import { Id, Version } from '@pm/domain/shapes/integers';
import { FormId } from '@pm/domain/shapes/form-fields';
import { AGREEMENT_STATUSES } from '@pm/domain/workflow/agreement-machine';
import { Type } from 'typebox';
import { responses } from '../../http/envelope';
import { int32 } from '../../http/integers';
import { listQuerySchema } from '../../http/list-query';
import { IdParams } from '../records/schema';

export const PLAN_SORT_FIELDS = ['name', 'updatedAt', 'createdAt'] as const;

export const PlanListQuery = listQuerySchema(PLAN_SORT_FIELDS, {
  projectType: Type.Optional(Type.String({ maxLength: 40 })),
});

const PlanItemBody = Type.Object({
  kind: Type.Enum(REPORT_ITEM_KINDS),
  title: Type.String({ maxLength: 100, default: '' }),
  offsetMonths: Type.Union([Type.Null(), int32({ minimum: 0, maximum: 240 })], { default: null }),
  fixedDate: Type.Union([Type.Null(), Type.String({ format: 'date', maxLength: 10 })], { default: null }),
  templateVersionId: Id(),
  instalmentSeq: Type.Union([Type.Null(), int32({ minimum: 1, maximum: 100 })], { default: null }),
  reminderDays: int32({ minimum: 0, maximum: 365, default: 7 }),
});

export const PlanBody = Type.Object({
  name: Type.String({ maxLength: 100, default: '' }),
  agreementId: FormId,
  projectType: Type.Union([Type.Null(), Type.String({ maxLength: 40 })], { default: null }),
  note: Type.String({ maxLength: 500, default: '' }),
  items: Type.Array(PlanItemBody, { maxItems: 50 }),
});

export const UpdatePlanBody = Type.Object({ ...PlanBody.properties, version: Version });

export const ApplyPlanBody = Type.Object({
  agreementId: Id(),
  /** An agreement in force has its schedule replaced only when this says so (and none of its items has a report). */
  replaceInForce: Type.Boolean({ default: false }),
});

const tags = ['report-plans'];

export const listPlansRoute = {
  tags,
  summary: 'Reporting plans, paged (keyword: name), each with its overdue schedule items today',
  querystring: PlanListQuery,
  response: responses(pageOf(ReportPlanListItemSchema)),
};

export const planDetailRoute = {
  tags,
  summary: 'One reporting plan with its items',
  params: IdParams,
  response: responses(ReportPlanDetailSchema),
};

export const createPlanRoute = {
  tags,
  summary: 'Creates a reporting plan for an agreement or a project type',
  body: PlanBody,
  response: responses(ReportPlanDetailSchema),
};

export const updatePlanRoute = {
  tags,
  summary: 'Edits a reporting plan (schedules already generated stay as they are)',
  params: IdParams,
  body: UpdatePlanBody,
  response: responses(ReportPlanDetailSchema),
};

export const applyPlanRoute = {
  tags,
  summary:
    "Generates an agreement's reporting schedule from the plan and links its instalments (a draft; one in force only on request and without reports)",
  params: IdParams,
  body: ApplyPlanBody,
  response: responses(Type.Object({ agreementId: Type.Integer(), items: Type.Integer() })),
};

export const agreementOptionsRoute = {
  tags,
  summary: 'Agreements a plan may be made for or applied to (keyword: number or project name)',
  querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
  response: responses(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        number: Type.String(),
        projectName: Type.String(),
        projectType: Type.String(),
        status: Type.Enum(AGREEMENT_STATUSES),
      }),
    ),
  ),
};
