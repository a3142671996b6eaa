import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';

/** Schemas may carry `'x-message': { <keyword>: text }`: the message a caller sees when that keyword fails. */
export const MESSAGE_KEYWORD = 'x-message';

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null;

function schemaAt(root: unknown, pointer: string[]): SchemaNode | undefined {
  let node: unknown = root;
  for (const segment of pointer) {
    if (!isNode(node)) return undefined;
    node = node[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return isNode(node) ? node : undefined;
}

function declaredMessage(schema: SchemaNode | undefined, keyword: string): string | undefined {
  const messages = schema?.[MESSAGE_KEYWORD];
  if (!isNode(messages)) return undefined;
  const message = messages[keyword];
  return typeof message === 'string' ? message : undefined;
}

/**
 * The message for a failed validation: the schema's own message for the failing keyword when it declares one,
 * otherwise Ajv's text prefixed with where it failed (`querystring/pageSize must be <= 100`).
 */
export function validationMessage(
  request: FastifyRequest,
  context: string | undefined,
  errors: FastifySchemaValidationError[],
  fallback: string,
): string {
  const first = errors[0];
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  if (!first || !context || !schemas) return fallback;
  // schemaPath looks like "#/properties/username/pattern": the keyword is last, the field's schema before it.
  const pointer = first.schemaPath.replace(/^#\/?/, '').split('/');
  const keyword = pointer.pop() ?? '';
  let fieldSchema = schemaAt(schemas[context], pointer);
  if (keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    fieldSchema = missing ? schemaAt(fieldSchema, ['properties', missing]) : undefined;
  }
  return declaredMessage(fieldSchema, keyword) ?? fallback;
}
