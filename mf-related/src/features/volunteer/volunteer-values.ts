import { birthDateFromResidentId, genderFromResidentId, residentIdProblem } from '@pm/domain/identity';
import { emptyVolunteerValues, type ServiceFormValues, type VolunteerFormValues } from '@pm/domain/forms';
import type { ServiceRecord, VolunteerDetail } from '@pm/domain/shapes';

/** The form values of a saved volunteer: the ID number blank (it is never sent back; blank keeps it). */
export function volunteerValuesOf(volunteer: VolunteerDetail): VolunteerFormValues {
  return {
    name: volunteer.name,
    gender: volunteer.gender,
    idType: volunteer.idType,
    idNumber: '',
    birthDate: volunteer.birthDate,
    mobile: volunteer.mobile,
    areaCode: volunteer.areaCode,
    address: volunteer.address,
    skills: volunteer.skills,
    availability: volunteer.availability,
    availabilityNote: volunteer.availabilityNote,
    emergencyName: volunteer.emergencyName,
    emergencyRelation: volunteer.emergencyRelation,
    emergencyMobile: volunteer.emergencyMobile,
    remark: volunteer.remark,
  };
}

/** A new form's values. */
export const newVolunteerValues = (): VolunteerFormValues => emptyVolunteerValues();

/** What a form holds as the body: Arco leaves untouched fields undefined, the server wants them blank. */
export function toVolunteerBody(values: Partial<VolunteerFormValues>): VolunteerFormValues {
  const empty = emptyVolunteerValues();
  const filled = Object.fromEntries(
    Object.entries(empty).map(([key, blank]) => [key, values[key as keyof VolunteerFormValues] ?? blank]),
  );
  return filled as unknown as VolunteerFormValues;
}

/**
 * The birth date and gender a well-formed resident ID number carries (check digit right), for the form to fill
 * in as it is typed; null otherwise.
 */
export function fromResidentId(idNumber: string): Pick<VolunteerFormValues, 'birthDate' | 'gender'> | null {
  if (residentIdProblem(idNumber) !== null) return null;
  const birthDate = birthDateFromResidentId(idNumber);
  const gender = genderFromResidentId(idNumber);
  return birthDate && gender ? { birthDate, gender } : null;
}

/** A new service record's values: nothing chosen yet. */
export const newServiceValues = (): ServiceFormValues => ({
  projectId: null,
  subProjectId: null,
  activity: '',
  plannedStart: '',
  plannedEnd: '',
  actualStart: '',
  actualEnd: '',
});

export function serviceValuesOf(record: ServiceRecord): ServiceFormValues {
  return {
    projectId: record.projectId,
    subProjectId: record.subProjectId,
    activity: record.activity,
    plannedStart: record.plannedStart,
    plannedEnd: record.plannedEnd,
    actualStart: record.actualStart ?? '',
    actualEnd: record.actualEnd ?? '',
  };
}

export function toServiceBody(values: Partial<ServiceFormValues>): ServiceFormValues {
  return {
    projectId: values.projectId ?? null,
    subProjectId: values.subProjectId ?? null,
    activity: values.activity ?? '',
    plannedStart: values.plannedStart ?? '',
    plannedEnd: values.plannedEnd ?? '',
    actualStart: values.actualStart ?? '',
    actualEnd: values.actualEnd ?? '',
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the browser's local `YYYY-MM-DD HH:mm` (what the picker shows); blank for none. */
export function localDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The picker's local `YYYY-MM-DD HH:mm[:ss]` as an ISO instant; blank for none or a malformed value. */
export function instantOf(local: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(local ?? '');
  if (!match) return '';
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(y, mo - 1, d, h, mi).toISOString();
}
