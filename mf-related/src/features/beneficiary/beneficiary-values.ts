import type { BeneficiaryForm, DuplicateCheck } from '@pm/domain/shapes';
import { isMobile, type CompanyFormValues, type PersonFormValues } from '@pm/domain/forms';
import { birthDateFromResidentId, genderFromResidentId, residentIdProblem } from '@pm/domain/identity';
import { companyFields, personFields } from '@pm/domain/shapes/beneficiary';
import { bodyOfValues, emptyValues } from '@pm/domain/shapes/field-table';

/** A new person: a resident ID card unless the user says otherwise. */
export const newPersonValues = (): PersonFormValues => ({
  ...emptyValues(personFields),
  idType: 'resident_id',
});

export const newCompanyValues = (): CompanyFormValues => emptyValues(companyFields);

/** A saved person as its edit opens (the ID number blank: left blank, the stored one stays). */
export const personValuesOf = (form: BeneficiaryForm): PersonFormValues => ({
  ...newPersonValues(),
  ...(form.person as Partial<PersonFormValues>),
});

export const companyValuesOf = (form: BeneficiaryForm): CompanyFormValues => ({
  ...newCompanyValues(),
  ...(form.company as Partial<CompanyFormValues>),
});

/** The form's values as the body the server takes: every field present, text trimmed. */
export const personBody = (values: Partial<PersonFormValues>) => bodyOfValues(personFields, values);
export const companyBody = (values: Partial<CompanyFormValues>) => bodyOfValues(companyFields, values);

/**
 * What a resident ID number says of its holder, once it is a valid number: the birth date and gender the form
 * then fills in (null while the number is incomplete or wrong: what was typed stays).
 */
export function fromResidentId(
  idType: string | undefined,
  idNumber: string | undefined,
  today: string,
): Pick<PersonFormValues, 'birthDate' | 'gender'> | null {
  const number = (idNumber ?? '').trim();
  if (idType !== 'resident_id' || number === '' || residentIdProblem(number, today) !== null) return null;
  const birthDate = birthDateFromResidentId(number);
  const gender = genderFromResidentId(number);
  return birthDate && gender ? { birthDate, gender } : null;
}

/** The 11 digits of a mobile typed with spaces or hyphens, or null while it is not a whole mobile number. */
const wholeMobile = (value: string | undefined) => {
  const digits = (value ?? '').replace(/[\s-]/g, '');
  return isMobile(digits) ? digits : null;
};

/**
 * The duplicates check for what a person's form holds so far: name + birth date once both are there, the mobile
 * once it is whole, the ID number once it is valid. Null when nothing is worth asking about yet.
 */
export function personDuplicateCheck(
  values: Partial<PersonFormValues>,
  today: string,
  excludeId?: number,
): DuplicateCheck | null {
  const check: DuplicateCheck = { type: 'person' };
  const name = values.name?.trim() ?? '';
  if (name !== '' && values.birthDate) {
    check.name = name;
    check.birthDate = values.birthDate;
  }
  const mobile = wholeMobile(values.mobile);
  if (mobile) check.mobile = mobile;
  const idNumber = values.idNumber?.trim() ?? '';
  const idComplete =
    values.idType === 'resident_id' ? residentIdProblem(idNumber, today) === null : idNumber.length >= 5;
  if (values.idType && idNumber !== '' && idComplete) {
    check.idType = values.idType;
    check.idNumber = idNumber;
  }
  if (Object.keys(check).length === 1) return null;
  return excludeId === undefined ? check : { ...check, excludeId };
}

/** The same for a company: its credit code once 18 characters long, its mobile once whole. */
export function companyDuplicateCheck(
  values: Partial<CompanyFormValues>,
  excludeId?: number,
): DuplicateCheck | null {
  const check: DuplicateCheck = { type: 'company' };
  const code = (values.creditCode ?? '').replace(/[\s-]/g, '').toUpperCase();
  if (code.length === 18) check.creditCode = code;
  const mobile = wholeMobile(values.mobile);
  if (mobile) check.mobile = mobile;
  if (Object.keys(check).length === 1) return null;
  return excludeId === undefined ? check : { ...check, excludeId };
}
