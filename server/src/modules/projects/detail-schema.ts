import { Type } from 'typebox';
import { responses } from '../../http/envelope';
import { Id } from '@pm/domain/shapes/integers';
import { FileRefSchema, TimelineEntrySchema } from '@pm/domain/shapes/records';
import {
  ProjectDetailSchema,
  ProjectFundsSummarySchema,
  ProjectOptionsSchema,
} from '@pm/domain/shapes/project';

export const ProjectParams = Type.Object({ id: Id() });

export const projectDetailRoute = {
  tags: ['projects'],
  summary: 'One project with its partners, area names and amounts',
  params: ProjectParams,
  response: responses(ProjectDetailSchema),
};

export const projectTimelineRoute = {
  tags: ['projects'],
  summary: 'The operation log of the project and its records (applications, agreements…), newest first',
  params: ProjectParams,
  response: responses(Type.Array(TimelineEntrySchema)),
};

export const projectFundsRoute = {
  tags: ['projects'],
  summary: "The project's appropriations by status, its amounts and budget execution (paid ÷ approved)",
  params: ProjectParams,
  response: responses(ProjectFundsSummarySchema),
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
  response: responses(ProjectOptionsSchema),
};
