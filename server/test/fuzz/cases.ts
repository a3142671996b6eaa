import { PARAMETER_TEXTS, samplesFor, type Sample } from './corpus';
import type { Baseline } from './fixtures';
import { bodyCheck, hasUnsafeText, parameterCheck } from './oracle';
import type { Prng } from './prng';
import type { FuzzRoute } from './routes';
import {
  fieldName,
  generate,
  propertiesOf,
  readPath,
  slotsOf,
  typesOf,
  withField,
  type FieldPath,
  type Slot,
} from './schema';

/** One request a case sends, built from the route's current baseline, and what the server must do with it. */
export interface Built {
  params: Record<string, string | number>;
  query: Record<string, string | string[]>;
  payload?: string | Buffer;
  contentType?: string;
  /** It breaks the declared schema or carries unsafe text: it must be refused (4xx), naming `field` in a 422. */
  mustRefuse: boolean;
  /** The value put in one body field: an accepted case must read it back. */
  sent?: { path: FieldPath; value: unknown };
}

export interface FuzzCase {
  label: string;
  part: 'baseline' | 'body' | 'params' | 'query' | 'request' | 'file';
  /** The field a refusal names (`costItems[0].name`, a parameter's name). */
  field?: string;
  /** Null when the case does not apply to this baseline (a list row that is not there). */
  build: (baseline: Baseline) => Built | null;
}

const MARKER = '\u0001fuzz\u0001';
const MARKER_JSON = JSON.stringify(MARKER);
const MB = 1_000_000;

const bodyOf = (route: FuzzRoute, baseline: Baseline) =>
  baseline.body !== undefined ? baseline.body : route.body ? generate(route.body) : undefined;

const nested = (depth: number, open: string, close: string, leaf: string) =>
  open.repeat(depth) + leaf + close.repeat(depth);

/** The JSON text of `body` with `json` (any JSON text) at `path`. */
function bodyWith(body: unknown, path: FieldPath, json: string): string | null {
  if (path.length > 1 && !readPath(body, path.slice(0, -1)).found) return null;
  return JSON.stringify(withField(body, path, MARKER)).replace(MARKER_JSON, () => json);
}

/** `{"name": json, ...rest}`: an undeclared field, written first so it cannot be overwritten. */
function withExtra(body: unknown, name: string, json: string): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const rest = JSON.stringify(body).slice(1);
  return `{${JSON.stringify(name)}:${json}${rest === '}' ? '' : ','}${rest}`;
}

export function caseBuilder(route: FuzzRoute) {
  const validBody = bodyCheck(route.body);
  const validParams = parameterCheck(route.pathParams);
  const validQuery = parameterCheck(route.query);

  /** A request whose body is `payload` (JSON text), judged by the body's schema. */
  const withBody = (baseline: Baseline, payload: string | null, sent?: Built['sent']): Built | null => {
    if (payload === null) return null;
    let parsed: unknown;
    let parses = true;
    try {
      parsed = JSON.parse(payload);
    } catch {
      parses = false;
    }
    const mustRefuse = route.body !== undefined && (!parses || !validBody(parsed) || hasUnsafeText(parsed));
    return { params: baseline.params ?? {}, query: baseline.query ?? {}, payload, mustRefuse, sent };
  };

  function bodyCase(path: FieldPath, sample: Sample): FuzzCase {
    const field = fieldName(path);
    return {
      label: `body ${field} = ${sample.label}`,
      part: 'body',
      field,
      build: (baseline) => {
        const payload = bodyWith(bodyOf(route, baseline), path, sample.json);
        const value: unknown = JSON.parse(sample.json);
        const scalar = value === null || typeof value !== 'object';
        return withBody(baseline, payload, scalar ? { path, value } : undefined);
      },
    };
  }

  function missingCase(path: FieldPath): FuzzCase {
    const field = fieldName(path);
    return {
      label: `body ${field} missing`,
      part: 'body',
      field,
      build: (baseline) => {
        const body = bodyOf(route, baseline);
        if (!readPath(body, path).found) return null;
        return withBody(baseline, JSON.stringify(withField(body, path, undefined, true)));
      },
    };
  }

  function extraCase(name: string, json: string): FuzzCase {
    return {
      label: `body extra ${name} = ${json}`,
      part: 'body',
      field: name,
      build: (baseline) => withBody(baseline, withExtra(bodyOf(route, baseline), name, json)),
    };
  }

  function wholeBody(
    label: string,
    payload: (baseline: Baseline) => string | undefined,
    contentType?: string,
  ) {
    return {
      label,
      part: 'request' as const,
      build: (baseline: Baseline): Built | null => {
        const text = payload(baseline);
        if (text === undefined) {
          return {
            params: baseline.params ?? {},
            query: baseline.query ?? {},
            mustRefuse: route.body !== undefined,
          };
        }
        const built = withBody(baseline, text);
        return built && contentType ? { ...built, contentType, mustRefuse: route.body !== undefined } : built;
      },
    };
  }

  function parameterCase(where: 'params' | 'query', name: string, sample: Sample, repeat = false): FuzzCase {
    const text = JSON.parse(sample.json) as string;
    return {
      label: `${where} ${name} = ${repeat ? `[${sample.label}, twice]` : sample.label}`,
      part: where,
      field: name,
      build: (baseline) => {
        const params = { ...(baseline.params ?? {}) };
        const query: Record<string, string | string[]> = { ...(baseline.query ?? {}) };
        const value = repeat ? [text, text] : text;
        if (where === 'params') params[name] = text;
        else query[name] = value;
        const valid =
          where === 'params' ? validParams({ ...params }) : validQuery({ ...query, [name]: value });
        const payload = route.body ? JSON.stringify(bodyOf(route, baseline)) : undefined;
        return { params, query, payload, mustRefuse: !valid || hasUnsafeText(value) };
      },
    };
  }

  const baselineCase: FuzzCase = {
    label: 'baseline',
    part: 'baseline',
    build: (baseline) =>
      route.body
        ? withBody(baseline, JSON.stringify(bodyOf(route, baseline)))
        : { params: baseline.params ?? {}, query: baseline.query ?? {}, mustRefuse: false },
  };

  return { baselineCase, bodyCase, missingCase, extraCase, wholeBody, parameterCase };
}

/** Round-robin over the groups (one per field), each shuffled: every field gets cases before any gets many. */
function interleave<T>(groups: T[][], prng: Prng, limit: number): T[] {
  const shuffled = groups.map((group) => prng.sample(group, group.length));
  const picked: T[] = [];
  for (let round = 0; picked.length < limit; round += 1) {
    const before = picked.length;
    for (const group of shuffled) {
      if (group[round] !== undefined && picked.length < limit) picked.push(group[round]!);
    }
    if (picked.length === before) break;
  }
  return picked;
}

export interface CaseBudget {
  /** Field mutations drawn per route with a body. */
  bodyCases: number;
  /** Parameter mutations drawn per route. */
  parameterCases: number;
}

const EXTRA_FIELDS: readonly [string, string][] = [
  ['comment', '123'],
  ['comment', '{"text":"x"}'],
  ['status', '"paid"'],
  ['createdBy', '1'],
  ['__proto__', '{"isAdmin":1}'],
  ['constructor', '{"prototype":{"isAdmin":1}}'],
];

/**
 * Whole-body shapes: none, not an object, malformed, the wrong type, 1 MB (in the first text field), 2 MB (past
 * the limit) and 10 000 levels of nesting.
 */
function shapeCases(route: FuzzRoute, build: ReturnType<typeof caseBuilder>, slots: Slot[]): FuzzCase[] {
  const firstText = slots.find((slot) => slot.path.length === 1 && typesOf(slot.schema).has('string'))?.path;
  const big = (size: number) => (b: Baseline) =>
    (firstText ? bodyWith(bodyOf(route, b), firstText, JSON.stringify('a'.repeat(size))) : null) ??
    withExtra(bodyOf(route, b) ?? {}, 'padding', JSON.stringify('a'.repeat(size))) ??
    JSON.stringify('a'.repeat(size));
  return [
    build.wholeBody('no body', () => undefined),
    build.wholeBody('body null', () => 'null'),
    build.wholeBody('body is a list', () => '[]'),
    build.wholeBody('body is text', () => '"text"'),
    build.wholeBody('body is a number', () => '0'),
    build.wholeBody('malformed JSON', () => '{"a":'),
    build.wholeBody('empty object', () => '{}'),
    build.wholeBody('text/plain body', (b) => JSON.stringify(bodyOf(route, b) ?? {}), 'text/plain'),
    build.wholeBody('1 MB body', big(MB)),
    build.wholeBody('2 MB body (past the limit)', big(2 * MB)),
    build.wholeBody(
      'nested 10 000 deep (lists)',
      (b) =>
        (slots[0] ? bodyWith(bodyOf(route, b), slots[0].path, nested(10_000, '[', ']', '1')) : null) ??
        nested(10_000, '[', ']', '1'),
    ),
    build.wholeBody(
      'nested 10 000 deep (objects)',
      (b) =>
        withExtra(bodyOf(route, b) ?? {}, 'deep', nested(10_000, '{"a":', '}', '1')) ??
        nested(10_000, '{"a":', '}', '1'),
    ),
  ];
}

/** The cases of one route: the baseline, whole-body shapes, then sampled field and parameter mutations. */
export function casesFor(route: FuzzRoute, baseline: Baseline, prng: Prng, budget: CaseBudget): FuzzCase[] {
  const build = caseBuilder(route);
  const cases: FuzzCase[] = [build.baselineCase];
  const body = bodyOf(route, baseline);
  if (route.write) {
    const slots = route.body ? slotsOf(route.body, body) : [];
    cases.push(...shapeCases(route, build, slots));
    if (route.body) {
      const declared = new Set(Object.keys(propertiesOf(route.body)));
      cases.push(
        ...EXTRA_FIELDS.filter(([name]) => !declared.has(name)).map(([name, json]) =>
          build.extraCase(name, json),
        ),
      );
      const groups = slots.map((slot) => [
        ...samplesFor(slot.schema).map((sample) => build.bodyCase(slot.path, sample)),
        ...(slot.present ? [build.missingCase(slot.path)] : []),
      ]);
      cases.push(...interleave(groups, prng, budget.bodyCases));
    }
  }
  const parameterGroups = [
    ...route.pathParams.map((parameter) =>
      PARAMETER_TEXTS.map((sample) => build.parameterCase('params', parameter.name, sample)),
    ),
    ...route.query.map((parameter) => [
      ...PARAMETER_TEXTS.map((sample) => build.parameterCase('query', parameter.name, sample)),
      build.parameterCase('query', parameter.name, PARAMETER_TEXTS[2]!, true),
    ]),
  ];
  cases.push(...interleave(parameterGroups, prng, budget.parameterCases));
  return cases;
}
