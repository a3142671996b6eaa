import AjvCompiler from '@fastify/ajv-compiler';
import type { ParameterSpec } from './routes';
import type { JsonSchema } from './schema';

/**
 * What the server must refuse, judged from the document alone: a body that breaks its declared schema (no type is
 * converted: JSON carries types), parameters that break theirs once read as text (`"5"` is a number there), and
 * any string holding NUL or half a surrogate pair (PostgreSQL cannot store them, JSON cannot round-trip them).
 */
const factory = AjvCompiler();
const options = { strict: false, strictNumbers: true, useDefaults: true, allErrors: false };
const bodyCompiler = factory(
  {},
  { customOptions: { ...options, coerceTypes: false, removeAdditional: false } },
);
const textCompiler = factory(
  {},
  { customOptions: { ...options, coerceTypes: 'array', removeAdditional: false } },
);

type Check = (value: unknown) => boolean;

const compileWith = (compiler: typeof bodyCompiler, schema: JsonSchema): Check => {
  const validate = compiler({ schema, method: 'POST', url: '/fuzz', httpPart: 'body' });
  // Callers pass a value of their own (freshly parsed): defaults may be written into it.
  return (value) => validate(value) === true;
};

export function bodyCheck(schema: JsonSchema | undefined): Check {
  return schema ? compileWith(bodyCompiler, schema) : () => true;
}

export function parameterCheck(parameters: ParameterSpec[]): Check {
  if (parameters.length === 0) return () => true;
  return compileWith(textCompiler, {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL or a lone surrogate anywhere in the value's strings or keys. */
export function hasUnsafeText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node === 'string') {
      if (node.includes('\u0000') || LONE_SURROGATE.test(node)) return true;
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\u0000') || LONE_SURROGATE.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
