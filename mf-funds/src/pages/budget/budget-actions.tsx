import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { hasButtonPermission } from '@pm/domain/auth';
import { usePermissionSubject } from '@pm/web/auth';
import type { BudgetDetail } from '@pm/domain/shapes';
import {
  allowedActions,
  BUDGET_EDITABLE_STATUSES,
  BUDGET_SPENDING_STATUSES,
  budgetMachine,
  FUNDS_BUTTONS,
  type BudgetAction,
  type BudgetStatus,
} from '@pm/domain/workflow';
import { useBudgetActionMutation } from '../../features/budget/api/budget-action';
import { useSubmitBudgetMutation } from '../../features/budget/api/submit-budget';
import { ConfirmAction, DisabledReason } from '@pm/web/ui';
import { NS } from '../../locale';

const inList = (list: readonly BudgetStatus[], status: BudgetStatus) => list.includes(status);

/** Whether the signed-in user holds a button code. */
export type HasButton = (code: string) => boolean;

/**
 * What the budget's status, its approval and the user's permissions allow: workflow actions (lock, revise),
 * editing and submitting a draft or revision for approval (while that approval runs the plan is read-only: editing
 * is shown disabled, with why), recording expenses. Approving is its approval's, in the approvals inbox.
 */
export function visibleBudgetButtons(budget: Pick<BudgetDetail, 'status' | 'approval'>, has: HasButton) {
  const inApproval = budget.approval?.status === 'running';
  const draft = inList(BUDGET_EDITABLE_STATUSES, budget.status) && has(FUNDS_BUTTONS.budgetManage);
  return {
    actions: allowedActions(budgetMachine, budget.status, has),
    edit: draft,
    readOnly: draft && inApproval,
    submit: draft && !inApproval,
    recordExpense: inList(BUDGET_SPENDING_STATUSES, budget.status) && has(FUNDS_BUTTONS.expenseCreate),
  };
}

export interface BudgetActionsProps {
  budget: BudgetDetail;
  onEdit: () => void;
  onRecordExpense: () => void;
}

/** The budget's buttons; each workflow step and the submission ask first and may carry a comment. */
export function BudgetActions({ budget, onEdit, onRecordExpense }: BudgetActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const subject = usePermissionSubject();
  const [runAction] = useBudgetActionMutation();
  const [submit] = useSubmitBudgetMutation();
  const buttons = visibleBudgetButtons(budget, (code) => hasButtonPermission(subject, [code]));
  if (buttons.actions.length === 0 && !buttons.edit && !buttons.recordExpense) return null;

  /** A refusal (409: moved on by someone else) is the shared client's toast, as the server words it. */
  const run = async (action: BudgetAction, comment?: string) => {
    await runAction({ id: budget.id, action, body: { version: budget.version, comment } }).unwrap();
    Message.success(t('budget.detail.actionDone', { action: t(`action.${action}`, { ns: 'common' }) }));
  };
  const submitForApproval = async (comment?: string) => {
    await submit({ id: budget.id, version: budget.version, comment }).unwrap();
    Message.success(t('budget.detail.submitted'));
  };

  return (
    <Space wrap style={{ marginTop: 16 }}>
      {buttons.recordExpense && (
        <Button type="primary" icon={<IconPlus />} onClick={onRecordExpense}>
          {t('budget.detail.recordExpense')}
        </Button>
      )}
      {buttons.edit && (
        <DisabledReason reason={buttons.readOnly ? t('budget.detail.readOnlyInApproval') : undefined}>
          <Button onClick={onEdit}>{t('budget.detail.edit')}</Button>
        </DisabledReason>
      )}
      {buttons.submit && (
        <ConfirmAction
          type="primary"
          optionalComment
          title={t('budget.detail.submitConfirm')}
          okText={t('budget.detail.submit')}
          onConfirm={submitForApproval}
        >
          {t('budget.detail.submit')}
        </ConfirmAction>
      )}
      {buttons.actions.map((action) => {
        const name = t(`action.${action}`, { ns: 'common' });
        return (
          <ConfirmAction
            key={action}
            optionalComment
            title={t('budget.detail.confirmAction', { action: name })}
            type="secondary"
            onConfirm={(comment) => run(action, comment)}
          >
            {name}
          </ConfirmAction>
        );
      })}
    </Space>
  );
}
