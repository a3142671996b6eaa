import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Typography from '@arco-design/web-react/es/Typography';
import IconDelete from '@arco-design/web-react/icon/react-icon/IconDelete';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { applicationForm, type ApplicationFormValues } from '@pm/shared/forms';
import { compareMoney, formatMoney, isValidAmount, sumMoney } from '@pm/shared/money';
import { AmountInput, useSchemaLabel, useSchemaRules } from '@pm/shared/ui';
import { NS } from '../../../locale';
import { emptyCostItem } from '../application-values';

/** Amounts still being typed count as zero in the running total. */
const typed = (amount: string | undefined) => (amount && isValidAmount(amount) ? amount : null);

/** The running total of the cost items against the amount requested; they must end up equal. */
function CostTotal({ values }: { values: Partial<ApplicationFormValues> }) {
  const { t } = useTranslation(NS);
  const sum = sumMoney((values.costItems ?? []).map((item) => typed(item?.amount)));
  const requested = typed(values.amountRequested);
  const matched = requested !== null && compareMoney(sum, requested) === 0;
  return (
    <Typography.Text type={matched ? 'success' : 'error'} data-testid="cost-total">
      {t('apply.costTotal', {
        sum: formatMoney(sum),
        total: requested === null ? '-' : formatMoney(requested),
      })}
    </Typography.Text>
  );
}

/** The cost items of an application (name, amount, note), added and removed in place. */
export function CostItemsField() {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(applicationForm);
  const label = useSchemaLabel(applicationForm);
  return (
    <Form.List field="costItems" rules={rules('costItems')} noStyle={false}>
      {(fields, { add, remove }) => (
        <div>
          <Typography.Text bold>{label('costItems')}</Typography.Text>
          {fields.map(({ key, field }, index) => (
            <div key={key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <Form.Item
                field={`${field}.name`}
                label={label(`${field}.name`)}
                rules={rules(`${field}.name`)}
                style={{ flex: 2 }}
              >
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item
                field={`${field}.amount`}
                label={label(`${field}.amount`)}
                rules={rules(`${field}.amount`)}
                style={{ flex: 2 }}
              >
                <AmountInput />
              </Form.Item>
              <Form.Item
                field={`${field}.note`}
                label={label(`${field}.note`)}
                rules={rules(`${field}.note`)}
                style={{ flex: 3 }}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Button
                icon={<IconDelete />}
                aria-label={t('apply.removeCostItem', { row: index + 1 })}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
                style={{ marginTop: 30 }}
              />
            </div>
          ))}
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Button type="dashed" icon={<IconPlus />} onClick={() => add(emptyCostItem())}>
              {t('apply.addCostItem')}
            </Button>
            <Form.Item shouldUpdate noStyle>
              {(values: Partial<ApplicationFormValues>) => <CostTotal values={values} />}
            </Form.Item>
          </div>
        </div>
      )}
    </Form.List>
  );
}
