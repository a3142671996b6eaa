import AjvCompiler, { type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifySchemaValidationError } from 'fastify';
import { findInfiniteNumber, findUnsafeText } from './unsafe-values';

type Schema = Record<string, unknown>;
type Validate = ((data: unknown, ...rest: unknown[]) => unknown) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};
interface RouteDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
}
type PartCompiler = (route: RouteDefinition) => Validate;
type Pool = (externalSchemas: unknown, options: { customOptions?: Record<string, unknown> }) => PartCompiler;

/** The keywords of the errors the value checks report (their sentences: validation-texts.ts). */
export const UNSAFE_TEXT_KEYWORD = 'unsafeText';
export const INFINITE_NUMBER_KEYWORD = 'finite';

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body schema as the server applies it: every object closed (`additionalProperties: false`) unless it says
 * otherwise. An undeclared field is refused with a 422 naming it: a misspelt field silently dropped would lose
 * what the user typed, and a field the code reads without declaring it (`comment` on an action) is never
 * trusted. The API document shows the same schema (plugins/swagger.ts).
 */
export function closedObjects<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => closedObjects(item)) as T;
  if (!isSchema(schema)) return schema;
  const copy: Schema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, closedObjects(value)]),
  );
  if (copy.type === 'object' && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy as T;
}

const pointer = (path: (string | number)[]) =>
  path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

const failure = (
  keyword: string,
  path: (string | number)[],
  message: string,
): FastifySchemaValidationError => ({
  keyword,
  instancePath: pointer(path),
  schemaPath: '#',
  params: {},
  message,
});

/**
 * The route's validator with the checks no schema expresses: NUL and lone surrogates in any string or key are
 * refused before the schema is applied; a number read from text as Infinity (`?page=1e309`) after it.
 */
function withValueChecks(validate: Validate): Validate {
  const check: Validate = (data: unknown, ...rest: unknown[]) => {
    const unsafe = findUnsafeText(data);
    if (unsafe) {
      check.errors = [failure(UNSAFE_TEXT_KEYWORD, unsafe, 'must not contain NUL or an unpaired surrogate')];
      return false;
    }
    const valid = validate(data, ...rest);
    check.errors = validate.errors;
    const infinite = valid ? findInfiniteNumber(data) : undefined;
    if (infinite) {
      check.errors = [failure(INFINITE_NUMBER_KEYWORD, infinite, 'must be a finite number')];
      return false;
    }
    return valid;
  };
  // Fastify passes the parent object to Ajv validators (so defaults can replace a missing root): keep the marker.
  check.schemaEnv = validate.schemaEnv;
  return check;
}

/**
 * A validator compiled on its first call rather than at start-up: compiling every route's schemas made `ready()`
 * cost ~0.5 s of CPU, paid by every start and by each of the server suite's test processes, for routes most of
 * them never call. An invalid schema now fails its route's first call instead of the start; the fuzz suite calls
 * every route. Compiled validators are Ajv's, whose `schemaEnv` tells Fastify to pass the parent object (so
 * defaults can replace a missing root): the wrapper says so up front.
 */
function lazily(make: () => Validate): Validate {
  let validate: Validate | undefined;
  const lazy: Validate = (data: unknown, ...rest: unknown[]) => {
    validate ??= make();
    const valid = validate(data, ...rest);
    lazy.errors = validate.errors;
    return valid;
  };
  lazy.schemaEnv = true;
  return lazy;
}

/**
 * One validator compiler per request part. JSON bodies carry types, so they are validated strictly: nothing is
 * converted (`"5"` is not a number, `9007199254740993` is not an account number, `true` is not text), objects
 * are closed. Query strings, path parameters and headers are text by nature and keep Fastify's coercion. Both
 * refuse non-finite numbers and unsafe text, and keep the `x-message` keyword (schema-chosen messages).
 */
export function partValidators(): BuildCompilerFromPool {
  // The pool's declared type names Ajv's own compile signature; at run time Fastify calls the compiler with route
  // definitions ({ schema, httpPart, … }), which is what @fastify/ajv-compiler implements.
  const pool = AjvCompiler() as unknown as Pool;
  const build = (externalSchemas: unknown, options: { customOptions?: Record<string, unknown> } = {}) => {
    const custom = { ...options.customOptions, strictNumbers: true };
    const text = pool(externalSchemas, { ...options, customOptions: custom });
    const json = pool(externalSchemas, {
      ...options,
      customOptions: { ...custom, coerceTypes: false, removeAdditional: false },
    });
    const compile: PartCompiler = (route) =>
      lazily(() =>
        withValueChecks(
          route.httpPart === 'body' ? json({ ...route, schema: closedObjects(route.schema) }) : text(route),
        ),
      );
    return compile;
  };
  return build as unknown as BuildCompilerFromPool;
}
