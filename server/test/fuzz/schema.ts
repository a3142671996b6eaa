/** Reading the OpenAPI document's JSON schemas: which types a field takes, a valid value for it, its sub-fields. */

export type JsonSchema = Record<string, unknown>;
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';
export type FieldPath = readonly (string | number)[];

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const branchesOf = (schema: JsonSchema): JsonSchema[] =>
  [schema.anyOf, schema.oneOf].flatMap((list) => (Array.isArray(list) ? list.filter(isSchema) : []));

export const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> =>
  isSchema(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};

export const itemsOf = (schema: JsonSchema): JsonSchema | undefined =>
  isSchema(schema.items) ? schema.items : undefined;

const typeOfValue = (value: unknown): JsonType =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'number'
        ? Number.isInteger(value)
          ? 'integer'
          : 'number'
        : (typeof value as JsonType);

/** Every JSON type the schema accepts (an enum's values' types; a union's branches'; `nullable`). */
export function typesOf(schema: JsonSchema): Set<JsonType> {
  const types = new Set<JsonType>();
  const declared = schema.type;
  for (const type of Array.isArray(declared) ? declared : declared ? [declared] : [])
    types.add(type as JsonType);
  if (Array.isArray(schema.enum)) for (const value of schema.enum) types.add(typeOfValue(value));
  if ('const' in schema) types.add(typeOfValue(schema.const));
  for (const branch of branchesOf(schema)) for (const type of typesOf(branch)) types.add(type);
  if (schema.nullable === true) types.add('null');
  if (types.has('number')) types.add('integer');
  return types;
}

/** The union branch a value belongs to (its type, and for objects the properties it has), else the schema. */
export function branchFor(schema: JsonSchema, value: unknown): JsonSchema {
  const branches = branchesOf(schema);
  if (branches.length === 0) return schema;
  const type = typeOfValue(value);
  const fits = (branch: JsonSchema) => {
    if (!typesOf(branch).has(type)) return false;
    if (type !== 'object') return true;
    const required = Array.isArray(branch.required) ? (branch.required as string[]) : [];
    return required.every((key) => key in (value as object));
  };
  return branches.find(fits) ?? branches.find((branch) => !typesOf(branch).has('null')) ?? schema;
}

const clone = <T>(value: T): T => structuredClone(value);

const example = (schema: JsonSchema): unknown =>
  Array.isArray(schema.examples) && schema.examples.length > 0 ? schema.examples[0] : undefined;

/** A plausible value for a field the fixture did not fill (a route without a fixture gets one for every field). */
export function generate(schema: JsonSchema): unknown {
  if ('default' in schema && schema.default !== null) return clone(schema.default);
  if (example(schema) !== undefined) return clone(example(schema));
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const branches = branchesOf(schema).filter((branch) => !typesOf(branch).has('null'));
  if (branches.length > 0) return generate(branches[0]!);
  const types = typesOf(schema);
  if (types.has('object')) {
    return Object.fromEntries(
      Object.entries(propertiesOf(schema)).map(([key, property]) => [key, generate(property)]),
    );
  }
  if (types.has('array')) {
    const items = itemsOf(schema);
    const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
    return items ? Array.from({ length: count }, () => generate(items)) : [];
  }
  if (types.has('integer') || types.has('number')) {
    return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
  }
  if (types.has('boolean')) return false;
  if (types.has('string')) {
    if (schema.format === 'date') return '2026-03-01';
    if (schema.format === 'date-time') return '2026-03-01T08:00:00.000Z';
    return 'fuzz';
  }
  return null;
}

/** One field of a body that a case may change: where it is, its schema, and whether the baseline has it. */
export interface Slot {
  path: FieldPath;
  schema: JsonSchema;
  present: boolean;
  /** The field is listed in its object's `required` and has no default. */
  required: boolean;
}

/**
 * Every field of the body, nested ones included (the first row of each list stands for its rows): the top-level
 * fields of the branch the baseline is in, then their sub-fields.
 */
export function slotsOf(schema: JsonSchema, value: unknown, path: FieldPath = []): Slot[] {
  const branch = branchFor(schema, value);
  const slots: Slot[] = [];
  if (typesOf(branch).has('object') && isSchema(value)) {
    const required = new Set(Array.isArray(branch.required) ? (branch.required as string[]) : []);
    for (const [key, property] of Object.entries(propertiesOf(branch))) {
      const present = key in value;
      slots.push({
        path: [...path, key],
        schema: property,
        present,
        required: required.has(key) && !('default' in property),
      });
      if (present) slots.push(...slotsOf(property, value[key], [...path, key]));
    }
  } else if (typesOf(branch).has('array') && Array.isArray(value) && value.length > 0) {
    const items = itemsOf(branch);
    if (items) {
      slots.push({ path: [...path, 0], schema: items, present: true, required: false });
      slots.push(...slotsOf(items, value[0], [...path, 0]));
    }
  }
  return slots;
}

/** `costItems[0].name`: a field's path as the forms and the server's 422s name it. */
export function fieldName(path: FieldPath): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join('');
}

export function readPath(value: unknown, path: FieldPath): { found: boolean; value?: unknown } {
  let node: unknown = value;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !(part in (node as object))) return { found: false };
    node = (node as Record<string | number, unknown>)[part];
  }
  return { found: true, value: node };
}

/** A copy of `root` with the field at `path` replaced (or removed when `remove`). */
export function withField(root: unknown, path: FieldPath, replacement: unknown, remove = false): unknown {
  const copy = clone(root);
  if (path.length === 0) return replacement;
  let node = copy as Record<string | number, unknown>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = replacement;
  return copy;
}
