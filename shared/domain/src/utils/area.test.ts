import { areaCodePath, areaParentCode, areaPath, buildAreaTree } from './area';

const entries = [
  { code: '110101', name: '东城区' },
  { code: '110000', name: '北京市' },
  { code: '110100', name: '市辖区' },
  { code: '440000', name: '广东省' },
  { code: '440300', name: '深圳市' },
  { code: '440305', name: '南山区' },
  { code: '441900', name: '东莞市' },
  { code: '469001', name: '五指山市' },
  { code: '460000', name: '海南省' },
];

describe('areaParentCode (specification §3: two-digit province prefix, four-digit city prefix)', () => {
  it('gives a city its province', () => {
    expect(areaParentCode('440300')).toBe('440000');
  });

  it('gives a county its city', () => {
    expect(areaParentCode('440305')).toBe('440300');
  });

  it('hangs a county under its province when its city code does not exist', () => {
    const known = new Set(['410000', '419001', '110000', '110101']);
    expect(areaParentCode('419001', known)).toBe('410000');
    expect(areaParentCode('110101', known)).toBe('110000');
    expect(areaParentCode('440305', new Set(['440300']))).toBe('440300');
  });

  it('gives a province no parent', () => {
    expect(areaParentCode('440000')).toBeNull();
  });

  it.each(['4403', '4403050', 'abcdef', ''])('gives a malformed code %p no parent', (code) => {
    expect(areaParentCode(code)).toBeNull();
  });
});

describe('areaCodePath', () => {
  it('lists the codes from the province down', () => {
    expect(areaCodePath('440305')).toEqual(['440000', '440300', '440305']);
    expect(areaCodePath('440300')).toEqual(['440000', '440300']);
    expect(areaCodePath('440000')).toEqual(['440000']);
    expect(areaCodePath('x')).toEqual([]);
  });
});

describe('areaPath', () => {
  const names = Object.fromEntries(entries.map(({ code, name }) => [code, name]));

  it('lists the names from the province down', () => {
    expect(areaPath('440305', names)).toEqual(['广东省', '深圳市', '南山区']);
    expect(areaPath('440305', new Map(Object.entries(names)))).toEqual(['广东省', '深圳市', '南山区']);
  });

  it('skips an ancestor without a name', () => {
    expect(areaPath('469001', names)).toEqual(['海南省', '五指山市']);
  });
});

describe('buildAreaTree', () => {
  it('nests counties in cities in provinces, ordered by code', () => {
    expect(buildAreaTree(entries)).toEqual([
      {
        value: '110000',
        label: '北京市',
        children: [{ value: '110100', label: '市辖区', children: [{ value: '110101', label: '东城区' }] }],
      },
      {
        value: '440000',
        label: '广东省',
        children: [
          { value: '440300', label: '深圳市', children: [{ value: '440305', label: '南山区' }] },
          { value: '441900', label: '东莞市' },
        ],
      },
      // 469001 has no city code: it goes directly under its province.
      { value: '460000', label: '海南省', children: [{ value: '469001', label: '五指山市' }] },
    ]);
  });

  it('puts an entry without any listed ancestor at the top', () => {
    expect(buildAreaTree([{ code: '440305', name: '南山区' }])).toEqual([
      { value: '440305', label: '南山区' },
    ]);
  });

  it('ignores malformed codes and duplicates', () => {
    expect(
      buildAreaTree([
        { code: '44', name: 'x' },
        { code: '440000', name: '广东省' },
        { code: '440000', name: '广东省' },
      ]),
    ).toEqual([{ value: '440000', label: '广东省' }]);
  });
});
