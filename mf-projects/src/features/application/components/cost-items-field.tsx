import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { applicationForm, type ApplicationFormValues } from '@pm/domain/forms';
import { formatMoney } from '@pm/domain/money';
import { AmountInput, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { amountsTotal } from '../../../shared/amounts-total';
import { RowsField } from '@pm/web/ui';
import { NS } from '../../../locale';
import { emptyCostItem } from '../application-values';

/** The running total of the cost items against the amount requested; they must end up equal. */
function CostTotal({ values }: { values: Partial<ApplicationFormValues> }) {
  const { t } = useTranslation(NS);
  const { sum, total, matched } = amountsTotal(
    (values.costItems ?? []).map((item) => item?.amount),
    values.amountRequested,
  );
  return (
    <Typography.Text type={matched ? 'success' : 'error'} data-testid="cost-total">
      {t('apply.costTotal', {
        sum: formatMoney(sum),
        total: total === null ? '-' : formatMoney(total),
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
    <RowsField
      field="costItems"
      label={label}
      rules={rules}
      minRows={1}
      addText={t('apply.addCostItem')}
      newRow={emptyCostItem}
      footer={
        <Form.Item shouldUpdate noStyle>
          {(values: Partial<ApplicationFormValues>) => <CostTotal values={values} />}
        </Form.Item>
      }
    >
      {(cell) => (
        <>
          <Form.Item {...cell('name', 2)}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item {...cell('amount', 2)}>
            <AmountInput />
          </Form.Item>
          <Form.Item {...cell('note', 3)}>
            <Input maxLength={200} />
          </Form.Item>
        </>
      )}
    </RowsField>
  );
}
