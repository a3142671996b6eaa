/**
 * The small part of semver the release checks need (the shell and the server both run it, and neither should carry
 * a semver library for it): `1.2.3`, `=1.2.3`, `^1.2.3`, `~1.2.3`, `>=`/`>`/`<=`/`<` comparators joined by spaces
 * (all must hold), alternatives joined by `||`, and `*`. Pre-release and build suffixes are ignored: releases are
 * compared by their numbers.
 */
export type VersionTriple = readonly [major: number, minor: number, patch: number];

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

/** The numbers of a version, or null when it is not `major.minor.patch`. */
export function parseVersion(version: string): VersionTriple | null {
  const match = VERSION.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: VersionTriple, b: VersionTriple): number {
  for (let index = 0; index < 3; index += 1) {
    const difference = a[index]! - b[index]!;
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** `^`: same leftmost non-zero number; `~`: same major and minor. */
function upperBound(operator: '^' | '~', [major, minor, patch]: VersionTriple): VersionTriple {
  if (operator === '~') return [major, minor + 1, 0];
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

const COMPARATOR = /^(\^|~|>=|<=|>|<|=)?(.+)$/;

/** Whether one comparator holds, or null when it cannot be read. */
function holds(comparator: string, version: VersionTriple): boolean | null {
  if (comparator === '*' || comparator === 'x') return true;
  const [, operator = '=', operand = ''] = COMPARATOR.exec(comparator) ?? [];
  const bound = parseVersion(operand);
  if (!bound) return null;
  const order = compare(version, bound);
  switch (operator) {
    case '^':
    case '~':
      return order >= 0 && compare(version, upperBound(operator, bound)) < 0;
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/** Whether a range can be read at all (a release declaring an unreadable range is refused, not guessed at). */
export function isValidRange(range: string): boolean {
  return satisfies('0.0.0', range) !== null;
}

/**
 * Whether `version` is in `range`; null when either cannot be read. The caller decides what an unreadable range
 * means (registration refuses it).
 */
export function satisfies(version: string, range: string): boolean | null {
  const parsed = parseVersion(version);
  if (!parsed || range.trim() === '') return null;
  let any = false;
  for (const alternative of range.split('||')) {
    const comparators = alternative.trim().split(/\s+/).filter(Boolean);
    if (comparators.length === 0) return null;
    let all = true;
    for (const comparator of comparators) {
      const result = holds(comparator, parsed);
      if (result === null) return null;
      all &&= result;
    }
    any ||= all;
  }
  return any;
}
