import { serviceHours } from '../identity/service-hours';
import { GENDERS, ID_TYPES, type Gender, type IdType } from '../shapes/beneficiary';
import { notInFuture, type TodayContext } from './checks';
import { zonedInstant } from '../utils/business-date';
import { defineForm, validateForm, type CrossCheck } from './form-schema';
import { idNumberProblem, mobileNumbers, residentIdMismatches } from './identity-checks';
import { CHOSEN, type FieldError, type FieldRule, type Labels } from './rules';

/** A volunteer's gender and ID type take the same values as a person's (`@pm/domain/shapes/beneficiary`). */
export { GENDERS as VOLUNTEER_GENDERS, ID_TYPES as VOLUNTEER_ID_TYPES };
export type VolunteerGender = Gender;
export type VolunteerIdType = IdType;

/** When a volunteer can serve (several); a note says more. */
export const AVAILABILITY = ['weekdays', 'weekends', 'evenings', 'holidays', 'remote'] as const;
export type Availability = (typeof AVAILABILITY)[number];

/** The `volunteer_skill` dictionary holds the skills a volunteer may have. */
export const VOLUNTEER_SKILL_DICT = 'volunteer_skill';

/** A volunteer's create and edit form (the list page's drawer; `POST|PUT /pm/volunteers`). */
export interface VolunteerFormValues {
  name: string;
  gender: VolunteerGender | '';
  idType: VolunteerIdType | '';
  /** The full number: typed on create; on edit blank keeps the stored one (it is never sent back unmasked). */
  idNumber: string;
  birthDate: string;
  mobile: string;
  areaCode: string;
  address: string;
  /** `volunteer_skill` dictionary values. */
  skills: string[];
  availability: Availability[];
  availabilityNote: string;
  emergencyName: string;
  emergencyRelation: string;
  emergencyMobile: string;
  remark: string;
}

/**
 * Today (a birth date is not in the future) and, when editing, the ID type stored: a blank number then keeps the
 * stored one, unless the type changes.
 */
export interface VolunteerContext extends TodayContext {
  storedIdType: VolunteerIdType | null;
}

export const volunteerLabels: Labels = {
  name: ['姓名', 'Name'],
  gender: ['性别', 'Gender'],
  idType: ['证件类型', 'ID type'],
  idNumber: ['证件号码', 'ID number'],
  birthDate: ['出生日期', 'Birth date'],
  mobile: ['手机号码', 'Mobile'],
  areaCode: ['所在地区', 'Area'],
  address: ['详细地址', 'Address'],
  skills: ['技能特长', 'Skills'],
  availability: ['可服务时间', 'Availability'],
  availabilityNote: ['时间说明', 'Availability note'],
  emergencyName: ['紧急联系人', 'Emergency contact'],
  emergencyRelation: ['与本人关系', 'Relation'],
  emergencyMobile: ['紧急联系电话', 'Emergency mobile'],
  remark: ['备注', 'Remarks'],
};

type Check = CrossCheck<VolunteerFormValues, VolunteerContext>;

// A page's form holds only the fields it shows: a field not shown reads as blank.
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Required on create; on edit a blank number keeps the stored one unless the ID type changes. */
const idNumberCheck: Check = {
  uses: ['idType', 'idNumber'],
  run: (values, context) => {
    const number = text(values.idNumber);
    if (number === '') {
      const kept = context.storedIdType !== null && context.storedIdType === values.idType;
      return kept ? [] : [{ field: 'idNumber', message: 'required' }];
    }
    const problem = idNumberProblem(values.idType, number, context.today);
    return problem ? [problem] : [];
  },
};

/** A resident ID carries the birth date and gender: the ones chosen must be them (the shared identity check). */
const matchesResidentId: Check = {
  uses: ['idType', 'idNumber', 'birthDate', 'gender'],
  run: (values, context) =>
    values.idType === 'resident_id'
      ? residentIdMismatches(
          text(values.idNumber),
          text(values.birthDate),
          text(values.gender),
          context.today,
        )
      : [],
};

const TEXT = (max: number): FieldRule[] => [{ kind: 'maxLength', max }];

export const volunteerForm = defineForm<VolunteerFormValues, VolunteerContext>({
  name: 'volunteer',
  labels: volunteerLabels,
  fields: {
    name: [{ kind: 'required' }, ...TEXT(50)],
    gender: [CHOSEN, { kind: 'oneOf', values: GENDERS }],
    idType: [CHOSEN, { kind: 'oneOf', values: ID_TYPES }],
    idNumber: TEXT(30),
    birthDate: [CHOSEN, { kind: 'date' }],
    mobile: [{ kind: 'required' }, ...TEXT(20)],
    areaCode: [CHOSEN, { kind: 'areaCode' }],
    address: TEXT(200),
    skills: [{ kind: 'minItems', min: 1 }],
    availability: [{ kind: 'minItems', min: 1 }],
    availabilityNote: TEXT(200),
    emergencyName: [{ kind: 'required' }, ...TEXT(50)],
    emergencyRelation: [{ kind: 'required' }, ...TEXT(20)],
    emergencyMobile: [{ kind: 'required' }, ...TEXT(20)],
    remark: TEXT(500),
  },
  checks: [
    idNumberCheck,
    matchesResidentId,
    notInFuture('birthDate'),
    ...mobileNumbers<VolunteerFormValues, VolunteerContext>('mobile', 'emergencyMobile'),
  ],
});

/** An empty volunteer form. */
export const emptyVolunteerValues = (): VolunteerFormValues => ({
  name: '',
  gender: '',
  idType: 'resident_id',
  idNumber: '',
  birthDate: '',
  mobile: '',
  areaCode: '',
  address: '',
  skills: [],
  availability: [],
  availabilityNote: '',
  emergencyName: '',
  emergencyRelation: '',
  emergencyMobile: '',
  remark: '',
});

/** The longest span one service record may cover: a day's service is entered as a day's record. */
export const MAX_SERVICE_HOURS = 24;

/** A service record's create and edit form (`POST|PUT /pm/volunteers/:id/services`). Times are ISO 8601 instants. */
export interface ServiceFormValues {
  projectId: number | null;
  /** A sub-project of `projectId`, optionally. */
  subProjectId: number | null;
  activity: string;
  plannedStart: string;
  plannedEnd: string;
  /** Recorded when the volunteer attended; blank before. */
  actualStart: string;
  actualEnd: string;
}

/** Whether the record has been attended (its actual times are then required) and the instant now. */
export interface ServiceContext {
  attended: boolean;
  now: string;
}

export const serviceLabels: Labels = {
  projectId: ['服务项目', 'Project'],
  subProjectId: ['子项目', 'Sub-project'],
  activity: ['服务内容', 'Activity'],
  plannedStart: ['计划开始', 'Planned start'],
  plannedEnd: ['计划结束', 'Planned end'],
  actualStart: ['实际开始', 'Actual start'],
  actualEnd: ['实际结束', 'Actual end'],
  now: ['当前时间', 'now'],
};

const isInstant = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value));

function instants(
  ...fields: (keyof ServiceFormValues & string)[]
): CrossCheck<ServiceFormValues, ServiceContext> {
  return {
    uses: fields,
    run: (values) =>
      fields.flatMap((field) => {
        const value = String(values[field] ?? '').trim();
        return value !== '' && !isInstant(value) ? [{ field, message: 'dateTime' as const }] : [];
      }),
  };
}

/** `end` later than `start`, by at most MAX_SERVICE_HOURS; silent while either is blank or malformed. */
function span(
  start: 'plannedStart' | 'actualStart',
  end: 'plannedEnd' | 'actualEnd',
): CrossCheck<ServiceFormValues, ServiceContext> {
  return {
    uses: [start, end],
    run: (values) => {
      const from = String(values[start] ?? '');
      const to = String(values[end] ?? '');
      if (!isInstant(from) || !isInstant(to)) return [];
      const ms = Date.parse(to) - Date.parse(from);
      if (ms <= 0) return [{ field: end, message: 'timeAfter', params: { other: start } }];
      if (ms > MAX_SERVICE_HOURS * 3600_000) {
        return [{ field: end, message: 'spanAtMost', params: { other: start, hours: MAX_SERVICE_HOURS } }];
      }
      return [];
    },
  };
}

/** Actual times: both or neither, required once attended, and not in the future (what happened, happened). */
function actualTimes(values: ServiceFormValues, context: ServiceContext): FieldError[] {
  const errors: FieldError[] = [];
  // A page's form holds only the fields it shows: an actual time not shown reads as blank.
  const start = String(values.actualStart ?? '').trim();
  const end = String(values.actualEnd ?? '').trim();
  const required = context.attended || start !== '' || end !== '';
  if (required && start === '') errors.push({ field: 'actualStart', message: 'choose' });
  if (required && end === '') errors.push({ field: 'actualEnd', message: 'choose' });
  if (isInstant(end) && Date.parse(end) > Date.parse(context.now)) {
    errors.push({ field: 'actualEnd', message: 'dateNotAfter', params: { other: 'now' } });
  }
  return errors;
}

export const serviceForm = defineForm<ServiceFormValues, ServiceContext>({
  name: 'volunteerService',
  labels: serviceLabels,
  fields: {
    projectId: [CHOSEN],
    activity: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    plannedStart: [CHOSEN],
    plannedEnd: [CHOSEN],
  },
  checks: [
    instants('plannedStart', 'plannedEnd'),
    instants('actualStart', 'actualEnd'),
    span('plannedStart', 'plannedEnd'),
    span('actualStart', 'actualEnd'),
    { uses: ['actualStart', 'actualEnd'], run: actualTimes },
  ],
});

/** Marking a record attended: its actual times (`POST …/services/:id/attend`). */
export type AttendFormValues = Pick<ServiceFormValues, 'actualStart' | 'actualEnd'>;

export const attendForm = defineForm<AttendFormValues, ServiceContext>({
  name: 'volunteerAttend',
  labels: serviceLabels,
  fields: { actualStart: [CHOSEN], actualEnd: [CHOSEN] },
  checks: [
    {
      uses: ['actualStart', 'actualEnd'],
      run: (values, context) =>
        validateServiceTimes({ ...values, plannedStart: '', plannedEnd: '' }, { ...context, attended: true }),
    },
  ],
});

/** The actual-time checks of the service form alone (the attend form runs them too). */
function validateServiceTimes(
  values: Pick<ServiceFormValues, 'actualStart' | 'actualEnd' | 'plannedStart' | 'plannedEnd'>,
  context: ServiceContext,
): FieldError[] {
  const full = { projectId: null, subProjectId: null, activity: '', ...values };
  const checks = [instants('actualStart', 'actualEnd'), span('actualStart', 'actualEnd')];
  const malformed = checks[0]!.run(full, context);
  if (malformed.length > 0) return malformed;
  return [...checks[1]!.run(full, context), ...actualTimes(full, context)];
}

/** The hours a record's actual times are worth (quarter hours), or null before it is attended. */
export const hoursOf = (values: Pick<ServiceFormValues, 'actualStart' | 'actualEnd'>): string | null =>
  serviceHours(values.actualStart || null, values.actualEnd || null);

/**
 * A row of the service-hours import (`/system/files`, type `volunteerHours`): the volunteer by ID number, the
 * project by its code, the day, the start on the clock and the hours; it becomes the service form's values
 * (`serviceImportValues`), which `serviceForm` checks as it checks the service drawer's.
 */
export interface ServiceImportValues {
  volunteerIdNumber: string;
  projectCode: string;
  serviceDate: string;
  /** `HH:mm` on the foundation's clocks. */
  startTime: string;
  /** Decimal hours (quarter hours): the planned end is the start plus these. */
  hours: string;
  activity: string;
}

/** The instant now and the foundation's time zone, in which the sheet's days and clock times are read. */
export interface ServiceImportContext {
  now: string;
  timeZone: string;
}

export const serviceImportLabels: Labels = {
  volunteerIdNumber: ['志愿者证件号码', 'Volunteer ID number'],
  projectCode: ['项目编号', 'Project code'],
  serviceDate: ['服务日期', 'Service date'],
  startTime: ['开始时间', 'Start time'],
  hours: ['服务时长（小时）', 'Hours'],
  activity: serviceLabels.activity!,
  plannedStart: serviceLabels.plannedStart!,
  plannedEnd: serviceLabels.plannedEnd!,
  now: serviceLabels.now!,
};

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `9:30` → `09:30`; anything else as typed. */
const clockTime = (value: string) => {
  const time = value.trim();
  return /^\d:\d{2}$/.test(time) ? `0${time}` : time;
};

/** A service record's values from an import row (no project yet: the code names it, the database resolves it). */
export function serviceImportValues(values: ServiceImportValues, timeZone: string): ServiceFormValues {
  const start = zonedInstant(values.serviceDate.trim(), clockTime(values.startTime), timeZone);
  const hours = Number(values.hours);
  const end = start === null || !Number.isFinite(hours) ? null : Date.parse(start) + hours * 3600_000;
  return {
    projectId: null,
    subProjectId: null,
    activity: values.activity,
    plannedStart: start ?? '',
    plannedEnd: end === null ? '' : new Date(end).toISOString(),
    // Hours served: the record is attended at once (actual = planned), waiting for someone to verify them.
    actualStart: start ?? '',
    actualEnd: end === null ? '' : new Date(end).toISOString(),
  };
}

/** Where the service form's errors show on the import row. */
const IMPORT_FIELD_OF: Partial<Record<keyof ServiceFormValues, keyof ServiceImportValues>> = {
  activity: 'activity',
  plannedStart: 'startTime',
  plannedEnd: 'hours',
  actualStart: 'startTime',
  actualEnd: 'hours',
};

export const serviceImportForm = defineForm<ServiceImportValues, ServiceImportContext>({
  name: 'volunteerServiceImport',
  labels: serviceImportLabels,
  fields: {
    volunteerIdNumber: [{ kind: 'required' }, { kind: 'maxLength', max: 30 }],
    projectCode: [{ kind: 'required' }, { kind: 'maxLength', max: 50 }],
    serviceDate: [CHOSEN, { kind: 'date' }],
    startTime: [{ kind: 'required' }],
    hours: [{ kind: 'required' }, { kind: 'decimal', scale: 2, min: '0.25', max: String(MAX_SERVICE_HOURS) }],
    activity: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
  },
  checks: [
    {
      uses: ['startTime'],
      run: (values) =>
        CLOCK_TIME.test(clockTime(values.startTime)) ? [] : [{ field: 'startTime', message: 'clockTime' }],
    },
    {
      // The service drawer's own rules on the record the row makes: attended, so not in the future.
      uses: ['serviceDate', 'startTime', 'hours', 'activity'],
      run: (values, context) => {
        if (!CLOCK_TIME.test(clockTime(values.startTime))) return [];
        const service = serviceImportValues(values, context.timeZone);
        return validateForm(serviceForm, service, { attended: true, now: context.now }).flatMap((error) => {
          const field = IMPORT_FIELD_OF[error.field as keyof ServiceFormValues];
          return field ? [{ ...error, field }] : [];
        });
      },
    },
  ],
});
