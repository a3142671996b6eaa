import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { ExpenseItem, ExpenseReversal } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { formatMoney } from '@pm/domain/money';
import { ConfirmAction } from '@pm/web/ui';
import { useReverseExpenseMutation } from '../../features/budget/api/reverse-expense';
import { NS } from '../../locale';

/** A reversed expense's mark: the tag, then why, who and when (the amount beside it is struck through). */
export function ReversalNote({ reversal }: { reversal: ExpenseReversal }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Space direction="vertical" size={2}>
      <Tag color="gray">{t('budget.expenses.reversed')}</Tag>
      <Typography.Text type="secondary">
        {t('budget.expenses.reversedBy', {
          reason: reversal.reason,
          by: reversal.reversedByName ?? '-',
          at: formatDateTime(reversal.reversedAt, i18n.language),
        })}
      </Typography.Text>
    </Space>
  );
}

/** Reverses one expense after asking why; the budget's figures and the list are read again. */
export function ReverseExpenseButton({ expense }: { expense: ExpenseItem }) {
  const { t } = useTranslation(NS);
  const [reverse] = useReverseExpenseMutation();
  const amount = formatMoney(expense.amount);
  return (
    <ConfirmAction
      needComment
      size="mini"
      type="text"
      status="danger"
      commentLabel={t('budget.expenses.reverseReason')}
      title={t('budget.expenses.confirmReverse', { amount, voucher: expense.voucherNo })}
      okText={t('budget.expenses.reverse')}
      onConfirm={async (reason) => {
        await reverse({
          budgetId: expense.budgetId,
          expenseId: expense.id,
          body: { reason: reason ?? '' },
        }).unwrap();
        Message.success(t('budget.expenses.reverseDone', { amount }));
      }}
    >
      {t('budget.expenses.reverse')}
    </ConfirmAction>
  );
}
