import { typesOf, type JsonSchema } from './schema';

/**
 * What a case puts in a field, as JSON text: some values JSON.stringify cannot write (`1e309`, an integer past
 * 2^53), so every sample carries its own text.
 */
export interface Sample {
  label: string;
  json: string;
}

const text = (label: string, value: string): Sample => ({ label, json: JSON.stringify(value) });
const raw = (label: string, json: string): Sample => ({ label, json });

/** Naughty strings: control and invalid characters, huge, injection-shaped, look-alike digits. */
export const NAUGHTY_STRINGS: readonly Sample[] = [
  text('NUL inside', 'a\u0000b'),
  text('NUL alone', '\u0000'),
  text('lone high surrogate', '\uD800'),
  text('lone low surrogate', 'x\uDC00y'),
  text('RTL override', '\u202Egpj.exe'),
  text('10k characters', 'a'.repeat(10_000)),
  text('10k CJK characters', '中'.repeat(10_000)),
  text('SQL quote', "' OR '1'='1"),
  text('SQL statement', "'); DROP TABLE projects; --"),
  text('script tag', '<script>alert(1)</script>'),
  text('template and format', '${7*7}{{7*7}}%s%n%x'),
  text('path traversal', '../../../etc/passwd'),
  text('fullwidth digits', '１２３'),
  text('hex number', '0x10'),
  text('exponent text', '1e309'),
  text('negative text', '-1'),
  text('int32 overflow text', '2147483648'),
  text('largest amount', '9999999999999999.99'),
  text('amount past numeric(18,2)', '100000000000000000.00'),
  text('three decimals', '0.001'),
  text('negative amount', '-0.01'),
  text('thousands separator', '1,000.00'),
  text('blank', '   '),
  text('empty', ''),
  text('tab and newline', '\t\n'),
  text('surrounding spaces', '  padded value  '),
  text('emoji sequence', '👩‍👩‍👧 🎉'),
  text('zero-width and BOM', 'a\u200Bb\uFEFF'),
  text('combining accent', 'e\u0301'),
  text('terminal escape', '\u0007\u001b[31mred'),
  text('word null', 'null'),
  text('backslashes', 'C:\\temp\\n\\u0000'),
  text('percent NUL', '%00'),
];

const NON_STRINGS: readonly Sample[] = [
  raw('number', '123'),
  raw('integer past 2^53', '9007199254740993'),
  raw('1e309', '1e309'),
  raw('fraction', '1.5'),
  raw('true', 'true'),
  raw('null', 'null'),
  raw('empty list', '[]'),
  raw('object', '{"a":"b"}'),
  raw('list of text', '["a"]'),
];

const NUMBERS: readonly Sample[] = [
  raw('0', '0'),
  raw('-1', '-1'),
  raw('1', '1'),
  raw('int32 max', '2147483647'),
  raw('int32 max + 1', '2147483648'),
  raw('int32 min', '-2147483648'),
  raw('int32 min - 1', '-2147483649'),
  raw('2^32', '4294967296'),
  raw('integer past 2^53', '9007199254740993'),
  raw('1e309', '1e309'),
  raw('-1e309', '-1e309'),
  raw('1e-400', '1e-400'),
  raw('fraction', '1.5'),
  raw('exponent 1e2', '1e2'),
  raw('negative zero', '-0'),
  text('digits as text', '1'),
  text('hex text', '0x10'),
  text('fullwidth digits', '１２３'),
  text('empty text', ''),
  raw('true', 'true'),
  raw('null', 'null'),
  raw('empty list', '[]'),
  raw('object', '{}'),
  raw('list of one', '[1]'),
];

const BOOLEANS: readonly Sample[] = [
  raw('true', 'true'),
  raw('false', 'false'),
  text('text true', 'true'),
  raw('1', '1'),
  raw('0', '0'),
  raw('null', 'null'),
  text('yes', 'yes'),
];

const CONTAINERS: readonly Sample[] = [
  raw('null', 'null'),
  raw('empty list', '[]'),
  raw('empty object', '{}'),
  text('text', 'x'),
  raw('number', '1'),
  raw('list of null', '[null]'),
  raw('list of lists', '[[1],[2]]'),
  raw('object with extra key', '{"__extra":1}'),
];

/** Values at and just past the schema's own bounds. */
function boundSamples(schema: JsonSchema): Sample[] {
  const samples: Sample[] = [];
  const number = (label: string, value: number) => samples.push(raw(label, String(value)));
  if (typeof schema.minimum === 'number') {
    number('minimum', schema.minimum);
    number('minimum - 1', schema.minimum - 1);
  }
  if (typeof schema.maximum === 'number') {
    number('maximum', schema.maximum);
    number('maximum + 1', schema.maximum + 1);
  }
  if (typeof schema.maxLength === 'number') {
    samples.push(text('maxLength', 'x'.repeat(schema.maxLength)));
    samples.push(text('maxLength + 1', 'x'.repeat(schema.maxLength + 1)));
  }
  return samples;
}

/** Every allowed value of an enum, and near misses. */
function enumSamples(schema: JsonSchema): Sample[] {
  if (!Array.isArray(schema.enum)) return [];
  const values = schema.enum.filter((value): value is string => typeof value === 'string');
  return [
    ...values.map((value) => text(`enum ${value}`, value)),
    ...values
      .slice(0, 1)
      .flatMap((value) => [
        text('enum upper case', value.toUpperCase()),
        text('enum with a space', `${value} `),
      ]),
  ];
}

/** The corpus for a field of this schema: by the types it takes, plus its bounds and enum values. */
export function samplesFor(schema: JsonSchema): Sample[] {
  const types = typesOf(schema);
  const samples: Sample[] = [...boundSamples(schema), ...enumSamples(schema)];
  if (types.has('string')) samples.push(...NAUGHTY_STRINGS, ...NON_STRINGS);
  if (types.has('integer') || types.has('number')) samples.push(...NUMBERS);
  if (types.has('boolean')) samples.push(...BOOLEANS);
  if (types.has('array') || types.has('object')) samples.push(...CONTAINERS);
  if (samples.length === 0) samples.push(...NON_STRINGS, ...NAUGHTY_STRINGS.slice(0, 6));
  const seen = new Set<string>();
  return samples.filter((sample) => !seen.has(sample.json) && seen.add(sample.json));
}

/** Text for a query-string or path parameter (they are text by nature: the server may coerce them). */
export const PARAMETER_TEXTS: readonly Sample[] = [
  text('0', '0'),
  text('-1', '-1'),
  text('int32 max + 1', '2147483648'),
  text('int32 min - 1', '-2147483649'),
  text('2^53 + 1', '9007199254740993'),
  text('1e309', '1e309'),
  text('1e300', '1e300'),
  text('fraction', '1.5'),
  text('fullwidth digits', '１２３'),
  text('hex', '0x10'),
  text('letters', 'abc'),
  text('empty', ''),
  text('NUL', '\u0000'),
  text('NUL inside', '1\u0000'),
  text('SQL quote', "1' OR '1'='1"),
  text('2k characters', 'a'.repeat(2_000)),
  text('RTL override', '\u202Eabc'),
  text('script tag', '<script>alert(1)</script>'),
  text('true', 'true'),
  text('not found id', '99999999'),
];
