import { creditCodeProblem } from '../identity/credit-code';
import {
  birthDateFromResidentId,
  genderFromResidentId,
  normalizeIdNumber,
  residentIdProblem,
} from '../identity/resident-id';
import type { CrossCheck } from './form-schema';
import type { FieldError } from './rules';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A mainland mobile number: 11 digits starting with 1 (spaces and hyphens allowed between groups). */
export const isMobile = (value: string) => /^1\d{10}$/.test(value.replace(/[\s-]/g, ''));

/** A passport number: 5 to 20 letters or digits. */
export const isPassportNumber = (value: string) => /^[A-Z0-9]{5,20}$/.test(normalizeIdNumber(value));

/** Whether someone born on `birthDate` is under 18 on `today` (both `YYYY-MM-DD`). */
export function isMinor(birthDate: string, today: string): boolean {
  const adult = `${String(Number(birthDate.slice(0, 4)) + 18).padStart(4, '0')}${birthDate.slice(4)}`;
  return adult > today;
}

/** Each field, when not blank, must be a mobile number. */
export function mobileNumbers<Values, Context>(
  ...fields: (keyof Values & string)[]
): CrossCheck<Values, Context>[] {
  return fields.map((field) => ({
    uses: [field],
    run: (values) => {
      const value = text((values as Record<string, unknown>)[field]);
      return value !== '' && !isMobile(value) ? [{ field, message: 'mobile' }] : [];
    },
  }));
}

/**
 * The ID number against its type: a resident ID's format, birth date (a real day, not after `today`) and check
 * digit (`@pm/domain/identity`); a passport's letters and digits. Blank is left to the required check.
 */
export function idNumberProblem(idType: string, idNumber: string, today: string): FieldError | null {
  if (idNumber === '') return null;
  if (idType === 'resident_id') {
    const problem = residentIdProblem(idNumber, today);
    if (problem === 'format') return { field: 'idNumber', message: 'idFormat' };
    if (problem === 'birthDate') return { field: 'idNumber', message: 'idBirthDate' };
    if (problem === 'checkDigit') return { field: 'idNumber', message: 'idCheckDigit' };
    return null;
  }
  if (idType === 'passport' && !isPassportNumber(idNumber))
    return { field: 'idNumber', message: 'passportFormat' };
  return null;
}

/** What a resident ID says of the birth date and gender, against what the form says (a valid number only). */
export function residentIdMismatches(
  idNumber: string,
  birthDate: string,
  gender: string,
  today: string,
): FieldError[] {
  if (idNumber === '' || residentIdProblem(idNumber, today) !== null) return [];
  const errors: FieldError[] = [];
  const expected = birthDateFromResidentId(idNumber);
  if (birthDate !== '' && expected !== null && birthDate !== expected) {
    errors.push({ field: 'birthDate', message: 'birthDateMismatch', params: { expected } });
  }
  if (gender !== '' && genderFromResidentId(idNumber) !== gender) {
    errors.push({ field: 'gender', message: 'genderMismatch' });
  }
  return errors;
}

/** The credit code's shape and check character (`@pm/domain/identity`). */
export function creditCodeCheck<Values, Context>(field: keyof Values & string): CrossCheck<Values, Context> {
  return {
    uses: [field],
    run: (values) => {
      const value = text((values as Record<string, unknown>)[field]);
      if (value === '') return [];
      const problem = creditCodeProblem(value);
      if (problem === 'format') return [{ field, message: 'creditCodeFormat' }];
      if (problem === 'checkCharacter') return [{ field, message: 'creditCodeCheck' }];
      return [];
    },
  };
}
