import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import { useTranslation } from 'react-i18next';
import type { BudgetDetail, BudgetProject } from '@pm/domain/shapes';
import { budgetForm, type BudgetContext, type BudgetFormValues } from '@pm/domain/forms';
import { formatMoney } from '@pm/domain/money';
import { FormDrawer, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useCreateBudgetMutation } from '../api/create-budget';
import { useUpdateBudgetMutation } from '../api/update-budget';
import { budgetValuesOf, newBudgetValues, rowsWithExpenses, toBudgetBody } from '../budget-values';
import { BudgetProjectSelect } from './budget-project-select';
import { LinesField } from './lines-field';
import { PeriodsField } from './periods-field';

type Values = BudgetFormValues & { projectId?: number | null };

export interface BudgetFormDrawerProps {
  visible: boolean;
  /** Called once per closing, with the budget when it was just saved. */
  onClose: (saved?: BudgetDetail) => void;
  /** The budget to edit, as it was when the form opened (its version goes with the save); new when absent. */
  budget?: BudgetDetail;
  /** Opens another budget (the chosen project has one already). */
  onOpenBudget?: (id: number) => void;
}

/** The project field of a new budget: one must be chosen, and one without a budget. */
function projectRules(t: (key: string) => string, picked: BudgetProject | null): RulesProps[] {
  return [
    {
      required: true,
      validator(value: unknown, callback: (error?: string) => void) {
        if (value === null || value === undefined) callback(t('budget.form.projectRequired'));
        else if (picked?.budgetId) callback(t('budget.form.projectHasBudget'));
        else callback();
      },
    },
  ];
}

function ProjectField({
  picked,
  onPick,
  onOpenBudget,
}: {
  picked: BudgetProject | null;
  onPick: (project: BudgetProject | null) => void;
  onOpenBudget?: (id: number) => void;
}) {
  const { t } = useTranslation(NS);
  const amount = picked?.projectAmount;
  return (
    <>
      <Form.Item
        field="projectId"
        label={t('budget.form.project')}
        rules={projectRules(t, picked)}
        extra={
          picked &&
          !picked.budgetId &&
          (amount
            ? `${t('budget.detail.projectAmount')}: ${formatMoney(amount)}`
            : t('budget.form.noProjectAmount'))
        }
      >
        <BudgetProjectSelect onPick={onPick} />
      </Form.Item>
      {picked?.budgetId && (
        <Alert
          type="warning"
          style={{ marginBottom: 16 }}
          content={t('budget.form.projectHasBudget')}
          action={
            <Button size="small" type="primary" onClick={() => onOpenBudget?.(picked.budgetId!)}>
              {t('budget.form.openBudget')}
            </Button>
          }
        />
      )}
    </>
  );
}

/**
 * Drafts a project's budget or edits a draft or revising one: periods, lines and the total against the project's
 * amount. The shared schema checks it here as it is typed and again on the server.
 */
export function BudgetFormDrawer({ visible, onClose, budget, onOpenBudget }: BudgetFormDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const [create] = useCreateBudgetMutation();
  const [update] = useUpdateBudgetMutation();
  const [picked, setPicked] = useState<BudgetProject | null>(null);
  const saved = useRef<BudgetDetail>();
  const label = useSchemaLabel(budgetForm);
  const context = useMemo<BudgetContext>(
    () => ({ projectAmount: budget ? budget.projectAmount : (picked?.projectAmount ?? null) }),
    [budget, picked],
  );
  const rules = useSchemaRules(budgetForm, context, form);
  const kept = useMemo(() => rowsWithExpenses(budget), [budget]);
  // Another project brings another ceiling: check the lines already typed against it.
  useEffect(() => {
    if (form.getTouchedFields().some((field) => String(field).startsWith('lines'))) {
      form.validate(['lines']).catch(() => undefined);
    }
  }, [context, form]);
  const initialValues = useMemo<Values>(
    () => (budget ? budgetValuesOf(budget) : { ...newBudgetValues(), projectId: null }),
    [budget],
  );

  const submit = async (values: Partial<Values>) => {
    const body = toBudgetBody(values);
    if (budget) {
      saved.current = await update({ id: budget.id, body: { ...body, version: budget.version } }).unwrap();
      Message.success(t('budget.form.saved'));
      return;
    }
    saved.current = await create({ projectId: values.projectId!, ...body }).unwrap();
    Message.success(t('budget.form.created', { project: saved.current.projectName }));
  };

  const close = () => {
    const justSaved = saved.current;
    saved.current = undefined;
    setPicked(null);
    onClose(justSaved);
  };

  return (
    <FormDrawer<Values>
      title={
        budget ? t('budget.form.editTitle', { project: budget.projectName }) : t('budget.form.createTitle')
      }
      visible={visible}
      onClose={close}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      width={1080}
    >
      {!budget && (
        <ProjectField
          picked={picked}
          onPick={setPicked}
          onOpenBudget={(id) => {
            close();
            onOpenBudget?.(id);
          }}
        />
      )}
      <div style={{ display: 'grid', gap: 16, marginBottom: 16 }}>
        <PeriodsField context={context} kept={kept.periods} />
        <LinesField context={context} kept={kept.lines} />
      </div>
      <Form.Item field="remark" label={label('remark')} rules={rules('remark')}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </FormDrawer>
  );
}
