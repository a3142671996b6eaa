import { Type, type Static } from 'typebox';
import { BatchResultSchema } from '@pm/domain/shapes/appropriation';
import { Id, Version } from '@pm/domain/shapes/integers';
import { pageOf } from '@pm/domain/shapes/primitives';
import {
  AttendBody,
  ServiceBody,
  ServiceRecordSchema,
  UpdateServiceBody,
  UpdateVolunteerBody,
  VolunteerBody,
  VolunteerDetailSchema,
  VolunteerItemSchema,
  VolunteerProjectOptionSchema,
} from '@pm/domain/shapes/volunteer';
import {
  SERVICE_STATUSES,
  VOLUNTEER_ACTIONS,
  VOLUNTEER_STATUSES,
} from '@pm/domain/workflow/volunteer-machine';
import { workbookResponses } from '../../http/download';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { IdParams } from '../records/schema';

export const VOLUNTEER_SORT_FIELDS = ['code', 'name', 'areaCode', 'verifiedHours', 'createdAt'] as const;

const oneStatus = `(${VOLUNTEER_STATUSES.join('|')})`;

/** The list's filters; the export takes the same ones, so both show the same rows. */
const volunteerFilters = {
  areaCode: Type.Optional(
    Type.String({ pattern: '^\\d{6}$', description: 'A province or city matches every area under it' }),
  ),
  status: Type.Optional(
    Type.String({
      pattern: `^${oneStatus}(,${oneStatus})*$`,
      description: 'One status or several separated by commas',
      examples: ['active', 'applied,active'],
    }),
  ),
  skill: Type.Optional(
    Type.String({ maxLength: 50, description: 'A `volunteer_skill` value the volunteer has' }),
  ),
};

export const VolunteerListQuery = listQuerySchema(VOLUNTEER_SORT_FIELDS, volunteerFilters);
export const VolunteerExportQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...volunteerFilters,
});
export type VolunteerFilterQuery = Static<typeof VolunteerExportQuery>;

export const ServiceListQuery = listQuerySchema(['plannedStart', 'hours', 'createdAt'], {
  status: Type.Optional(Type.Enum(SERVICE_STATUSES)),
  projectId: Type.Optional(Id()),
});

export const ServiceParams = Type.Object({ id: Id(), serviceId: Id() });

export const CommentBody = Type.Object({
  version: Version,
  comment: Type.String({ maxLength: 2000, default: '' }),
});

export const BatchStatusBody = Type.Object({
  action: Type.Enum(VOLUNTEER_ACTIONS),
  items: Type.Array(Type.Object({ id: Id(), version: Version }), { minItems: 1, maxItems: 200 }),
  comment: Type.String({ maxLength: 2000, default: '' }),
});

const tags = ['volunteers'];

export const listVolunteersRoute = {
  tags,
  summary:
    'Volunteers, paged, with their verified hours; ID number and mobile masked (keyword: any part of the name or code, or a whole mobile or ID number)',
  querystring: VolunteerListQuery,
  response: responses(pageOf(VolunteerItemSchema)),
};

export const exportVolunteersRoute = {
  tags,
  summary: 'The filtered volunteers as an .xlsx workbook (masked numbers), headers in the caller’s language',
  querystring: VolunteerExportQuery,
  response: workbookResponses(),
};

export const volunteerProjectOptionsRoute = {
  tags,
  summary: 'Projects (with their sub-projects) a service record may be for',
  response: responses(Type.Array(VolunteerProjectOptionSchema)),
};

export const volunteerDetailRoute = {
  tags,
  summary: 'One volunteer, with verified hours per project (the full ID number is never sent)',
  params: IdParams,
  response: responses(VolunteerDetailSchema),
};

export const createVolunteerRoute = {
  tags,
  summary: 'Registers a volunteer (status applied); a second record with the same ID number is a 409',
  body: VolunteerBody,
  response: responses(VolunteerDetailSchema),
};

export const updateVolunteerRoute = {
  tags,
  summary: "Edits a volunteer's profile (a blank ID number keeps the stored one)",
  params: IdParams,
  body: UpdateVolunteerBody,
  response: responses(VolunteerDetailSchema),
};

export const volunteerActionRoute = (summary: string) => ({
  tags,
  summary,
  params: IdParams,
  body: CommentBody,
  response: responses(VolunteerDetailSchema),
});

export const batchStatusRoute = {
  tags,
  summary:
    'Moves several volunteers along their status, each in its own transaction; says which went through',
  body: BatchStatusBody,
  response: responses(BatchResultSchema),
};

export const listServicesRoute = {
  tags,
  summary: "A volunteer's service records, paged (newest planned first)",
  params: IdParams,
  querystring: ServiceListQuery,
  response: responses(pageOf(ServiceRecordSchema)),
};

export const createServiceRoute = {
  tags,
  summary: 'Schedules service for an active volunteer (hours derived once attended)',
  params: IdParams,
  body: ServiceBody,
  response: responses(ServiceRecordSchema),
};

export const updateServiceRoute = {
  tags,
  summary: 'Edits a scheduled or attended service record (an attended one gets its hours derived again)',
  params: ServiceParams,
  body: UpdateServiceBody,
  response: responses(ServiceRecordSchema),
};

export const attendServiceRoute = {
  tags,
  summary: 'Records that the volunteer came: the actual times; the hours are derived from them',
  params: ServiceParams,
  body: AttendBody,
  response: responses(ServiceRecordSchema),
};

export const serviceStepRoute = (summary: string) => ({
  tags,
  summary,
  params: ServiceParams,
  body: CommentBody,
  response: responses(ServiceRecordSchema),
});
