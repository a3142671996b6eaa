import { Type } from 'typebox';
import {
  ActivityItemSchema,
  MyProjectSchema,
  MyTeamSchema,
  ProjectAndTeamItemSchema,
  RecordVisitBodySchema,
  VisitItemSchema,
} from '@pm/domain/shapes/workplace';
import { responses } from '../../http/envelope';
import { int32 } from '../../http/integers';

export const myProjectsRoute = {
  tags: ['user center'],
  summary:
    "Top-level projects the caller manages or that belong to the caller's department or one below it, newest first",
  querystring: Type.Object({ limit: Type.Optional(int32({ minimum: 1, maximum: 50, default: 6 })) }),
  response: responses(Type.Array(MyProjectSchema)),
};

export const myTeamsRoute = {
  tags: ['user center'],
  summary:
    "The caller's department first, then its sibling and child departments; people = active staff in the department and those below it",
  response: responses(Type.Array(MyTeamSchema)),
};

export const latestActivityRoute = {
  tags: ['user center'],
  summary:
    "The caller's 7 latest changes from the operation log, described in Chinese with the entity's name",
  response: responses(Type.Array(ActivityItemSchema)),
};

export const visitsRoute = {
  tags: ['user center'],
  summary:
    "The caller's 5 most visited routes in the last 7 days, with growth in % against the 7 days before (null when the route was not visited then: it is new)",
  response: responses(Type.Array(VisitItemSchema)),
};

export const recordVisitRoute = {
  tags: ['user center'],
  summary: 'Records that the caller opened a route (the shell calls it on every route change)',
  body: RecordVisitBodySchema,
  response: responses(Type.Null()),
};

export const projectAndTeamRoute = {
  tags: ['user center'],
  summary: "Short lines about the caller's projects (with their status) and teams (with their size)",
  response: responses(Type.Array(ProjectAndTeamItemSchema)),
};
