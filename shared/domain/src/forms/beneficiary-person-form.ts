import { personFields } from '../shapes/beneficiary';
import { labelsOf, rulesOfFields, type FormValuesOf } from '../shapes/field-table';
import { notInFuture, type TodayContext } from './checks';
import { defineForm, type CrossCheck } from './form-schema';
import { idNumberProblem, isMinor, mobileNumbers, residentIdMismatches } from './identity-checks';
import type { FieldError } from './rules';

/** A person's form values: one per field of `personFields` (`@pm/domain/shapes/beneficiary`). */
export type PersonFormValues = FormValuesOf<typeof personFields>;

/**
 * The business date today (`businessDate`: birth dates and consent dates are not after it, minors are under 18 on
 * it) and whether the form edits a saved person: an edit's blank ID number keeps the stored one (the server checks
 * the stored number against the birth date then).
 */
export interface PersonFormContext extends TodayContext {
  editing: boolean;
}

type Check = CrossCheck<PersonFormValues, PersonFormContext>;

const idNumberRequired: Check = {
  uses: ['idNumber'],
  run: (values, context) =>
    values.idNumber.trim() === '' && !context.editing ? [{ field: 'idNumber', message: 'required' }] : [],
};

const idNumberValid: Check = {
  uses: ['idType', 'idNumber'],
  run: (values, context) => {
    const error = idNumberProblem(values.idType, values.idNumber.trim(), context.today);
    return error ? [error] : [];
  },
};

/** A resident ID carries the birth date and gender: the form's must be the same. */
const matchesResidentId: Check = {
  uses: ['idType', 'idNumber', 'birthDate', 'gender'],
  run: (values, context) =>
    values.idType === 'resident_id'
      ? residentIdMismatches(values.idNumber.trim(), values.birthDate, values.gender, context.today)
      : [],
};

const GUARDIAN = ['guardianName', 'guardianRelation', 'guardianMobile'] as const;

/** A minor (under 18 today) has a guardian: name, relation and mobile. */
const guardianOfMinor: Check = {
  uses: ['birthDate', ...GUARDIAN],
  run: (values, context) => {
    if (values.birthDate === '' || values.birthDate > context.today) return [];
    if (!isMinor(values.birthDate, context.today)) return [];
    return GUARDIAN.filter((field) => values[field].trim() === '').map((field): FieldError => ({
      field,
      message: 'guardianRequired',
    }));
  },
};

/** A consent date comes with the signed form. */
const consentWithFile: Check = {
  uses: ['consentDate', 'consentFileId'],
  run: (values) =>
    values.consentDate.trim() !== '' && values.consentFileId === null
      ? [{ field: 'consentFileId', message: 'choose' }]
      : [],
};

export const personForm = defineForm<PersonFormValues, PersonFormContext>({
  name: 'beneficiaryPerson',
  labels: labelsOf(personFields),
  fields: rulesOfFields(personFields),
  checks: [
    idNumberRequired,
    idNumberValid,
    notInFuture('birthDate'),
    matchesResidentId,
    ...mobileNumbers<PersonFormValues, PersonFormContext>('mobile', 'guardianMobile'),
    guardianOfMinor,
    notInFuture('consentDate'),
    consentWithFile,
  ],
});
