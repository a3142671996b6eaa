import { checkRule, formatFieldError, isIsoDate, labelOf, validationTexts, type Labels } from './rules';

describe('checkRule', () => {
  it('required refuses empty strings, blanks, null, undefined and empty lists, and accepts 0', () => {
    for (const value of ['', '   ', null, undefined, []]) {
      expect(checkRule({ kind: 'required' }, value)).toEqual({ message: 'required' });
    }
    expect(checkRule({ kind: 'required' }, 0)).toBeNull();
    expect(checkRule({ kind: 'required' }, [1])).toBeNull();
  });

  it('leaves empty values to required: every other rule passes them', () => {
    expect(checkRule({ kind: 'amount' }, '')).toBeNull();
    expect(checkRule({ kind: 'date' }, null)).toBeNull();
    expect(checkRule({ kind: 'maxLength', max: 1 }, undefined)).toBeNull();
  });

  it('counts the length of the trimmed text', () => {
    expect(checkRule({ kind: 'maxLength', max: 3 }, ' abc ')).toBeNull();
    expect(checkRule({ kind: 'maxLength', max: 3 }, 'abcd')).toEqual({
      message: 'maxLength',
      params: { max: 3 },
    });
    expect(checkRule({ kind: 'maxLength', max: 4 }, '乡村振兴')).toBeNull();
  });

  it.each(['0.01', '12', '12.5', '12.50', '1000000000000', '1000000000000.00'])(
    'amount accepts %p',
    (value) => {
      expect(checkRule({ kind: 'amount' }, value)).toBeNull();
    },
  );

  it.each(['1,000', 'abc', '1.', '--1', '1e5', '1e3', '+5', '0x10'])(
    'amount refuses %p as no amount at all',
    (value) => {
      expect(checkRule({ kind: 'amount' }, value)).toEqual({ message: 'amount' });
    },
  );

  it.each([
    ['-1000', 'amountNegative'],
    ['-5', 'amountNegative'],
    ['-1', 'amountNegative'],
    ['-0.001', 'amountNegative'],
    ['1234.567', 'amountDecimals'],
    ['1.500', 'amountDecimals'],
    ['0', 'amountPositive'],
    ['0.00', 'amountPositive'],
  ])('amount says which part of the rule %p breaks: %s', (value, message) => {
    expect(checkRule({ kind: 'amount' }, value)).toEqual({ message });
  });

  it.each([
    ['amount', '1000000000000.01'],
    ['amount', '9999999999999999.99'],
    ['amount', '12345678901234567890'],
    ['amountOrZero', '1000000000000.01'],
  ] as const)('%s refuses %p as above the one bound, naming it', (kind, value) => {
    expect(checkRule({ kind }, value)).toEqual({
      message: 'amountTooLarge',
      params: { max: '1,000,000,000,000.00' },
    });
  });

  it('says the bound in both languages', () => {
    const error = { field: 'amount', ...checkRule({ kind: 'amount' }, '9999999999999999.99')! };
    const labels: Labels = { amount: ['支出金额', 'Amount'] };
    expect(formatFieldError(error, labels, 'zh-CN')).toBe('支出金额不能超过 1,000,000,000,000.00');
    expect(formatFieldError(error, labels, 'en-US')).toBe('Amount must be at most 1,000,000,000,000.00');
  });

  it('amountOrZero accepts 0 and refuses a third decimal and a negative amount', () => {
    expect(checkRule({ kind: 'amountOrZero' }, '0')).toBeNull();
    expect(checkRule({ kind: 'amountOrZero' }, '0.00')).toBeNull();
    expect(checkRule({ kind: 'amountOrZero' }, '0.001')).toEqual({ message: 'amountDecimals' });
    expect(checkRule({ kind: 'amountOrZero' }, '-1')).toEqual({ message: 'amountNegative' });
    expect(checkRule({ kind: 'amountOrZero' }, 'abc')).toEqual({ message: 'amountOrZero' });
  });

  it('words each part of the amount rule in both languages', () => {
    const labels = { plannedBudget: ['计划预算', 'Planned budget'] as const };
    const say = (value: string, locale: 'zh-CN' | 'en-US') =>
      formatFieldError({ field: 'plannedBudget', ...checkRule({ kind: 'amount' }, value)! }, labels, locale);
    expect(['-1000', '1234.567', '12345678901234567890', '0'].map((value) => say(value, 'zh-CN'))).toEqual([
      '计划预算不能为负数',
      '计划预算最多两位小数',
      '计划预算不能超过 1,000,000,000,000.00',
      '计划预算须大于 0',
    ]);
    expect(say('-1000', 'en-US')).toBe('Planned budget cannot be negative');
  });

  it('integer checks whole numbers within bounds, as numbers or text', () => {
    const rule = { kind: 'integer', min: 0, max: 100 } as const;
    expect(checkRule(rule, 0)).toBeNull();
    expect(checkRule(rule, '100')).toBeNull();
    for (const value of [101, -1, 1.5, '1e2', 'ten']) {
      expect(checkRule(rule, value)).toEqual({ message: 'integer', params: { min: 0, max: 100 } });
    }
  });

  it('date wants a real ISO calendar day', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-1')).toBe(false);
    expect(checkRule({ kind: 'date' }, '2026-11-15T00:00:00Z')).toEqual({ message: 'date' });
  });

  it('areaCode wants six digits; oneOf a listed value; minItems enough rows', () => {
    expect(checkRule({ kind: 'areaCode' }, '110101')).toBeNull();
    expect(checkRule({ kind: 'areaCode' }, '1101')).toEqual({ message: 'areaCode' });
    expect(checkRule({ kind: 'oneOf', values: ['a', 'b'] }, 'c')).toEqual({ message: 'oneOf' });
    expect(checkRule({ kind: 'minItems', min: 1 }, undefined)).toEqual({
      message: 'minItems',
      params: { min: 1 },
    });
    expect(checkRule({ kind: 'minItems', min: 1 }, [{}])).toBeNull();
  });

  it('maxItems refuses more rows than it allows and passes an empty list', () => {
    expect(checkRule({ kind: 'maxItems', max: 2 }, [1, 2, 3])).toEqual({
      message: 'maxItems',
      params: { max: 2 },
    });
    expect(checkRule({ kind: 'maxItems', max: 2 }, [1, 2])).toBeNull();
    expect(checkRule({ kind: 'maxItems', max: 2 }, [])).toBeNull();
  });
});

describe('labels and messages', () => {
  const labels: Labels = {
    title: ['标题', 'Title'],
    rows: ['明细', 'Rows'],
    'rows.amount': ['金额', 'Amount'],
  };

  it('numbers list rows from 1 in both languages and falls back to the list, then the path', () => {
    expect(labelOf(labels, 'rows[0].amount', 'zh-CN')).toBe('第 1 行金额');
    expect(labelOf(labels, 'rows[0].amount', 'en-US')).toBe('Amount (row 1)');
    expect(labelOf(labels, 'rows[2].note', 'zh-CN')).toBe('第 3 行明细');
    expect(labelOf(labels, 'rows', 'en-US')).toBe('Rows');
    expect(labelOf(labels, 'unknown', 'zh-CN')).toBe('unknown');
  });

  it('fills the label, the other field and the parameters', () => {
    expect(
      formatFieldError({ field: 'title', message: 'maxLength', params: { max: 10 } }, labels, 'zh-CN'),
    ).toBe('标题不能超过 10 个字符');
    expect(
      formatFieldError(
        { field: 'rows[1].amount', message: 'notAbove', params: { other: 'title', limit: '5.00' } },
        labels,
        'en-US',
      ),
    ).toBe('Amount (row 2) cannot exceed the Title 5.00');
  });

  it('has every message in both languages with the same placeholders', () => {
    for (const [zh, en] of Object.values(validationTexts)) {
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(zh.trim()).not.toBe('');
      expect(names(zh)).toEqual(names(en));
    }
  });
});
