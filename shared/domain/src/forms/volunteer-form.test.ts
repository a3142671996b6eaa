import { residentIdNumber } from '../identity';
import { formErrorMessages, validateField, validateForm } from './form-schema';
import {
  attendForm,
  hoursOf,
  serviceForm,
  serviceImportForm,
  serviceImportValues,
  volunteerForm,
  type ServiceImportValues,
  type ServiceFormValues,
  type VolunteerFormValues,
} from './volunteer-form';

const ID = residentIdNumber('530102', '1990-05-17', 123);

const volunteer: VolunteerFormValues = {
  name: '王志远',
  gender: 'male',
  idType: 'resident_id',
  idNumber: ID,
  birthDate: '1990-05-17',
  mobile: ' 13800138000 ',
  areaCode: '530102',
  address: '',
  skills: ['teaching'],
  availability: ['weekends'],
  availabilityNote: '',
  emergencyName: '王母',
  emergencyRelation: '母亲',
  emergencyMobile: '13900139000',
  remark: '',
};

const creating = { today: '2026-11-24', storedIdType: null };
const messages = (errors: ReturnType<typeof validateForm>, locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  Object.fromEntries(formErrorMessages(volunteerForm, errors, locale).map((e) => [e.field, e.message]));

describe('volunteerForm', () => {
  it('accepts a complete volunteer', () => {
    expect(validateForm(volunteerForm, volunteer, creating)).toEqual([]);
  });

  it('names a wrong check digit, a malformed number and a birth date not in the ID, in both languages', () => {
    const wrong = ID.slice(0, 17) + (ID.endsWith('1') ? '2' : '1');
    expect(messages(validateForm(volunteerForm, { ...volunteer, idNumber: wrong }, creating))).toEqual({
      idNumber: '证件号码校验位不正确，请核对',
    });
    expect(
      messages(validateForm(volunteerForm, { ...volunteer, idNumber: '5301021990' }, creating), 'en-US'),
    ).toEqual({
      idNumber: 'ID number must be 18 characters (the last may be X)',
    });
    expect(
      messages(validateForm(volunteerForm, { ...volunteer, birthDate: '1990-05-18' }, creating)),
    ).toEqual({
      birthDate: '出生日期须与身份证号码一致（1990-05-17）',
    });
  });

  it('checks the gender a resident ID carries', () => {
    expect(
      messages(validateForm(volunteerForm, { ...volunteer, gender: 'female' as const }, creating)),
    ).toEqual({
      gender: '性别与身份证号码不一致',
    });
  });

  it('checks passports by shape only, and mobiles as 11 digits', () => {
    const passport = {
      ...volunteer,
      idType: 'passport' as const,
      idNumber: 'E12345678',
      birthDate: '1985-01-01',
    };
    expect(validateForm(volunteerForm, passport, creating)).toEqual([]);
    expect(messages(validateForm(volunteerForm, { ...passport, idNumber: 'E1' }, creating))).toEqual({
      idNumber: '证件号码须为 5 到 20 位字母或数字',
    });
    expect(messages(validateForm(volunteerForm, { ...volunteer, emergencyMobile: '110' }, creating))).toEqual(
      {
        emergencyMobile: '紧急联系电话须为 11 位手机号码',
      },
    );
  });

  it('requires the number on create; an edit keeps it when blank unless the type changes', () => {
    const blank = { ...volunteer, idNumber: '' };
    expect(messages(validateForm(volunteerForm, blank, creating))).toEqual({ idNumber: '请填写证件号码' });
    expect(validateForm(volunteerForm, blank, { today: '2026-11-24', storedIdType: 'resident_id' })).toEqual(
      [],
    );
    const other = { ...blank, idType: 'passport' as const };
    expect(
      validateField(volunteerForm, other, 'idNumber', { today: '2026-11-24', storedIdType: 'resident_id' }),
    ).toMatchObject({ message: 'required' });
  });

  it('reports every missing field at once', () => {
    const empty = { ...volunteer, name: '', skills: [], availability: [], emergencyName: '', areaCode: '' };
    expect(Object.keys(messages(validateForm(volunteerForm, empty, creating))).sort()).toEqual(
      ['areaCode', 'availability', 'emergencyName', 'name', 'skills'].sort(),
    );
  });
});

const service: ServiceFormValues = {
  projectId: 1,
  subProjectId: null,
  activity: '课业辅导',
  plannedStart: '2026-03-01T09:00:00+08:00',
  plannedEnd: '2026-03-01T12:00:00+08:00',
  actualStart: '',
  actualEnd: '',
};
const now = '2026-11-24T00:00:00Z';

describe('serviceForm and attendForm', () => {
  it('accepts a planned record and asks for actual times only once attended', () => {
    expect(validateForm(serviceForm, service, { attended: false, now })).toEqual([]);
    expect(validateForm(serviceForm, service, { attended: true, now }).map((e) => e.field)).toEqual([
      'actualStart',
      'actualEnd',
    ]);
  });

  it('refuses an end not after its start, a span over 24 hours, a malformed time, a future actual end', () => {
    const fields = (values: Partial<ServiceFormValues>, attended = false) =>
      validateForm(serviceForm, { ...service, ...values }, { attended, now }).map(
        (e) => `${e.field}:${e.message}`,
      );
    expect(fields({ plannedEnd: service.plannedStart })).toEqual(['plannedEnd:timeAfter']);
    expect(fields({ plannedEnd: '2026-03-02T10:00:00+08:00' })).toEqual(['plannedEnd:spanAtMost']);
    expect(fields({ plannedStart: '2026-03-01 09:00' })).toEqual(['plannedStart:dateTime']);
    expect(
      fields({ actualStart: '2026-12-01T09:00:00+08:00', actualEnd: '2026-12-01T10:00:00+08:00' }, true),
    ).toEqual(['actualEnd:dateNotAfter']);
  });

  it('checks one field of a page that shows no actual times (they read as blank)', () => {
    const { actualStart: _start, actualEnd: _end, ...shown } = service;
    const partial = shown as unknown as ServiceFormValues;
    expect(validateField(serviceForm, partial, 'plannedStart', { attended: false, now })).toBeNull();
    expect(
      validateField(serviceForm, { ...partial, plannedEnd: service.plannedStart }, 'plannedEnd', {
        attended: false,
        now,
      }),
    ).toMatchObject({ message: 'timeAfter' });
  });

  it('attend form: both times, in order', () => {
    const context = { attended: true, now };
    expect(validateForm(attendForm, { actualStart: '', actualEnd: '' }, context).map((e) => e.field)).toEqual(
      ['actualStart', 'actualEnd'],
    );
    expect(
      formErrorMessages(
        attendForm,
        validateForm(
          attendForm,
          { actualStart: '2026-03-01T12:00:00Z', actualEnd: '2026-03-01T11:00:00Z' },
          context,
        ),
        'en-US',
      ).map((e) => e.message),
    ).toEqual(['Actual end must be later than Actual start']);
    expect(
      validateForm(
        attendForm,
        { actualStart: '2026-03-01T09:00:00Z', actualEnd: '2026-03-01T11:00:00Z' },
        context,
      ),
    ).toEqual([]);
  });
});

describe('hours', () => {
  it('derives quarter hours from the actual times, across offsets', () => {
    expect(
      hoursOf({ actualStart: '2026-03-01T09:00:00+08:00', actualEnd: '2026-03-01T12:10:00+08:00' }),
    ).toBe('3.25');
    expect(hoursOf({ actualStart: '2026-03-01T01:00:00Z', actualEnd: '2026-03-01T09:07:00+08:00' })).toBe(
      '0.00',
    );
    expect(hoursOf({ actualStart: '2026-03-01T01:00:00Z', actualEnd: '2026-03-01T09:08:00+08:00' })).toBe(
      '0.25',
    );
    expect(hoursOf({ actualStart: '', actualEnd: '2026-03-01T09:00:00Z' })).toBeNull();
  });
});

describe('serviceImportForm (a row of the service-hours import)', () => {
  const row: ServiceImportValues = {
    volunteerIdNumber: ID,
    projectCode: 'XM2026000001',
    serviceDate: '2026-03-01',
    startTime: '9:30',
    hours: '2.25',
    activity: '课业辅导',
  };
  const context = { now: '2026-06-01T00:00:00.000Z', timeZone: 'Asia/Shanghai' };
  const messages = (values: ServiceImportValues) =>
    formErrorMessages(serviceImportForm, validateForm(serviceImportForm, values, context), 'zh-CN').map(
      (error) => `${error.field}: ${error.message}`,
    );

  it('makes an attended record’s values: the day’s clock time in the zone, the end the hours later', () => {
    expect(serviceImportValues(row, 'Asia/Shanghai')).toEqual({
      projectId: null,
      subProjectId: null,
      activity: '课业辅导',
      plannedStart: '2026-03-01T01:30:00.000Z',
      plannedEnd: '2026-03-01T03:45:00.000Z',
      actualStart: '2026-03-01T01:30:00.000Z',
      actualEnd: '2026-03-01T03:45:00.000Z',
    });
    expect(messages(row)).toEqual([]);
  });

  it('names the column of each problem', () => {
    expect(messages({ ...row, startTime: '25:00' })).toEqual([
      'startTime: 开始时间须为“时:分”格式，如 09:30',
    ]);
    expect(messages({ ...row, hours: '0' })).toEqual(['hours: 服务时长（小时）不能小于 0.25']);
    expect(messages({ ...row, hours: '24.5' })).toEqual(['hours: 服务时长（小时）不能大于 24']);
    expect(messages({ ...row, serviceDate: '2026-02-30' })).toEqual(['serviceDate: 服务日期须为有效日期']);
    // Hours served: a row ending after now is refused at its hours.
    expect(messages({ ...row, serviceDate: '2026-06-01' })).toEqual([
      'hours: 服务时长（小时）不能晚于当前时间',
    ]);
    expect(messages({ ...row, activity: '', projectCode: '' })).toEqual([
      'projectCode: 请填写项目编号',
      'activity: 请填写服务内容',
    ]);
  });

  it('runs the service form on the record the row makes', () => {
    const long = { ...row, activity: 'x'.repeat(101) };
    expect(messages(long)).toEqual(['activity: 服务内容不能超过 100 个字符']);
    const service = serviceImportValues(row, 'Asia/Shanghai');
    expect(
      validateForm(serviceForm, { ...service, projectId: 1 }, { attended: true, now: context.now }),
    ).toEqual([]);
  });
});
