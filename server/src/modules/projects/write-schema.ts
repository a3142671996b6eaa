import { needsComment, PROJECT_BUTTON_ACTIONS, type ProjectButtonAction } from '@pm/domain/workflow';
import { Type, type Static } from 'typebox';
import { responses } from '../../http/envelope';
import { Id, INT32_MAX, INT32_MIN, Version } from '@pm/domain/shapes/integers';
import { ProjectDetailSchema } from '@pm/domain/shapes/project';
import { ProjectParams } from './detail-schema';

/**
 * Bodies say only the shape here: every field may be missing or empty at this level, so that the shared form
 * schema (`assertForm`) answers with the same sentence the page shows, in the caller's language, field by field.
 * Only the types are checked here (strictly: http/validators), and the bounds a column needs.
 */
const optionalId = Type.Optional(Type.Union([Type.Null(), Id()]));

const projectFields = {
  name: Type.Optional(Type.String()),
  type: Type.Optional(Type.String({ description: 'A value of the project_type dictionary' })),
  departmentId: optionalId,
  managerId: optionalId,
  partnerIds: Type.Optional(Type.Array(Id(), { maxItems: 100 })),
  areaCode: Type.Optional(Type.String({ description: 'Six digits, from the area list' })),
  startDate: Type.Optional(Type.String({ examples: ['2026-01-01'] })),
  endDate: Type.Optional(Type.String({ examples: ['2026-12-31'] })),
  goal: Type.Optional(Type.String()),
  // Any number the column can hold: the form's own rule says which (a whole number up to 100 000 000).
  targetBeneficiaries: Type.Optional(
    Type.Union([Type.Null(), Type.Number({ minimum: INT32_MIN, maximum: INT32_MAX })]),
  ),
  plannedBudget: Type.Optional(Type.String({ description: 'Decimal string', examples: ['150000.00'] })),
};

export const ProjectBody = Type.Object(projectFields);
export type ProjectBodyValues = Static<typeof ProjectBody>;

const UpdateBody = Type.Object({
  ...projectFields,
  version: Version,
});

const SubProjectBody = Type.Object({
  ...projectFields,
  approvedAmount: Type.Optional(
    Type.String({
      description: 'Taken from what the parent may still pay or allocate (its remainingAmount)',
    }),
  ),
});

export const createProjectRoute = {
  tags: ['projects'],
  summary: 'Creates a draft project; its code (XM<year><id>) is generated',
  body: ProjectBody,
  response: responses(ProjectDetailSchema),
};

export const updateProjectRoute = {
  tags: ['projects'],
  summary: 'Edits a project in draft, applying or withdrawn; its partners are replaced',
  params: ProjectParams,
  body: UpdateBody,
  response: responses(ProjectDetailSchema),
};

export const createSubProjectRoute = {
  tags: ['projects'],
  summary: "Creates an approved sub-project funded from the parent's approved amount",
  params: ProjectParams,
  body: SubProjectBody,
  response: responses(ProjectDetailSchema),
};

export const ActionBody = Type.Object({
  version: Version,
  comment: Type.Optional(Type.Union([Type.Null(), Type.String()])),
});

/** The detail page's buttons as workflow routes (`workflowActionRoutes`): one body, the summary says what it needs. */
export const PROJECT_ACTION_ROUTES = Object.fromEntries(
  PROJECT_BUTTON_ACTIONS.map((action) => [
    action,
    {
      body: ActionBody,
      summary: `Project button "${action}"${needsComment(action) ? ' (a comment is required)' : ''}`,
    },
  ]),
) as Record<ProjectButtonAction, { body: typeof ActionBody; summary: string }>;
