import { Type } from 'typebox';
import { IsoDateTime, nullable } from '@pm/domain/shapes/primitives';
import { requiredText, responses } from '../../http/envelope';
import { int32 } from '../../http/integers';

const MyProject = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String({ description: "The project's goal" }),
  peopleNumber: Type.Integer({ description: 'Target beneficiaries' }),
  contributors: Type.Array(
    Type.Object({ name: Type.String(), email: Type.String(), avatar: Type.String() }),
    {
      description: "The manager, then the project department's staff; at most 5",
    },
  ),
});

export const myProjectsRoute = {
  tags: ['user center'],
  summary:
    "Top-level projects the caller manages or that belong to the caller's department or one below it, newest first",
  querystring: Type.Object({ limit: Type.Optional(int32({ minimum: 1, maximum: 50, default: 6 })) }),
  response: responses(Type.Array(MyProject)),
};

export const myTeamsRoute = {
  tags: ['user center'],
  summary:
    "The caller's department first, then its sibling and child departments; people = active staff in the department and those below it",
  response: responses(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        avatar: Type.String(),
        name: Type.String(),
        peopleNumber: Type.Integer(),
      }),
    ),
  ),
};

export const latestActivityRoute = {
  tags: ['user center'],
  summary:
    "The caller's 7 latest changes from the operation log, described in Chinese with the entity's name",
  response: responses(
    Type.Array(
      Type.Object({
        id: Type.Integer(),
        title: Type.String(),
        description: Type.String(),
        avatar: Type.String(),
        time: IsoDateTime,
      }),
    ),
  ),
};

export const visitsRoute = {
  tags: ['user center'],
  summary:
    "The caller's 5 most visited routes in the last 7 days, with growth in % against the 7 days before (null when the route was not visited then: it is new)",
  response: responses(
    Type.Array(Type.Object({ name: Type.String(), visits: Type.Integer(), growth: nullable(Type.Number()) })),
  ),
};

export const RecordVisitBody = Type.Object({
  path: Type.String({
    maxLength: 500,
    pattern: '^/',
    'x-message': { required: 'path is required', pattern: 'path must start with /' },
  }),
  name: requiredText('name is required', 100),
});

export const recordVisitRoute = {
  tags: ['user center'],
  summary: 'Records that the caller opened a route (the shell calls it on every route change)',
  body: RecordVisitBody,
  response: responses(Type.Null()),
};

export const projectAndTeamRoute = {
  tags: ['user center'],
  summary: "Short lines about the caller's projects (with their status) and teams (with their size)",
  response: responses(Type.Array(Type.Object({ id: Type.Integer(), content: Type.String() }))),
};
