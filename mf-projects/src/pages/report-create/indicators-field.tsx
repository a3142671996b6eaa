import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import { useTranslation } from 'react-i18next';
import { reportForm } from '@pm/domain/forms';
import { useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { RowsField } from '@pm/web/ui';
import { NS } from '../../locale';
import { emptyIndicator } from './report-values';

/** Target and actual are plain numbers (people, schools, km…), not money: no 元 suffix. */
const COLUMNS = [
  { name: 'name', flex: 3, maxLength: 100 },
  { name: 'unit', flex: 1, maxLength: 20 },
  { name: 'target', flex: 2, maxLength: 19 },
  { name: 'actual', flex: 2, maxLength: 19 },
] as const;

/** The report's indicators (name, unit, target, actual), added and removed in place; at least one. */
export function IndicatorsField() {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(reportForm);
  const label = useSchemaLabel(reportForm);
  return (
    <RowsField
      field="indicators"
      label={label}
      rules={rules}
      minRows={1}
      addText={t('reportCreate.addIndicator')}
      newRow={emptyIndicator}
    >
      {(cell) =>
        COLUMNS.map((column) => (
          <Form.Item key={column.name} {...cell(column.name, column.flex)}>
            <Input maxLength={column.maxLength} />
          </Form.Item>
        ))
      }
    </RowsField>
  );
}
