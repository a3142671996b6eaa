import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { localized } from './locale';

/**
 * Schemas may carry `'x-message': { <keyword>: text }`: the message a caller sees when that keyword fails, one
 * text or a [zh-CN, en-US] pair read in the caller's language.
 */
export const MESSAGE_KEYWORD = 'x-message';

/** What an `x-message` entry holds. */
export type SchemaMessage = string | readonly [zhCN: string, enUS: string];

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

const isPair = (value: unknown): value is readonly [string, string] =>
  Array.isArray(value) && value.length === 2 && value.every((text) => typeof text === 'string');

function declaredMessage(
  request: FastifyRequest,
  schema: SchemaNode | undefined,
  keyword: string,
): string | undefined {
  const messages = schema?.[MESSAGE_KEYWORD];
  if (!isNode(messages)) return undefined;
  const message = messages[keyword];
  if (isPair(message)) return localized(request, message);
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
  return declaredMessage(request, fieldSchema, keyword) ?? fallback;
}
