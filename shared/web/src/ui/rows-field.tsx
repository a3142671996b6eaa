import type { ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import type { FormItemProps, RulesProps } from '@arco-design/web-react/es/Form/interface';
import Tooltip from '@arco-design/web-react/es/Tooltip';
import Typography from '@arco-design/web-react/es/Typography';
import IconDelete from '@arco-design/web-react/icon/react-icon/IconDelete';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';

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
  /** Rows that are edited in place keep their `id` in the form's values (only registered fields are submitted). */
  keepIds?: boolean;
  /** A row that may not be removed, with the reason shown on its button (a budget line with expenses). */
  locked?: (index: number) => string | null;
  /** After a row is removed (rows elsewhere pointing at it follow). */
  onRemoved?: (index: number) => void;
  addText: ReactNode;
  newRow: () => unknown;
  /** Beside the add button (a running total). */
  footer?: ReactNode;
  /** The row's fields, side by side; `row` is the row's own path (`lines[2]`). */
  children: (cell: RowCell, index: number, row: string) => ReactNode;
}

/** Holds a value in the form without showing it. */
function KeptValue(_: { value?: unknown }) {
  return null;
}

/**
 * A Form.List of rows (instalments, cost items, indicators, budget periods and lines): its title, each row's
 * fields with a remove button, and an add button. The list's own rule (at least one row, rows adding up) shows
 * under it.
 */
export function RowsField(props: RowsFieldProps) {
  const { t } = useTranslation('common');
  const { field, label, rules, minRows = 0 } = props;
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
              style: { flex, minWidth: 0 },
            });
            const lockedBecause = props.locked?.(index) ?? null;
            const removeButton = (
              <Button
                icon={<IconDelete />}
                aria-label={t('form.removeRow', { name: label(field), row: index + 1 })}
                disabled={rows.length <= minRows || lockedBecause !== null}
                onClick={() => {
                  remove(index);
                  props.onRemoved?.(index);
                }}
                style={{ marginTop: 30 }}
              />
            );
            return (
              <div key={key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                {props.keepIds && (
                  <Form.Item field={`${row}.id`} noStyle>
                    <KeptValue />
                  </Form.Item>
                )}
                {props.children(cell, index, row)}
                {lockedBecause ? <Tooltip content={lockedBecause}>{removeButton}</Tooltip> : removeButton}
              </div>
            );
          })}
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16 }}>
            <Button type="dashed" icon={<IconPlus />} onClick={() => add(props.newRow())}>
              {props.addText}
            </Button>
            {props.footer}
          </div>
        </div>
      )}
    </Form.List>
  );
}
