import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { requestLocale } from './locale';
import { textsIn } from './texts';
import { keywordText } from './validation-texts';

/**
 * Schemas may carry `'x-message': { <keyword>: key }`: the message a caller sees when that keyword fails, the key
 * of a text (`src/texts/*` or the common tables) read in the caller's language.
 */
export const MESSAGE_KEYWORD = 'x-message';

/** What an `x-message` entry holds: a text key. */
export type SchemaMessage = string;

type SchemaNode = Record<string, unknown>;
type ValidationError = FastifySchemaValidationError;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null;

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function schemaAt(root: unknown, pointer: string[]): SchemaNode | undefined {
  let node: unknown = root;
  for (const segment of pointer) {
    if (!isNode(node)) return undefined;
    node = node[unescape(segment)];
  }
  return isNode(node) ? node : undefined;
}

function declaredMessage(
  request: FastifyRequest,
  schema: SchemaNode | undefined,
  keyword: string,
): string | undefined {
  const messages = schema?.[MESSAGE_KEYWORD];
  if (!isNode(messages)) return undefined;
  const message = messages[keyword];
  return typeof message === 'string' ? textsIn(requestLocale(request))(message) : undefined;
}

const UNIONS = ['anyOf', 'oneOf'];

/**
 * The error to report. Ajv lists a union's branch failures before the union's own. The branch that got furthest
 * into the value tells what was meant: its failure is reported (an id of 0 is "at least 1", not "must be null";
 * `{ids: ["x"]}` is about `ids[0]`, not a missing `type`); when every branch failed on its type at the same place,
 * one error names all the types.
 */
function chosenError(errors: ValidationError[]): ValidationError {
  const union = errors.find((error) => UNIONS.includes(error.keyword));
  if (!union) return errors[0]!;
  const branches = errors.filter((error) => error.schemaPath.startsWith(`${union.schemaPath}/`));
  const depth = (error: ValidationError) => error.instancePath.split('/').length;
  const deepest = Math.max(...branches.map(depth));
  const furthest = branches.filter((error) => depth(error) === deepest);
  const constraint = furthest.find((error) => error.keyword !== 'type');
  if (constraint || furthest.length === 0) return constraint ?? union;
  const types = furthest.flatMap((error) => String(error.params.type ?? '').split(','));
  return { ...furthest[0]!, keyword: 'type', params: { type: [...new Set(types)] } };
}

/** `/costItems/0/name` (plus the property a `required` or `additionalProperties` error is about) → `costItems[0].name`. */
function fieldOf(error: ValidationError): string {
  const segments = error.instancePath.split('/').slice(1).map(unescape);
  const property = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof property === 'string') segments.push(property);
  return segments
    .map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
}

/**
 * A failed validation as the caller reads it: the field it is about and one sentence, the schema's own message for
 * the failing keyword when it declares one (`x-message`), otherwise the keyword's sentence in the caller's language.
 */
export function validationFailure(
  request: FastifyRequest,
  context: string | undefined,
  errors: ValidationError[],
): { field: string; message: string } {
  const error = chosenError(errors);
  const field = fieldOf(error);
  const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
  // schemaPath looks like "#/properties/username/pattern": the keyword is last, the field's schema before it.
  const pointer = error.schemaPath.replace(/^#\/?/, '').split('/');
  const keyword = pointer.pop() ?? '';
  let fieldSchema = context ? schemaAt(schemas?.[context], pointer) : undefined;
  if (keyword === 'required' && typeof error.params.missingProperty === 'string') {
    fieldSchema = schemaAt(fieldSchema, ['properties', error.params.missingProperty]);
  }
  const declared = keyword === error.keyword ? declaredMessage(request, fieldSchema, keyword) : undefined;
  const message =
    declared ??
    keywordText(
      { keyword: error.keyword, field, part: context, params: error.params },
      requestLocale(request),
    );
  return { field, message };
}
