import type { JsonSchema } from './schema';

/** The routes to fuzz, read from the OpenAPI document the server builds (`app.swagger()`). */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Audience = 'public' | 'staff' | 'client';

export interface ParameterSpec {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface FuzzRoute {
  /** `POST /api/pm/projects/{id}`: how fixtures, exceptions and failures name the route. */
  key: string;
  method: Method;
  path: string;
  audience: Audience;
  pathParams: ParameterSpec[];
  query: ParameterSpec[];
  /** The JSON body's schema; undefined for routes without one (logout, multipart upload). */
  body?: JsonSchema;
  write: boolean;
}

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Routes of the test channel exist only in tests; the registry and the docs take no input worth fuzzing. */
const SKIPPED = [/^\/api\/__test__\//, /^\/remotes\.json$/, /^\/api\/docs/];

function parameters(operation: Operation, where: 'path' | 'query'): ParameterSpec[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === where)
    .map((parameter) => ({
      name: parameter.name,
      schema: parameter.schema,
      required: parameter.required === true,
    }));
}

/**
 * Every write route (POST, PUT, PATCH, DELETE), and every read route that takes parameters: a new route is fuzzed
 * as soon as it is in the document. Who may call it follows from the document (signed-in routes carry `security`)
 * and the prefix (`/api/client/…` is the beneficiaries' portal).
 */
export function routesOf(document: unknown): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries((document as OpenApiDocument).paths)) {
    if (SKIPPED.some((pattern) => pattern.test(path))) continue;
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase() as Method;
      if (!METHODS.includes(method)) continue;
      const signedIn = (operation.security ?? []).length > 0;
      const route: FuzzRoute = {
        key: `${method} ${path}`,
        method,
        path,
        audience: !signedIn ? 'public' : path.startsWith('/api/client/') ? 'client' : 'staff',
        pathParams: parameters(operation, 'path'),
        query: parameters(operation, 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        write: method !== 'GET',
      };
      if (route.write || route.pathParams.length > 0 || route.query.length > 0) routes.push(route);
    }
  }
  return routes;
}

/** The URL of a route with its path parameters filled (encoded) and a query string. */
export function urlOf(
  route: FuzzRoute,
  params: Record<string, string | number>,
  query: Record<string, string | string[]> = {},
): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.key}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = Object.entries(query)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((one) => [name, one]))
    .map(([name, value]) => `${encodeURIComponent(name!)}=${encodeURIComponent(value!)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
