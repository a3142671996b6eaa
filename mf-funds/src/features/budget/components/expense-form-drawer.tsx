import { useEffect, useMemo } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Select from '@arco-design/web-react/es/Select';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BudgetDetail, SpendableAppropriation } from '@pm/domain/shapes';
import { expenseForm, type ExpenseContext, type ExpenseFormValues } from '@pm/domain/forms';
import { compareMoney, formatMoney, subMoney } from '@pm/domain/money';
import { useBusinessDate } from '@pm/web/store';
import { AmountInput, FileUpload, FormDrawer, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useCreateExpenseMutation } from '../api/create-expense';
import { useGetSpendableAppropriationsQuery } from '../api/get-spendable-appropriations';
import { expenseContext, newExpenseValues, toExpenseBody } from '../expense-values';

/** Each line with its period and what its plan still leaves (or how far it is over). */
function lineOptions(budget: BudgetDetail, t: TFunction) {
  return budget.lines.map((line) => {
    const over = compareMoney(line.variance, 0) < 0;
    const label = over
      ? t('budget.expense.lineOverrun', {
          name: line.name,
          period: line.periodName,
          over: formatMoney(subMoney(0, line.variance)),
        })
      : t('budget.expense.lineOption', {
          name: line.name,
          period: line.periodName,
          left: formatMoney(line.variance),
        });
    return { value: line.id, label };
  });
}

/** Each paid appropriation of the project with what of it is not yet recorded as spent. */
function appropriationOptions(spendable: readonly SpendableAppropriation[], t: TFunction) {
  return spendable.map((row) => ({
    value: row.id,
    label: t('budget.expense.appropriationOption', {
      code: row.code,
      left: formatMoney(row.availableAmount),
      amount: formatMoney(row.amount),
    }),
  }));
}

interface FieldsProps {
  budget: BudgetDetail;
  context: ExpenseContext;
  spendable: readonly SpendableAppropriation[];
  loadingSpendable: boolean;
}

function ExpenseFields({ budget, context, spendable, loadingSpendable }: FieldsProps) {
  const { t } = useTranslation(NS);
  const rules = useSchemaRules(expenseForm, context);
  const label = useSchemaLabel(expenseForm);
  const item = (field: keyof ExpenseFormValues) => ({ field, label: label(field), rules: rules(field) });
  const orNull = {
    formatter: (value?: number | null) => value ?? undefined,
    normalize: (value?: number) => value ?? null,
  };
  const half = { xs: 24, md: 12 };
  const period =
    context.periodStart && context.periodEnd
      ? t('budget.expense.periodHint', { from: context.periodStart, to: context.periodEnd })
      : undefined;
  return (
    <>
      <Form.Item {...item('lineId')} {...orNull} extra={period}>
        <Select showSearch placeholder={t('budget.expense.pickLine')} options={lineOptions(budget, t)} />
      </Form.Item>
      <Grid.Row gutter={16}>
        <Grid.Col {...half}>
          <Form.Item {...item('amount')}>
            <AmountInput />
          </Form.Item>
        </Grid.Col>
        <Grid.Col {...half}>
          <Form.Item {...item('date')}>
            <DatePicker style={{ width: '100%' }} inputProps={{ 'aria-label': label('date') }} />
          </Form.Item>
        </Grid.Col>
      </Grid.Row>
      <Grid.Row gutter={16}>
        <Grid.Col {...half}>
          <Form.Item {...item('payee')}>
            <Input maxLength={100} />
          </Form.Item>
        </Grid.Col>
        <Grid.Col {...half}>
          <Form.Item {...item('voucherNo')}>
            <Input maxLength={50} />
          </Form.Item>
        </Grid.Col>
      </Grid.Row>
      <Form.Item {...item('appropriationId')} {...orNull}>
        <Select
          allowClear
          loading={loadingSpendable}
          placeholder={t('budget.expense.noAppropriation')}
          options={appropriationOptions(spendable, t)}
        />
      </Form.Item>
      <Form.Item
        {...item('fileId')}
        // One receipt per expense: the field holds the id of the last file that went up.
        formatter={(id: unknown) => (typeof id === 'number' ? [id] : [])}
        normalize={(ids: unknown) => (Array.isArray(ids) ? ((ids as number[]).at(-1) ?? null) : null)}
      >
        <FileUpload accept=".pdf,.jpg,.jpeg,.png" />
      </Form.Item>
      <Form.Item {...item('remark')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}

export interface ExpenseFormDrawerProps {
  budget: BudgetDetail;
  visible: boolean;
  onClose: () => void;
}

/**
 * Records an expense against a line of the budget: the date within the line's period and the amount within what
 * is left of the linked appropriation, checked as it is typed (shared schema) and again on the server under lock.
 */
export function ExpenseFormDrawer({ budget, visible, onClose }: ExpenseFormDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ExpenseFormValues>();
  const [create] = useCreateExpenseMutation();
  const spendable = useGetSpendableAppropriationsQuery(budget.id, { skip: !visible });
  const lineId = Form.useWatch('lineId', form) as number | null | undefined;
  const appropriationId = Form.useWatch('appropriationId', form) as number | null | undefined;
  const today = useBusinessDate();
  const context = useMemo(
    () => expenseContext(budget, spendable.data, lineId, appropriationId, today),
    [budget, spendable.data, lineId, appropriationId, today],
  );
  const initialValues = useMemo(newExpenseValues, []);

  // Another line or appropriation brings other limits: check the date and amount already typed against them.
  useEffect(() => {
    const typed = form.getTouchedFields().filter((field) => field === 'date' || field === 'amount');
    if (typed.length > 0) form.validate(typed).catch(() => undefined);
  }, [context, form]);

  const submit = async (values: Partial<ExpenseFormValues>) => {
    const saved = await create({ budgetId: budget.id, body: toExpenseBody(values) }).unwrap();
    Message.success(t('budget.expense.saved', { amount: formatMoney(saved.amount) }));
  };

  return (
    <FormDrawer<ExpenseFormValues>
      title={t('budget.expense.title')}
      visible={visible}
      onClose={onClose}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      width={720}
    >
      <ExpenseFields
        budget={budget}
        context={context}
        spendable={spendable.data ?? []}
        loadingSpendable={spendable.isFetching}
      />
    </FormDrawer>
  );
}
