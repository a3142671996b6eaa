import type {
  BilingualText,
  ReportField,
  ReportFieldType,
  ReportTemplateDefinition,
} from '@pm/domain/report-templates';

/** A field as the designer edits it: options and table columns as lines of text. */
export interface DesignField {
  key: string;
  label: BilingualText;
  type: ReportFieldType;
  required: boolean;
  multiline?: boolean;
  maxLength?: number;
  unit?: string;
  scale?: number;
  min?: string;
  max?: string;
  money?: boolean;
  target?: string;
  optionsText?: string;
  columnsText?: string;
  maxFiles?: number;
}

export interface DesignSection {
  title: BilingualText;
  fields: DesignField[];
}

export interface DesignState {
  nameZh: string;
  nameEn: string;
  description: string;
  sections: DesignSection[];
}

export const newField = (index: number): DesignField => ({
  key: `field${index}`,
  label: { zh: '', en: '' },
  type: 'text',
  required: false,
});

export const newSection = (): DesignSection => ({ title: { zh: '', en: '' }, fields: [newField(1)] });

const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter((parts) => parts.some((part) => part !== ''));

const blankToUndefined = (text: string | undefined) => (text && text.trim() !== '' ? text.trim() : undefined);

/** Only what the field's type reads: a number's unit, a choice's options, a table's columns… */
function fieldOf(design: DesignField): ReportField {
  const base = {
    key: (design.key ?? '').trim(),
    label: { zh: design.label?.zh?.trim() ?? '', en: design.label?.en?.trim() ?? '' },
    type: design.type,
    required: Boolean(design.required),
  };
  switch (design.type) {
    case 'text':
      return {
        ...base,
        multiline: Boolean(design.multiline),
        ...(design.maxLength ? { maxLength: design.maxLength } : {}),
      };
    case 'number':
      return {
        ...base,
        ...(blankToUndefined(design.unit) ? { unit: design.unit!.trim() } : {}),
        ...(design.money ? { money: true } : { scale: design.scale ?? 0 }),
        ...(blankToUndefined(design.min) ? { min: design.min!.trim() } : {}),
        ...(blankToUndefined(design.max) ? { max: design.max!.trim() } : {}),
      };
    case 'indicator':
      return {
        ...base,
        target: design.target?.trim() ?? '',
        scale: design.scale ?? 0,
        ...(blankToUndefined(design.unit) ? { unit: design.unit!.trim() } : {}),
      };
    case 'choice':
      return {
        ...base,
        options: lines(design.optionsText).map(([value = '', zh = '', en = '']) => ({
          value,
          label: { zh, en: en || zh },
        })),
      };
    case 'table':
      return {
        ...base,
        columns: lines(design.columnsText).map(([key = '', zh = '', en = '', type = 'text']) => ({
          key,
          label: { zh, en: en || zh },
          type: type === 'number' ? 'number' : 'text',
          required: true,
        })),
      };
    case 'attachment':
      return { ...base, maxFiles: design.maxFiles ?? 5 };
    default:
      return base;
  }
}

/** The designer's state as the definition the server keeps. */
export function toDefinition(state: Partial<DesignState>): ReportTemplateDefinition {
  return {
    sections: (state.sections ?? []).map((section) => ({
      title: { zh: section?.title?.zh?.trim() ?? '', en: section?.title?.en?.trim() ?? '' },
      fields: (section?.fields ?? []).filter(Boolean).map(fieldOf),
    })),
  };
}

/** A definition as the designer edits it. */
export function toDesign(definition: ReportTemplateDefinition): DesignSection[] {
  return definition.sections.map((section) => ({
    title: section.title,
    fields: section.fields.map((field) => ({
      ...field,
      optionsText: (field.options ?? [])
        .map((option) => `${option.value}|${option.label.zh}|${option.label.en}`)
        .join('\n'),
      columnsText: (field.columns ?? [])
        .map((column) => `${column.key}|${column.label.zh}|${column.label.en}|${column.type}`)
        .join('\n'),
    })),
  }));
}
