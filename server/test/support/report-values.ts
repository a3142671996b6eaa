import { fieldsOf } from '@pm/domain/report-templates';
import type { ReportTemplateDefinition } from '@pm/domain/report-templates';

/** Valid values for a template: each field filled as its type asks. */
export function valuesFor(detail: { definition: ReportTemplateDefinition }, fileIds: number[] = []) {
  const values: Record<string, unknown> = {};
  for (const field of fieldsOf(detail.definition)) {
    switch (field.type) {
      case 'attachment':
        values[field.key] = fileIds;
        break;
      case 'number':
        values[field.key] = field.money ? '1000.00' : '10';
        break;
      case 'table':
        values[field.key] = [Object.fromEntries((field.columns ?? []).map((column) => [column.key, '1']))];
        break;
      case 'date':
        values[field.key] = '2026-06-30';
        break;
      case 'choice':
        values[field.key] = field.options?.[0]?.value ?? '';
        break;
      case 'indicator':
        values[field.key] = '1';
        break;
      default:
        values[field.key] = '阶段工作已按计划完成';
    }
  }
  return values;
}
