import { Type, type Static } from 'typebox';
import { AVAILABILITY } from '../forms/volunteer-form';
import { GENDERS, ID_TYPES } from './beneficiary';
import { SERVICE_STATUSES, VOLUNTEER_STATUSES } from '../workflow/volunteer-machine';
import { FormId, FormText } from './form-fields';
import { Version } from './integers';
import { IsoDate, IsoDateTime, nullable } from './primitives';

/** Hours leave the server as a decimal string with two decimals ("3.25"), like money. */
export const Hours = Type.String({ pattern: '^\\d+\\.\\d{2}$', examples: ['3.25'] });

/** A row of the volunteer list (`GET /pm/volunteers`): the ID number and mobile masked. */
export const VolunteerItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  gender: Type.Enum(GENDERS),
  idType: Type.Enum(ID_TYPES),
  /** The ID number as every page shows it (specification §5); the number itself is never sent. */
  idNumberMasked: Type.String({ description: 'Masked (specification §5)' }),
  mobile: Type.String({ description: 'Masked' }),
  areaCode: Type.String(),
  areaName: nullable(Type.String()),
  skills: Type.Array(Type.String()),
  availability: Type.Array(Type.Enum(AVAILABILITY)),
  status: Type.Enum(VOLUNTEER_STATUSES),
  /** Sum of the verified service records' hours. */
  verifiedHours: Hours,
  serviceCount: Type.Integer(),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

/** Verified hours of one volunteer on one project: what a service certificate counts. */
export const ProjectHoursSchema = Type.Object({
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  verifiedHours: Hours,
  records: Type.Integer(),
});

/** One volunteer (`GET /pm/volunteers/:id`): every field but the full ID number, and the hours per project. */
export const VolunteerDetailSchema = Type.Object({
  ...VolunteerItemSchema.properties,
  mobile: Type.String({ description: 'Whole: the detail page calls and edits it' }),
  birthDate: IsoDate,
  address: Type.String(),
  availabilityNote: Type.String(),
  emergencyName: Type.String(),
  emergencyRelation: Type.String(),
  emergencyMobile: Type.String(),
  remark: Type.String(),
  /** Attended records not verified yet. */
  pendingHours: Hours,
  hoursByProject: Type.Array(ProjectHoursSchema),
  updatedAt: IsoDateTime,
});

/**
 * The create and edit body (`VolunteerFormValues`): loose, so the shared form, not the body's shape, says what is
 * wrong, under its field, in the caller's language. An edit carries the version it was based on.
 */
const volunteerBodyFields = {
  name: FormText,
  gender: FormText,
  idType: FormText,
  idNumber: FormText,
  birthDate: FormText,
  mobile: FormText,
  areaCode: FormText,
  address: FormText,
  skills: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 30, default: [] }),
  availability: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10, default: [] }),
  availabilityNote: FormText,
  emergencyName: FormText,
  emergencyRelation: FormText,
  emergencyMobile: FormText,
  remark: FormText,
};
export const VolunteerBody = Type.Object(volunteerBodyFields);
export const UpdateVolunteerBody = Type.Object({ version: Version, ...volunteerBodyFields });

/** One service record (`GET /pm/volunteers/:id/services`). */
export const ServiceRecordSchema = Type.Object({
  id: Type.Integer(),
  volunteerId: Type.Integer(),
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  subProjectId: nullable(Type.Integer()),
  subProjectName: nullable(Type.String()),
  activity: Type.String(),
  plannedStart: IsoDateTime,
  plannedEnd: IsoDateTime,
  actualStart: nullable(IsoDateTime),
  actualEnd: nullable(IsoDateTime),
  /** Derived from the actual times (quarter hours); null before attended. */
  hours: nullable(Hours),
  status: Type.Enum(SERVICE_STATUSES),
  verifiedById: nullable(Type.Integer()),
  verifiedByName: nullable(Type.String()),
  verifiedAt: nullable(IsoDateTime),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

const serviceBodyFields = {
  projectId: FormId,
  subProjectId: FormId,
  activity: FormText,
  plannedStart: FormText,
  plannedEnd: FormText,
  actualStart: FormText,
  actualEnd: FormText,
};
export const ServiceBody = Type.Object(serviceBodyFields);
export const UpdateServiceBody = Type.Object({ version: Version, ...serviceBodyFields });
export const AttendBody = Type.Object({ version: Version, actualStart: FormText, actualEnd: FormText });

/** A project service can be recorded for, with its sub-projects (`GET /pm/volunteers/project-options`). */
export const VolunteerProjectOptionSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  subProjects: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() })),
});

export type VolunteerListItem = Static<typeof VolunteerItemSchema>;
export type VolunteerDetail = Static<typeof VolunteerDetailSchema>;
export type ProjectHours = Static<typeof ProjectHoursSchema>;
export type ServiceRecord = Static<typeof ServiceRecordSchema>;
export type VolunteerProjectOption = Static<typeof VolunteerProjectOptionSchema>;
