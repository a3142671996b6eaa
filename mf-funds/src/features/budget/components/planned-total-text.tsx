import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { BudgetLineValues } from '@pm/domain/forms';
import { formatMoney } from '@pm/domain/money';
import { NS } from '../../../locale';
import { plannedTotal } from '../budget-values';

export interface PlannedTotalTextProps {
  lines: readonly (Partial<BudgetLineValues> | undefined)[] | undefined;
  ceiling: string | null;
}

/** "Planned total vs the project's amount", as the lines are typed: red once the plan goes above it. */
export function PlannedTotalText({ lines, ceiling }: PlannedTotalTextProps) {
  const { t } = useTranslation(NS);
  const total = plannedTotal(lines ?? [], ceiling);
  const figures = {
    sum: formatMoney(total.sum),
    ceiling: formatMoney(total.ceiling),
    left: formatMoney(total.left),
  };
  const key = total.ceiling === null ? 'totalOnly' : total.over ? 'totalOver' : 'totalWithin';
  return (
    <Typography.Text type={total.over ? 'error' : 'secondary'} role="status" data-testid="planned-total">
      {t(`budget.form.${key}`, figures)}
    </Typography.Text>
  );
}
