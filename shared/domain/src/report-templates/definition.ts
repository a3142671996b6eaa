import { Type, type Static } from 'typebox';

/** The kinds of field a report template may hold. */
export const REPORT_FIELD_TYPES = [
  'text',
  'number',
  'date',
  'choice',
  'indicator',
  'table',
  'attachment',
] as const;
export type ReportFieldType = (typeof REPORT_FIELD_TYPES)[number];

/** The kinds of column a table field may hold. */
export const TABLE_COLUMN_TYPES = ['text', 'number'] as const;

/** A template version's life: a draft is edited, publishing freezes it, retiring hides it from new plans. */
export const TEMPLATE_VERSION_STATUSES = ['draft', 'published', 'retired'] as const;
export type TemplateVersionStatus = (typeof TEMPLATE_VERSION_STATUSES)[number];

export const MAX_SECTIONS = 20;
export const MAX_FIELDS = 60;
export const MAX_OPTIONS = 50;
export const MAX_COLUMNS = 12;
export const MAX_TABLE_ROWS = 200;
export const MAX_FILES = 20;
/** Decimals a number may take at most. */
export const MAX_SCALE = 4;

const Text = (maxLength: number) => Type.String({ maxLength });
const Bilingual = Type.Object({ zh: Text(100), en: Text(100) });
/** Numbers of a template (bounds, targets) are decimal strings, exact like money. */
const Decimal = Type.String({ maxLength: 24 });
const Count = (maximum: number) => Type.Integer({ minimum: 0, maximum });

const common = {
  key: Text(40),
  label: Bilingual,
  required: Type.Boolean({ default: false }),
  help: Type.Optional(Bilingual),
};

const TableColumn = Type.Object({
  key: Text(40),
  label: Bilingual,
  type: Type.Enum(TABLE_COLUMN_TYPES),
  required: Type.Boolean({ default: false }),
  unit: Type.Optional(Text(20)),
  scale: Type.Optional(Count(MAX_SCALE)),
  min: Type.Optional(Decimal),
  max: Type.Optional(Decimal),
  maxLength: Type.Optional(Count(5000)),
});

/** One field: what it asks and the rules its value passes. */
export const ReportFieldSchema = Type.Object({
  ...common,
  type: Type.Enum(REPORT_FIELD_TYPES),
  /** text: several lines; `maxLength` its limit. */
  multiline: Type.Optional(Type.Boolean()),
  maxLength: Type.Optional(Count(5000)),
  /** number and indicator: unit, decimals, bounds (decimal strings). */
  unit: Type.Optional(Text(20)),
  scale: Type.Optional(Count(MAX_SCALE)),
  min: Type.Optional(Decimal),
  max: Type.Optional(Decimal),
  /** number: an amount of money (2 decimals, the amount rules of every other money field). */
  money: Type.Optional(Type.Boolean()),
  /** choice. */
  options: Type.Optional(
    Type.Array(Type.Object({ value: Text(40), label: Bilingual }), { maxItems: MAX_OPTIONS }),
  ),
  /** indicator: the target the reporter's actual figure is measured against. */
  target: Type.Optional(Decimal),
  /** table. */
  columns: Type.Optional(Type.Array(TableColumn, { maxItems: MAX_COLUMNS })),
  minRows: Type.Optional(Count(MAX_TABLE_ROWS)),
  maxRows: Type.Optional(Count(MAX_TABLE_ROWS)),
  /** attachment: how many files at most. */
  maxFiles: Type.Optional(Count(MAX_FILES)),
});

export const ReportSectionSchema = Type.Object({
  title: Bilingual,
  fields: Type.Array(ReportFieldSchema, { maxItems: MAX_FIELDS }),
});

/** A template version's form: sections of fields. */
export const ReportTemplateDefinitionSchema = Type.Object({
  sections: Type.Array(ReportSectionSchema, { maxItems: MAX_SECTIONS }),
});

export type BilingualText = Static<typeof Bilingual>;
export type ReportTableColumn = Static<typeof TableColumn>;
export type ReportField = Static<typeof ReportFieldSchema>;
export type ReportSection = Static<typeof ReportSectionSchema>;
export type ReportTemplateDefinition = Static<typeof ReportTemplateDefinitionSchema>;

/** The values of a report filled from a template, by field key. */
export type ReportValues = Record<string, unknown>;

/** Every field of a definition, in order. */
export const fieldsOf = (definition: ReportTemplateDefinition): ReportField[] =>
  definition.sections.flatMap((section) => section.fields);

/** Every text of a value, trimmed, at any depth (what the product stores of any text it is sent). */
function trimmedTexts<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimmedTexts) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, trimmedTexts(inner)]),
    ) as T;
  }
  return value;
}

/**
 * A definition as it is stored: its texts (titles, labels, units, options, keys) trimmed, as every other text the
 * product keeps, so `  Output  ` and `Output` are one title. Checked after, so a text of spaces is blank.
 */
export const storedDefinition = (definition: ReportTemplateDefinition): ReportTemplateDefinition =>
  trimmedTexts(definition);
