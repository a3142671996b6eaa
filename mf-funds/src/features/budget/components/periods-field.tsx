import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { budgetForm, type BudgetContext, type BudgetFormValues } from '@pm/domain/forms';
import { useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { afterPeriodRemoved, emptyPeriod } from '../budget-values';
import { RowsField } from '@pm/web/ui';

export interface PeriodsFieldProps {
  context: BudgetContext;
  /** Ids of the periods that have expenses: they stay. */
  kept: ReadonlySet<number>;
}

/** The budget's periods, each a name and its dates. Lines name their period by its position here. */
export function PeriodsField({ context, kept }: PeriodsFieldProps) {
  const { t } = useTranslation(NS);
  const { form } = Form.useFormContext();
  const rules = useSchemaRules(budgetForm, context);
  const label = useSchemaLabel(budgetForm);
  const periodId = (index: number) =>
    (form.getFieldValue('periods') as BudgetFormValues['periods'] | undefined)?.[index]?.id;
  return (
    <RowsField
      field="periods"
      keepIds
      label={label}
      rules={rules}
      minRows={1}
      addText={t('budget.form.addPeriod')}
      newRow={emptyPeriod}
      locked={(index) => {
        const id = periodId(index);
        return id !== undefined && kept.has(id) ? t('budget.form.hasExpenses') : null;
      }}
      onRemoved={(index) => {
        const lines = (form.getFieldValue('lines') ?? []) as BudgetFormValues['lines'];
        form.setFieldValue('lines', afterPeriodRemoved(lines, index + 1));
      }}
    >
      {(cell, index, row) => {
        // The picker's input is not tied to its label: name it for the keyboard and screen readers.
        const named = (field: string) => ({ 'aria-label': label(`${row}.${field}`) });
        return (
          <>
            <Typography.Text style={{ marginTop: 36, width: 24 }}>{index + 1}.</Typography.Text>
            <Form.Item {...cell('name', 3)}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item {...cell('startDate', 2)}>
              <DatePicker style={{ width: '100%' }} inputProps={named('startDate')} />
            </Form.Item>
            <Form.Item {...cell('endDate', 2)} dependencies={[`${row}.startDate`]}>
              <DatePicker style={{ width: '100%' }} inputProps={named('endDate')} />
            </Form.Item>
          </>
        );
      }}
    </RowsField>
  );
}
