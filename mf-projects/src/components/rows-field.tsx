import type { ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import type { FormItemProps, RulesProps } from '@arco-design/web-react/es/Form/interface';
import Typography from '@arco-design/web-react/es/Typography';
import IconDelete from '@arco-design/web-react/icon/react-icon/IconDelete';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { NS } from '../locale';

/** A field of the row: its Form.Item props (`instalments[0].amount`, its schema label and rules, its width share). */
export type RowCell = (name: string, flex: number) => FormItemProps;

export interface RowsFieldProps {
  /** The list's field (`instalments`); its rows are `instalments[0]`, `instalments[1]`… as the schema names them. */
  field: string;
  /** The form schema's labels and rules (`useSchemaLabel`, `useSchemaRules`). */
  label: (field: string) => string;
  rules: (field: string) => RulesProps[];
  /** Rows that must stay: removing is off at this count. */
  minRows?: number;
  addText: ReactNode;
  newRow: () => unknown;
  /** Beside the add button (a running total). */
  footer?: ReactNode;
  /** The row's fields, side by side. */
  children: (cell: RowCell, index: number) => ReactNode;
}

/**
 * A Form.List of rows (instalments, cost items, indicators…): its title, each row's fields with a remove button,
 * and an add button. The list's own rule (at least one row, rows adding up) shows under it.
 */
export function RowsField({
  field,
  label,
  rules,
  minRows = 0,
  addText,
  newRow,
  footer,
  children,
}: RowsFieldProps) {
  const { t } = useTranslation(NS);
  return (
    <Form.List field={field} rules={rules(field)}>
      {(rows, { add, remove }) => (
        <div>
          <Typography.Text bold>{label(field)}</Typography.Text>
          {rows.map(({ key, field: row }, index) => {
            const cell: RowCell = (name, flex) => ({
              field: `${row}.${name}`,
              label: label(`${row}.${name}`),
              rules: rules(`${row}.${name}`),
              style: { flex },
            });
            return (
              <div key={key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                {children(cell, index)}
                <Button
                  icon={<IconDelete />}
                  aria-label={t('rows.remove', { name: label(field), row: index + 1 })}
                  disabled={rows.length <= minRows}
                  onClick={() => remove(index)}
                  style={{ marginTop: 30 }}
                />
              </div>
            );
          })}
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
            <Button type="dashed" icon={<IconPlus />} onClick={() => add(newRow())}>
              {addText}
            </Button>
            {footer}
          </div>
        </div>
      )}
    </Form.List>
  );
}
