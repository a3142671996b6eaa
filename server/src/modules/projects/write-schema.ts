import { needsComment, PROJECT_BUTTON_ACTIONS, type ProjectButtonAction } from '@pm/domain/workflow';
import { Type } from 'typebox';
import { responses } from '../../http/envelope';
import { Version } from '@pm/domain/shapes/integers';
import { ProjectBody, ProjectDetailSchema } from '@pm/domain/shapes/project';
import { ProjectParams } from './detail-schema';

const UpdateBody = Type.Object({
  ...ProjectBody.properties,
  version: Version,
});

const SubProjectBody = Type.Object({
  ...ProjectBody.properties,
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
