import Descriptions from '@arco-design/web-react/es/Descriptions';
import Table from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import { fieldsOf, type ReportField, type ReportTemplateDefinition } from '@pm/domain/report-templates';
import type { FileRef } from '@pm/domain/shapes';
import { useTemplateText } from './report-fields';

export interface ReportValuesViewProps {
  definition: ReportTemplateDefinition;
  values: Record<string, unknown>;
  files?: readonly FileRef[];
}

/** A filled report read back: each field of its template with its value (a table as a table). */
export function ReportValuesView({ definition, values, files = [] }: ReportValuesViewProps) {
  const { t } = useTranslation('common');
  const text = useTemplateText();
  const shown = (field: ReportField) => {
    const value = values[field.key];
    switch (field.type) {
      case 'table': {
        const rows = Array.isArray(value) ? (value as Record<string, string>[]) : [];
        return (
          <Table
            size="mini"
            pagination={false}
            rowKey={(row) => rows.indexOf(row)}
            data={rows}
            columns={(field.columns ?? []).map((column) => ({
              title: text(column.label),
              dataIndex: column.key,
            }))}
          />
        );
      }
      case 'attachment': {
        const ids = Array.isArray(value) ? (value as number[]) : [];
        const names = files.filter((file) => ids.includes(file.id)).map((file) => file.name);
        return names.length > 0 ? names.join('、') : '-';
      }
      case 'choice':
        return text(field.options?.find((option) => option.value === value)?.label ?? { zh: '-', en: '-' });
      case 'indicator':
        return value
          ? t('reportForm.actualOfTarget', { actual: value, target: field.target, unit: field.unit ?? '' })
          : '-';
      default: {
        const shownText = typeof value === 'string' && value !== '' ? value : '-';
        return field.type === 'number' && field.unit && shownText !== '-'
          ? `${shownText} ${field.unit}`
          : shownText;
      }
    }
  };
  return (
    <Descriptions
      column={1}
      colon=""
      border
      data={fieldsOf(definition).map((field) => ({ label: text(field.label), value: shown(field) }))}
    />
  );
}
