import type { RouteOptions } from 'fastify';
import { INT32_MAX, INT32_MIN } from '@pm/domain/shapes/integers';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const limit = (node: Node, inclusive: string, exclusive: string) => {
  const value = node[inclusive] ?? node[exclusive];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

function boundsProblem(node: Node): string | undefined {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const integer = types.includes('integer');
  if (!integer && !types.includes('number')) return undefined;
  const minimum = limit(node, 'minimum', 'exclusiveMinimum');
  const maximum = limit(node, 'maximum', 'exclusiveMaximum');
  if (minimum === undefined || maximum === undefined) return 'has no minimum and maximum';
  if (integer && (minimum < INT32_MIN || maximum > INT32_MAX)) return 'goes past a PostgreSQL integer';
  return undefined;
}

/**
 * Where a request schema has a number without both bounds (`body.items[].id`), or an integer whose bounds go past
 * a PostgreSQL integer: a value past them would reach the database and fail there (a 500) instead of being a 422.
 */
export function unboundedNumbers(schema: unknown, at: string): string[] {
  if (!isNode(schema)) return [];
  const problem = boundsProblem(schema);
  const found = problem ? [`${at} ${problem}`] : [];
  const children: [string, unknown][] = [
    ...Object.entries(isNode(schema.properties) ? schema.properties : {}).map(
      ([key, child]): [string, unknown] => [`${at}.${key}`, child],
    ),
    ...Object.values(isNode(schema.patternProperties) ? schema.patternProperties : {}).map(
      (child): [string, unknown] => [`${at}.*`, child],
    ),
    [`${at}.*`, schema.additionalProperties],
    ...(Array.isArray(schema.items) ? schema.items : [schema.items]).map((child): [string, unknown] => [
      `${at}[]`,
      child,
    ]),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((keyword) =>
      (Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]) : []).map(
        (child): [string, unknown] => [at, child],
      ),
    ),
  ];
  return [...found, ...children.flatMap(([path, child]) => unboundedNumbers(child, path))];
}

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

/**
 * `onRoute` check: a route whose request schema has an unbounded number stops the server at start-up, so a bound
 * cannot be forgotten (use `Id`, `Version` or `int32()` from http/integers).
 */
export function requireBoundedNumbers(route: RouteOptions): void {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const problems = REQUEST_PARTS.flatMap((part) => unboundedNumbers(schema[part], part));
  if (problems.length > 0) {
    throw new Error(
      `${String(route.method)} ${route.url}: every number a request carries needs bounds (http/integers): ${problems.join('; ')}`,
    );
  }
}
