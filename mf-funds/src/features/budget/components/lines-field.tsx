import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { budgetForm, type BudgetContext, type BudgetFormValues } from '@pm/domain/forms';
import { AmountInput, useDict, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { emptyLine } from '../budget-values';
import { PlannedTotalText } from './planned-total-text';
import { RowsField } from '@pm/web/ui';

type Values = Partial<BudgetFormValues>;

/** The periods above by position, for a line to belong to. */
function periodOptions(values: Values) {
  return (values.periods ?? []).map((period, index) => ({
    value: index + 1,
    label: `${index + 1}. ${period?.name || '-'}`,
  }));
}

export interface LinesFieldProps {
  context: BudgetContext;
  /** Ids of the lines that have expenses: they stay. */
  kept: ReadonlySet<number>;
}

/** The budget lines: period, category, name, planned amount and fund source; the total against the ceiling. */
export function LinesField({ context, kept }: LinesFieldProps) {
  const { t } = useTranslation(NS);
  const { form } = Form.useFormContext();
  const rules = useSchemaRules(budgetForm, context);
  const label = useSchemaLabel(budgetForm);
  const categories = useDict('budget_category');
  const sources = useDict('fund_source');
  const lineId = (index: number) =>
    (form.getFieldValue('lines') as BudgetFormValues['lines'] | undefined)?.[index]?.id;
  return (
    <RowsField
      field="lines"
      keepIds
      label={label}
      rules={rules}
      minRows={1}
      addText={t('budget.form.addLine')}
      newRow={() =>
        emptyLine((form.getFieldValue('periods') as unknown[] | undefined)?.length === 1 ? 1 : null)
      }
      locked={(index) => {
        const id = lineId(index);
        return id !== undefined && kept.has(id) ? t('budget.form.hasExpenses') : null;
      }}
      footer={
        <Form.Item shouldUpdate noStyle>
          {(values: Values) => <PlannedTotalText lines={values.lines} ceiling={context.projectAmount} />}
        </Form.Item>
      }
    >
      {(cell) => (
        <>
          <Form.Item shouldUpdate noStyle>
            {(values: Values) => (
              <Form.Item
                {...cell('periodSeq', 2)}
                formatter={(value?: number | null) => value ?? undefined}
                normalize={(value?: number) => value ?? null}
              >
                <Select placeholder={t('budget.form.pickPeriod')} options={periodOptions(values)} />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item {...cell('category', 2)}>
            <Select options={categories.options} loading={categories.isLoading} />
          </Form.Item>
          <Form.Item {...cell('name', 3)}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item {...cell('plannedAmount', 2)}>
            <AmountInput />
          </Form.Item>
          <Form.Item {...cell('fundSource', 2)}>
            <Select options={sources.options} loading={sources.isLoading} />
          </Form.Item>
        </>
      )}
    </RowsField>
  );
}
