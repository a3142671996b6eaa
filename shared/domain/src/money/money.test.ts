import {
  MAX_AMOUNT,
  addMoney,
  amountProblem,
  amountSoFar,
  compareMoney,
  formatMoney,
  isValidAmount,
  normalizeMoney,
  percentOf,
  subMoney,
  sumMoney,
} from '.';
import { Dec } from '../utils/decimal';

describe('money arithmetic has no float error', () => {
  it('0.1 + 0.2 is 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(addMoney(0.1, 0.2)).toBe('0.30');
  });

  it('subtracts exactly', () => {
    expect(subMoney('0.3', '0.1')).toBe('0.20');
    expect(subMoney('100', '100.01')).toBe('-0.01');
  });

  it('sums amounts of the 1e15 scale to the cent', () => {
    const amounts = ['9999999999999999.99', '0.01', '1234567890123456.78'];
    expect(Number(amounts[0])).toBe(1e16); // a float has already lost the cents
    expect(sumMoney(amounts)).toBe('11234567890123456.78');
    expect(sumMoney(Array.from({ length: 1000 }, () => '0.10'))).toBe('100.00');
    expect(sumMoney(Array.from({ length: 10 }, () => '123456789012345.67'))).toBe('1234567890123456.70');
  });

  it('rounds once, half up, at the end of a sum', () => {
    expect(sumMoney(['0.004', '0.004'])).toBe('0.01');
    expect(normalizeMoney('2.345')).toBe('2.35');
    expect(normalizeMoney('-2.345')).toBe('-2.35');
  });

  it('counts empty values as zero and sums nothing to 0.00', () => {
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(['1.5', null, undefined, ''])).toBe('1.50');
  });

  it('rejects what is not an amount', () => {
    expect(() => addMoney('abc', '1')).toThrow('Invalid amount: abc');
    expect(() => sumMoney([Number.NaN])).toThrow('Invalid amount: NaN');
  });
});

describe('plain amounts are computed as integers, with the same results as decimal.js', () => {
  // The reference: every operation through decimal.js, as the money module did before its integer path.
  const reference = {
    fixed: (value: Dec) => value.toFixed(2, Dec.ROUND_HALF_UP),
    of: (value: string) => new Dec(value.trim() === '' ? 0 : value.trim()),
  };
  // A deterministic spread of amounts: signs, 0 to 4 decimals (halves among them), zeros, 1e15 scale.
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  const amount = () => {
    const digits = String(next() % 10 ** (1 + (next() % 16)));
    const decimals = next() % 5;
    const fraction = decimals === 0 ? '' : `.${String(next()).padStart(decimals, '0').slice(-decimals)}`;
    return `${next() % 3 === 0 ? '-' : ''}${digits}${fraction}`;
  };
  const samples = [
    ...Array.from({ length: 400 }, amount),
    '-0.001',
    '-0.004',
    '-0.005',
    '0.005',
    '-0.00',
    '0',
    ' 12.5 ',
    '',
  ];

  it('normalizes, adds, subtracts and compares alike', () => {
    for (let index = 0; index < samples.length; index += 1) {
      const a = samples[index]!;
      const b = samples[(index * 7 + 3) % samples.length]!;
      expect(normalizeMoney(a)).toBe(reference.fixed(reference.of(a)));
      expect(addMoney(a, b)).toBe(reference.fixed(reference.of(a).plus(reference.of(b))));
      expect(subMoney(a, b)).toBe(reference.fixed(reference.of(a).minus(reference.of(b))));
      expect(compareMoney(a, b)).toBe(reference.of(a).comparedTo(reference.of(b)));
    }
  });

  it('sums alike, rounding once at the end', () => {
    for (let start = 0; start < samples.length; start += 13) {
      const list = samples.slice(start, start + 25);
      const sum = list.reduce((total, value) => total.plus(reference.of(value)), new Dec(0));
      expect(sumMoney(list)).toBe(reference.fixed(sum));
    }
  });

  it('still reads the other forms decimal.js reads, and refuses the rest', () => {
    expect(addMoney('1e3', '.5')).toBe('1000.50');
    expect(sumMoney(['12.', 1, null])).toBe('13.00');
    expect(() => addMoney('1.2.3', '1')).toThrow('Invalid amount: 1.2.3');
  });
});

describe('compareMoney', () => {
  it('compares by value, not by text', () => {
    expect(compareMoney('10.00', '9.99')).toBe(1);
    expect(compareMoney('9.9', '10')).toBe(-1);
    expect(compareMoney('1.50', '1.5')).toBe(0);
    expect(compareMoney('9999999999999999.99', '9999999999999999.98')).toBe(1);
  });
});

describe('isValidAmount (positive, at most 2 decimals, at most MAX_AMOUNT)', () => {
  it.each(['1', '0.01', '12.5', '12.50', '1000000000000.00', ' 100 '])('accepts %p', (value) => {
    expect(isValidAmount(value)).toBe(true);
  });

  it.each([
    '0',
    '0.00',
    '-1',
    '1.234',
    '1.',
    '.5',
    '1e3',
    'abc',
    '',
    '1000000000000.01',
    '12345678901234567',
  ])('rejects %p', (value) => {
    expect(isValidAmount(value)).toBe(false);
  });
});

describe('the one bound of an amount', () => {
  it('is 1 000 000 000 000.00, and 9 999 of them still fit one numeric(18,2)', () => {
    expect(MAX_AMOUNT).toBe('1000000000000.00');
    const columnMax = '9999999999999999.99';
    expect(compareMoney(sumMoney(Array.from({ length: 9999 }, () => MAX_AMOUNT)), columnMax)).toBe(-1);
  });

  it('tells a malformed amount from one that is too large', () => {
    expect(amountProblem('1000000000000')).toBeNull();
    expect(amountProblem('1000000000000.01')).toBe('tooLarge');
    expect(amountProblem('9'.repeat(40))).toBe('tooLarge');
    expect(amountProblem('0')).toBe('zero');
    expect(amountProblem('0', { zeroAllowed: true })).toBeNull();
    expect(amountProblem('1e13')).toBe('notANumber');
    expect(amountProblem('-5')).toBe('negative');
  });

  it('counts an amount typed halfway as itself or nothing, never throwing', () => {
    expect(amountSoFar(' 12. ')).toBe('12.');
    expect(amountSoFar('12.345')).toBeNull();
    expect(amountSoFar('abc')).toBeNull();
    expect(amountSoFar(undefined)).toBeNull();
    expect(sumMoney([amountSoFar('12.'), amountSoFar('x'), amountSoFar('0.5')])).toBe('12.50');
  });
});

describe('formatMoney by language', () => {
  it('shortens with K/M/B in English and 万/亿 in Chinese', () => {
    expect(formatMoney('6546600', { shorten: true, locale: 'en-US' })).toBe('6.55M');
    expect(formatMoney('6546600', { shorten: true, locale: 'zh-CN' })).toBe('654.66万');
  });

  it('writes exact amounts the same way in both', () => {
    expect(formatMoney('1234567.8', { locale: 'en-US' })).toBe('1,234,567.80');
    expect(formatMoney('1234567.8', { locale: 'zh-CN' })).toBe('1,234,567.80');
  });
});

describe('formatMoney', () => {
  it('shows 2 decimals with thousands separators', () => {
    expect(formatMoney('1234567.8')).toBe('1,234,567.80');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney('-1234.5')).toBe('-1,234.50');
  });

  it('shortens from 10,000 up when asked', () => {
    expect(formatMoney('1234567.8', { shorten: true, locale: 'zh-CN' })).toBe('123.46万');
    expect(formatMoney('150000000000000', { shorten: true, locale: 'zh-CN' })).toBe('150.00万亿');
    expect(formatMoney('9999.99', { shorten: true, locale: 'zh-CN' })).toBe('9,999.99');
  });
});

describe('funds figures', () => {
  it('a balance is approved − appropriated − paid, exactly, at any scale', () => {
    const approved = '1000000.00';
    const appropriated = sumMoney(['333333.03', '0.10', '0.20']);
    const paid = sumMoney(['333333.33', '333333.34']);
    expect(subMoney(subMoney(approved, appropriated), paid)).toBe('0.00');
    expect(subMoney('0.3', addMoney('0.1', '0.2'))).toBe('0.00');
  });

  it('execution rates have 2 decimals, rounded half up, and none without a plan', () => {
    expect(percentOf('333.34', '1000')).toBe('33.33');
    expect(percentOf('0.01', '3')).toBe('0.33');
    expect(percentOf('2', '3')).toBe('66.67');
    expect(percentOf('1200', '1000')).toBe('120.00');
    expect(percentOf('0.3', addMoney('0.1', '0.2'))).toBe('100.00');
    expect(percentOf('5', '0')).toBeNull();
    expect(percentOf('5', null)).toBeNull();
  });

  it('large sums show in 万 and 亿 without losing the cents first', () => {
    const total = sumMoney(Array.from({ length: 3 }, () => '33333333.33'));
    expect(total).toBe('99999999.99');
    expect(formatMoney(total, { shorten: true, locale: 'zh-CN' })).toBe('1.00亿');
    expect(formatMoney('123456.78', { shorten: true, locale: 'zh-CN' })).toBe('12.35万');
    expect(formatMoney('1234567890.12', { shorten: true, locale: 'zh-CN' })).toBe('12.35亿');
    expect(formatMoney(total)).toBe('99,999,999.99');
  });
});
