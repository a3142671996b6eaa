import { useMemo, type ReactNode } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import {
  reportFormOf,
  type BilingualText,
  type ReportField,
  type ReportTemplateDefinition,
} from '@pm/domain/report-templates';
import type { FileRef } from '@pm/domain/shapes';
import { currentLocale } from '../i18n/locale';
import { AmountInput } from '../ui/amount-input';
import { FileUpload } from '../ui/file-upload';
import { useSchemaLabel, useSchemaRules } from '../ui/form-rules';
import { RowsField } from '../ui/rows-field';

export interface ReportFieldsProps {
  definition: ReportTemplateDefinition;
  /** The form the fields sit in (their rules read its values); else the enclosing one. */
  form?: { getFieldsValue(): unknown };
  /** Files the report already has, listed under the attachment field that holds them. */
  files?: readonly FileRef[];
  /** The values the report already holds: which attachment field each file belongs to. */
  values?: Record<string, unknown>;
  disabled?: boolean;
  /** Where attachments go up to and download from (FileUpload's `filesUrl`); the staff store by default. */
  filesUrl?: string;
}

/** A bilingual text of a template in the page's language. */
export function useTemplateText(): (text: BilingualText) => string {
  useTranslation();
  const locale = currentLocale();
  return (text) => (locale === 'en-US' ? text.en || text.zh : text.zh || text.en);
}

const unitSuffix = (unit: string | undefined): ReactNode => (unit ? unit : undefined);

/**
 * The fields of a report template, as Arco form items checked by the template's own rules (the ones the server
 * runs): sections with their titles, then each field by its type. Sits in a `<Form>` whose values are keyed by
 * the template's field keys. The template designer's live preview and the stage-report page both render it.
 */
export function ReportFields({
  definition,
  form,
  files = [],
  values = {},
  disabled,
  filesUrl,
}: ReportFieldsProps) {
  const { t } = useTranslation('common');
  const text = useTemplateText();
  const schema = useMemo(() => reportFormOf(definition), [definition]);
  const rules = useSchemaRules(schema, undefined, form);
  const label = useSchemaLabel(schema);
  const filesOf = (key: string) => {
    const ids = Array.isArray(values[key]) ? (values[key] as number[]) : [];
    return files.filter((file) => ids.includes(file.id));
  };

  const control = (field: ReportField): ReactNode => {
    switch (field.type) {
      case 'text':
        return field.multiline ? (
          <Input.TextArea maxLength={field.maxLength} showWordLimit autoSize={{ minRows: 3, maxRows: 10 }} />
        ) : (
          <Input maxLength={field.maxLength} />
        );
      case 'number':
        return field.money ? <AmountInput /> : <Input inputMode="decimal" suffix={unitSuffix(field.unit)} />;
      case 'indicator':
        return <Input inputMode="decimal" suffix={unitSuffix(field.unit)} />;
      case 'date':
        return <DatePicker style={{ width: 240 }} />;
      case 'choice':
        return (
          <Select allowClear>
            {(field.options ?? []).map((option) => (
              <Select.Option key={option.value} value={option.value}>
                {text(option.label)}
              </Select.Option>
            ))}
          </Select>
        );
      case 'attachment':
        return <FileUpload files={filesOf(field.key)} filesUrl={filesUrl} disabled={disabled} />;
      case 'table':
        return null;
    }
  };

  const item = (field: ReportField) => {
    if (field.type === 'table') {
      const columns = field.columns ?? [];
      return (
        <RowsField
          key={field.key}
          field={field.key}
          label={label}
          rules={rules}
          minRows={field.minRows ?? (field.required ? 1 : 0)}
          addText={t('reportForm.addRow')}
          newRow={() => Object.fromEntries(columns.map((column) => [column.key, '']))}
        >
          {(cell) =>
            columns.map((column) => (
              <Form.Item key={column.key} {...cell(column.key, column.type === 'number' ? 1 : 2)}>
                <Input
                  maxLength={column.maxLength}
                  inputMode={column.type === 'number' ? 'decimal' : undefined}
                  suffix={unitSuffix(column.unit)}
                />
              </Form.Item>
            ))
          }
        </RowsField>
      );
    }
    const extra =
      field.type === 'indicator'
        ? t('reportForm.target', { target: field.target, unit: field.unit ?? '' })
        : field.help
          ? text(field.help)
          : undefined;
    return (
      <Form.Item
        key={field.key}
        field={field.key}
        label={label(field.key)}
        rules={rules(field.key)}
        extra={extra}
        disabled={disabled}
      >
        {control(field)}
      </Form.Item>
    );
  };

  return (
    <>
      {definition.sections.map((section, index) => (
        <section key={index} aria-label={text(section.title)}>
          <Typography.Title heading={6}>{text(section.title)}</Typography.Title>
          {section.fields.map(item)}
        </section>
      ))}
    </>
  );
}
