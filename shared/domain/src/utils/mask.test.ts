import { maskIdNumber, maskMobile } from './mask';

describe('maskIdNumber (specification §5)', () => {
  it('stars the 4th up to the third-last character of 8 or more characters', () => {
    expect(maskIdNumber('110101199003077777')).toBe('110*************77');
    expect(maskIdNumber('12345678')).toBe('123***78');
    expect(maskIdNumber('11010119900307777X')).toBe('110*************7X');
  });

  it('stars only the last character of shorter values', () => {
    expect(maskIdNumber('1234567')).toBe('123456*');
    expect(maskIdNumber('A')).toBe('*');
    expect(maskIdNumber('')).toBe('');
  });
});

describe('maskMobile', () => {
  it('keeps the first 3 and last 4 digits', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('+8613812345678')).toBe('+86*******5678');
  });

  it('stars only the last character of values shorter than 8', () => {
    expect(maskMobile('1234567')).toBe('123456*');
    expect(maskMobile('')).toBe('');
  });
});
