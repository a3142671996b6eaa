import { areaCodePath, areaParentCode, areaPath } from './area';

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
