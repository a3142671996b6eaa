import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Typography from '@arco-design/web-react/es/Typography';
import IconDelete from '@arco-design/web-react/icon/react-icon/IconDelete';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { reportForm } from '@pm/shared/forms';
import { useSchemaLabel, useSchemaRules } from '@pm/shared/ui';
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
    <Form.List field="indicators" rules={rules('indicators')} noStyle={false}>
      {(fields, { add, remove }) => (
        <div>
          <Typography.Text bold>{label('indicators')}</Typography.Text>
          {fields.map(({ key, field }, index) => (
            <div key={key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              {COLUMNS.map((column) => (
                <Form.Item
                  key={column.name}
                  field={`${field}.${column.name}`}
                  label={label(`${field}.${column.name}`)}
                  rules={rules(`${field}.${column.name}`)}
                  style={{ flex: column.flex }}
                >
                  <Input maxLength={column.maxLength} />
                </Form.Item>
              ))}
              <Button
                icon={<IconDelete />}
                aria-label={t('reportCreate.removeIndicator', { row: index + 1 })}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
                style={{ marginTop: 30 }}
              />
            </div>
          ))}
          <Button type="dashed" icon={<IconPlus />} onClick={() => add(emptyIndicator())}>
            {t('reportCreate.addIndicator')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
