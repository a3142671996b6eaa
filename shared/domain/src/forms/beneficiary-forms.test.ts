import { creditCode, residentIdNumber } from '../identity';
import { companyFields, personFields } from '../shapes/beneficiary';
import { emptyValues } from '../shapes/field-table';
import { companyForm, type CompanyFormValues } from './beneficiary-company-form';
import { personForm, type PersonFormValues } from './beneficiary-person-form';
import { formErrorMessages, validateField, validateForm } from './form-schema';
import { isMinor } from './identity-checks';

const TODAY = '2026-11-24';
const create = { today: TODAY, editing: false };
const ID = residentIdNumber('530102', '1986-04-12', 123); // sequence odd: male

const person = (overrides: Partial<PersonFormValues> = {}): PersonFormValues => ({
  ...emptyValues(personFields),
  name: '张三',
  gender: 'male',
  idType: 'resident_id',
  idNumber: ID,
  birthDate: '1986-04-12',
  areaCode: '530102',
  ...overrides,
});

const fieldsOf = (values: PersonFormValues, context = create) =>
  validateForm(personForm, values, context).map((error) => `${error.field}:${error.message}`);

describe('the person form', () => {
  it('passes a complete adult', () => {
    expect(fieldsOf(person())).toEqual([]);
  });

  it('names a wrong check digit, in both languages', () => {
    const wrong = ID.slice(0, 17) + (ID.endsWith('1') ? '2' : '1');
    const errors = validateForm(personForm, person({ idNumber: wrong }), create);
    expect(errors).toEqual([{ field: 'idNumber', message: 'idCheckDigit' }]);
    expect(formErrorMessages(personForm, errors, 'zh-CN')[0]!.message).toBe('证件号码校验位不正确，请核对');
    expect(formErrorMessages(personForm, errors, 'en-US')[0]!.message).toBe(
      "The ID number's check digit is wrong; check the number",
    );
    // As the page checks one field at a time.
    expect(validateField(personForm, person({ idNumber: wrong }), 'idNumber', create)?.message).toBe(
      'idCheckDigit',
    );
  });

  it('checks the birth date and gender against the ID, and the birth date against today', () => {
    expect(fieldsOf(person({ birthDate: '1986-04-13', gender: 'female' }))).toEqual([
      'birthDate:birthDateMismatch',
      'gender:genderMismatch',
    ]);
    expect(fieldsOf(person({ idNumber: residentIdNumber('530102', '2027-01-01', 123) }))).toEqual([
      'idNumber:idBirthDate',
    ]);
    expect(fieldsOf(person({ idType: 'passport', idNumber: 'E1234567', birthDate: '2027-01-01' }))).toEqual([
      'birthDate:notInFuture',
    ]);
    expect(fieldsOf(person({ idNumber: '53010219860412' }))).toEqual(['idNumber:idFormat']);
  });

  it('needs the ID number on a create, not on an edit (blank keeps the stored one)', () => {
    expect(fieldsOf(person({ idNumber: '' }))).toEqual(['idNumber:required']);
    expect(fieldsOf(person({ idNumber: '' }), { today: TODAY, editing: true })).toEqual([]);
  });

  it('checks passports and mobiles', () => {
    expect(fieldsOf(person({ idType: 'passport', idNumber: 'E1' }))).toEqual(['idNumber:passportFormat']);
    expect(fieldsOf(person({ mobile: '1381234567' }))).toEqual(['mobile:mobile']);
    expect(fieldsOf(person({ mobile: '138-1234-5678' }))).toEqual([]);
  });

  it('asks a minor for a guardian', () => {
    const child = residentIdNumber('530102', '2015-06-01', 123);
    expect(fieldsOf(person({ idNumber: child, birthDate: '2015-06-01' }))).toEqual([
      'guardianName:guardianRequired',
      'guardianRelation:guardianRequired',
      'guardianMobile:guardianRequired',
    ]);
    expect(
      fieldsOf(
        person({
          idNumber: child,
          birthDate: '2015-06-01',
          guardianName: '张父',
          guardianRelation: 'parent',
          guardianMobile: '13900001111',
        }),
      ),
    ).toEqual([]);
    expect(isMinor('2008-11-24', TODAY)).toBe(false);
    expect(isMinor('2008-11-25', TODAY)).toBe(true);
  });

  it('wants the signed consent form once a consent date is given', () => {
    expect(fieldsOf(person({ consentDate: '2026-01-01' }))).toEqual(['consentFileId:choose']);
    expect(fieldsOf(person({ consentDate: '2026-01-01', consentFileId: 3 }))).toEqual([]);
    expect(fieldsOf(person({ consentDate: '2026-12-01', consentFileId: 3 }))).toEqual([
      'consentDate:notInFuture',
    ]);
  });
});

describe('the company form', () => {
  const company = (overrides: Partial<CompanyFormValues> = {}): CompanyFormValues => ({
    ...emptyValues(companyFields),
    name: '某合作社',
    creditCode: creditCode('93', '530102', 'MA6K3X2L7'),
    legalRepresentative: '李四',
    orgType: 'cooperative',
    areaCode: '530102',
    ...overrides,
  });
  const fields = (values: CompanyFormValues) =>
    validateForm(companyForm, values).map((error) => `${error.field}:${error.message}`);

  it('checks the credit code’s check character', () => {
    expect(fields(company())).toEqual([]);
    expect(fields(company({ creditCode: '91350100M000100Y44' }))).toEqual(['creditCode:creditCodeCheck']);
    expect(fields(company({ creditCode: '91350100M00010' }))).toEqual(['creditCode:creditCodeFormat']);
  });

  it('checks each qualification row', () => {
    const errors = validateForm(
      companyForm,
      company({ qualifications: [{ name: '', fileId: null, expiryDate: '2026-02-30' }] }),
    );
    expect(formErrorMessages(companyForm, errors, 'en-US')).toEqual([
      { field: 'qualifications[0].name', message: 'Qualification (row 1) is required' },
      { field: 'qualifications[0].fileId', message: 'Qualification file (row 1) is required' },
      { field: 'qualifications[0].expiryDate', message: 'Valid until (row 1) must be a valid date' },
    ]);
  });
});
