import type { Locale } from '../contracts/locale';
import { toDecimal } from '../utils/decimal';
import {
  fieldsOf,
  MAX_SCALE,
  type ReportField,
  type ReportTableColumn,
  type ReportTemplateDefinition,
} from './definition';

/** Why a template definition cannot be saved, in both languages; `{{x}}` come from the problem's params. */
export const templateProblemTexts = {
  noSections: ['模板至少需要一个分组', 'A template needs at least one section'],
  noFields: ['模板至少需要一个字段', 'A template needs at least one field'],
  sectionTitle: ['请填写分组标题（中文和英文）', 'Give the section a title in Chinese and English'],
  label: ['请填写字段名称（中文和英文）', 'Give the field a label in Chinese and English'],
  keyFormat: [
    '字段标识“{{key}}”须以字母开头，只含字母、数字和下划线（最多 40 个字符）',
    'Field key "{{key}}" must start with a letter and hold only letters, digits and underscores (40 at most)',
  ],
  keyRepeated: ['字段标识“{{key}}”重复', 'Field key "{{key}}" is used twice'],
  keyReserved: ['字段标识“{{key}}”为系统保留', 'Field key "{{key}}" is reserved'],
  noOptions: ['选项字段至少需要一个选项', 'A choice field needs at least one option'],
  optionBlank: [
    '选项的值和名称（中文和英文）不能为空',
    'An option needs a value and a label in both languages',
  ],
  optionRepeated: ['选项值“{{value}}”重复', 'Option value "{{value}}" is used twice'],
  noColumns: ['表格字段至少需要一列', 'A table field needs at least one column'],
  badNumber: ['“{{value}}”不是有效的数字', '"{{value}}" is not a valid number'],
  scaleTooLarge: [`小数位数最多 ${MAX_SCALE} 位`, `At most ${MAX_SCALE} decimals`],
  minAboveMax: ['最小值不能大于最大值', 'The minimum cannot be above the maximum'],
  noTarget: ['指标字段需要目标值', 'An indicator needs a target'],
  rowsOrder: ['最少行数不能大于最多行数', 'The minimum rows cannot exceed the maximum rows'],
  noFiles: ['附件字段须允许至少 1 个文件', 'An attachment field must allow at least 1 file'],
} as const;
export type TemplateProblemKey = keyof typeof templateProblemTexts;

/** A problem of a definition: where (`sections[0].fields[2].key`), what, and its parameters. */
export interface TemplateProblem {
  field: string;
  message: TemplateProblemKey;
  params?: Record<string, string>;
}

const KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Keys the report form holds beside the template's values. */
const RESERVED_KEYS = ['reportItemId', 'version'];
const blank = (text: string | undefined) => !text || text.trim() === '';
const bilingualMissing = (text: { zh: string; en: string }) => blank(text.zh) || blank(text.en);

function numberProblems(
  at: string,
  spec: { min?: string; max?: string; scale?: number; target?: string },
): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  for (const name of ['min', 'max', 'target'] as const) {
    const value = spec[name];
    if (value !== undefined && value.trim() !== '' && !toDecimal(value)) {
      problems.push({ field: `${at}.${name}`, message: 'badNumber', params: { value } });
    }
  }
  if ((spec.scale ?? 0) > MAX_SCALE) problems.push({ field: `${at}.scale`, message: 'scaleTooLarge' });
  const min = spec.min ? toDecimal(spec.min) : null;
  const max = spec.max ? toDecimal(spec.max) : null;
  if (min && max && min.gt(max)) problems.push({ field: `${at}.min`, message: 'minAboveMax' });
  return problems;
}

function columnProblems(at: string, columns: ReportTableColumn[]): TemplateProblem[] {
  if (columns.length === 0) return [{ field: `${at}.columns`, message: 'noColumns' }];
  const seen = new Set<string>();
  return columns.flatMap((column, index) => {
    const where = `${at}.columns[${index}]`;
    const problems: TemplateProblem[] = [];
    if (!KEY.test(column.key)) {
      problems.push({ field: `${where}.key`, message: 'keyFormat', params: { key: column.key } });
    } else if (seen.has(column.key)) {
      problems.push({ field: `${where}.key`, message: 'keyRepeated', params: { key: column.key } });
    }
    seen.add(column.key);
    if (bilingualMissing(column.label)) problems.push({ field: `${where}.label`, message: 'label' });
    if (column.type === 'number') problems.push(...numberProblems(where, column));
    return problems;
  });
}

function optionProblems(at: string, field: ReportField): TemplateProblem[] {
  const options = field.options ?? [];
  if (options.length === 0) return [{ field: `${at}.options`, message: 'noOptions' }];
  const seen = new Set<string>();
  return options.flatMap((option, index): TemplateProblem[] => {
    const where = `${at}.options[${index}]`;
    if (blank(option.value) || bilingualMissing(option.label))
      return [{ field: where, message: 'optionBlank' }];
    const repeated = seen.has(option.value);
    seen.add(option.value);
    return repeated ? [{ field: where, message: 'optionRepeated', params: { value: option.value } }] : [];
  });
}

/** What a field of its type needs beyond its key and label. */
function typeProblems(at: string, field: ReportField): TemplateProblem[] {
  switch (field.type) {
    case 'number':
      return numberProblems(at, field);
    case 'indicator':
      return [
        ...(blank(field.target) ? [{ field: `${at}.target`, message: 'noTarget' as const }] : []),
        ...numberProblems(at, field),
      ];
    case 'choice':
      return optionProblems(at, field);
    case 'table': {
      const rowsOutOfOrder = (field.minRows ?? 0) > (field.maxRows ?? Infinity);
      return [
        ...columnProblems(at, field.columns ?? []),
        ...(rowsOutOfOrder ? [{ field: `${at}.minRows`, message: 'rowsOrder' as const }] : []),
      ];
    }
    case 'attachment':
      return field.maxFiles === 0 ? [{ field: `${at}.maxFiles`, message: 'noFiles' }] : [];
    default:
      return [];
  }
}

/** Every problem of a template definition (empty: it may be saved and published). */
export function templateProblems(definition: ReportTemplateDefinition): TemplateProblem[] {
  if (definition.sections.length === 0) return [{ field: 'sections', message: 'noSections' }];
  const problems: TemplateProblem[] = [];
  if (fieldsOf(definition).length === 0) problems.push({ field: 'sections', message: 'noFields' });
  const seen = new Set<string>();
  definition.sections.forEach((section, sectionIndex) => {
    const sectionAt = `sections[${sectionIndex}]`;
    if (bilingualMissing(section.title))
      problems.push({ field: `${sectionAt}.title`, message: 'sectionTitle' });
    section.fields.forEach((field, fieldIndex) => {
      const at = `${sectionAt}.fields[${fieldIndex}]`;
      if (!KEY.test(field.key)) {
        problems.push({ field: `${at}.key`, message: 'keyFormat', params: { key: field.key } });
      } else if (RESERVED_KEYS.includes(field.key)) {
        problems.push({ field: `${at}.key`, message: 'keyReserved', params: { key: field.key } });
      } else if (seen.has(field.key)) {
        problems.push({ field: `${at}.key`, message: 'keyRepeated', params: { key: field.key } });
      }
      seen.add(field.key);
      if (bilingualMissing(field.label)) problems.push({ field: `${at}.label`, message: 'label' });
      problems.push(...typeProblems(at, field));
    });
  });
  return problems;
}

/** The problem as a sentence in the given language. */
export function formatTemplateProblem(problem: TemplateProblem, locale: Locale): string {
  const [zh, en] = templateProblemTexts[problem.message];
  const text: string = locale === 'en-US' ? en : zh;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => problem.params?.[name] ?? '');
}
