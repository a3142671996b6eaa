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
import { ConfirmAction, useMakerCheck } from '@pm/web/ui';
import { NS } from '../../locale';

const inList = (list: readonly BudgetStatus[], status: BudgetStatus) => list.includes(status);

/** Whether the signed-in user holds a button code. */
export type HasButton = (code: string) => boolean;

/** What the budget's status and the user's permissions allow: workflow actions, editing, recording expenses. */
export function visibleBudgetButtons(status: BudgetStatus, has: HasButton) {
  return {
    actions: allowedActions(budgetMachine, status, has),
    edit: inList(BUDGET_EDITABLE_STATUSES, status) && has(FUNDS_BUTTONS.budgetManage),
    recordExpense: inList(BUDGET_SPENDING_STATUSES, status) && has(FUNDS_BUTTONS.expenseCreate),
  };
}

export interface BudgetActionsProps {
  budget: BudgetDetail;
  onEdit: () => void;
  onRecordExpense: () => void;
}

/**
 * The budget's buttons; each workflow step asks first and may carry a comment. Approving is disabled, with the
 * reason, for whoever drafted or revised it (maker–checker).
 */
export function BudgetActions({ budget, onEdit, onRecordExpense }: BudgetActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const subject = usePermissionSubject();
  const [runAction] = useBudgetActionMutation();
  const makerCheck = useMakerCheck(budget);
  const buttons = visibleBudgetButtons(budget.status, (code) => hasButtonPermission(subject, [code]));
  if (buttons.actions.length === 0 && !buttons.edit && !buttons.recordExpense) return null;

  /** A refusal (409: moved on by someone else) is the shared client's toast, as the server words it. */
  const run = async (action: BudgetAction, comment?: string) => {
    await runAction({ id: budget.id, action, body: { version: budget.version, comment } }).unwrap();
    Message.success(t('budget.detail.actionDone', { action: t(`action.${action}`, { ns: 'common' }) }));
  };

  return (
    <Space wrap style={{ marginTop: 16 }}>
      {buttons.recordExpense && (
        <Button type="primary" icon={<IconPlus />} onClick={onRecordExpense}>
          {t('budget.detail.recordExpense')}
        </Button>
      )}
      {buttons.edit && <Button onClick={onEdit}>{t('budget.detail.edit')}</Button>}
      {buttons.actions.map((action) => {
        const name = t(`action.${action}`, { ns: 'common' });
        return (
          <ConfirmAction
            key={action}
            disabledReason={makerCheck(budgetMachine, action)}
            optionalComment
            title={t('budget.detail.confirmAction', { action: name })}
            type={action === 'approve' ? 'primary' : 'secondary'}
            onConfirm={(comment) => run(action, comment)}
          >
            {name}
          </ConfirmAction>
        );
      })}
    </Space>
  );
}
