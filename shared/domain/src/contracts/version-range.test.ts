import { isValidRange, parseVersion, satisfies } from './version-range';

describe('parseVersion', () => {
  it('reads major.minor.patch and ignores pre-release and build suffixes', () => {
    expect(parseVersion('18.3.1')).toEqual([18, 3, 1]);
    expect(parseVersion('0.1.0+3d21cdf-dirty.2')).toEqual([0, 1, 0]);
    expect(parseVersion('1.2')).toBeNull();
  });
});

describe('satisfies', () => {
  it('follows caret ranges, also below 1.0.0', () => {
    expect(satisfies('18.3.1', '^18.2.0')).toBe(true);
    expect(satisfies('19.0.0', '^18.2.0')).toBe(false);
    expect(satisfies('18.1.9', '^18.2.0')).toBe(false);
    expect(satisfies('0.1.5', '^0.1.0')).toBe(true);
    expect(satisfies('0.2.0', '^0.1.0')).toBe(false);
  });

  it('follows tilde, comparators, alternatives, exact versions and *', () => {
    expect(satisfies('1.2.9', '~1.2.0')).toBe(true);
    expect(satisfies('1.3.0', '~1.2.0')).toBe(false);
    expect(satisfies('1.5.0', '>=1.0.0 <2.0.0')).toBe(true);
    expect(satisfies('2.0.0', '>=1.0.0 <2.0.0')).toBe(false);
    expect(satisfies('2.1.0', '^1.0.0 || ^2.0.0')).toBe(true);
    expect(satisfies('1.0.0', '1.0.0')).toBe(true);
    expect(satisfies('1.0.1', '=1.0.0')).toBe(false);
    expect(satisfies('7.7.7', '*')).toBe(true);
  });

  it('cannot read what is not a range', () => {
    expect(satisfies('1.0.0', 'latest')).toBeNull();
    expect(satisfies('1.0.0', '')).toBeNull();
    expect(isValidRange('^1.0.0')).toBe(true);
    expect(isValidRange('workspace:*')).toBe(false);
  });
});
