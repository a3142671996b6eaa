import {
  birthDateFromResidentId,
  creditCode,
  creditCodeProblem,
  genderFromResidentId,
  residentIdNumber,
  residentIdProblem,
} from './index';
import { serviceHours, totalHours } from './service-hours';

describe('resident ID numbers', () => {
  const valid = residentIdNumber('530102', '1986-04-12', 123);

  it('accepts a number with the right check character, in any case and with spaces', () => {
    expect(residentIdProblem(valid)).toBeNull();
    expect(residentIdProblem('11010519491231002X')).toBeNull();
    expect(residentIdProblem('110105 19491231 002x')).toBeNull();
  });

  it('names a wrong check digit', () => {
    const last = valid.charAt(17);
    const wrong = valid.slice(0, 17) + (last === '1' ? '2' : '1');
    expect(residentIdProblem(wrong)).toBe('checkDigit');
  });

  it('names a malformed number and a date that does not exist or lies ahead', () => {
    expect(residentIdProblem('53010219860412')).toBe('format');
    expect(residentIdProblem('5301021986041212AB')).toBe('format');
    expect(residentIdProblem(residentIdNumber('530102', '1986-02-30', 1))).toBe('birthDate');
    expect(residentIdProblem(residentIdNumber('530102', '2030-01-01', 1), '2026-11-24')).toBe('birthDate');
  });

  it('reads the birth date and gender it carries', () => {
    expect(birthDateFromResidentId(valid)).toBe('1986-04-12');
    expect(birthDateFromResidentId('not a number')).toBeNull();
    expect(genderFromResidentId(residentIdNumber('530102', '1986-04-12', 123))).toBe('male');
    expect(genderFromResidentId(residentIdNumber('530102', '1986-04-12', 124))).toBe('female');
  });
});

describe('unified social credit codes', () => {
  it('accepts a code with the right check character', () => {
    expect(creditCodeProblem('91350100M000100Y43')).toBeNull();
    expect(creditCodeProblem(creditCode('91', '530102', 'MA6N2R4T1'))).toBeNull();
    expect(creditCodeProblem(' 91350100m000100y43 ')).toBeNull();
  });

  it('names a wrong check character and a malformed code', () => {
    expect(creditCodeProblem('91350100M000100Y44')).toBe('checkCharacter');
    expect(creditCodeProblem('91350100M000100')).toBe('format');
    expect(creditCodeProblem('9135010OM000100Y43')).toBe('format');
  });
});

describe('service hours', () => {
  it('derives hours to the quarter hour', () => {
    expect(serviceHours('2026-03-01T09:00:00+08:00', '2026-03-01T12:10:00+08:00')).toBe('3.25');
    expect(serviceHours('2026-03-01T09:00:00Z', '2026-03-01T09:05:00Z')).toBe('0.00');
  });

  it('answers null for a missing, malformed or backwards span', () => {
    expect(serviceHours(null, '2026-03-01T12:00:00Z')).toBeNull();
    expect(serviceHours('soon', '2026-03-01T12:00:00Z')).toBeNull();
    expect(serviceHours('2026-03-01T12:00:00Z', '2026-03-01T12:00:00Z')).toBeNull();
  });

  it('sums exactly', () => {
    expect(totalHours(['0.10', '0.20', null, '1.25'])).toBe('1.55');
    expect(totalHours([])).toBe('0.00');
  });
});
