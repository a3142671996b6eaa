import { useMemo } from 'react';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import type { BudgetDetail, BudgetPeriodExecution } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { NS } from '../../locale';
import { executionColumns, overrunRowClass } from './execution-columns';

/** The periods with what was planned and spent in each. */
export function PeriodsTable({ budget }: { budget: BudgetDetail }) {
  const { t, i18n } = useTranslation(NS);
  const periods = useMemo(() => [...budget.periods].sort((a, b) => a.seq - b.seq), [budget.periods]);
  const columns = useMemo<ColumnProps<BudgetPeriodExecution>[]>(
    () => [
      { title: t('budget.periods.name'), dataIndex: 'name', width: 140 },
      {
        title: t('budget.periods.range'),
        dataIndex: 'startDate',
        width: 220,
        render: (start: string, row) =>
          `${formatDate(start, i18n.language)} ~ ${formatDate(row.endDate, i18n.language)}`,
      },
      ...executionColumns<BudgetPeriodExecution>(t),
    ],
    [t, i18n.language],
  );
  return (
    <Table<BudgetPeriodExecution>
      rowKey="id"
      columns={columns}
      data={periods}
      pagination={false}
      scroll={{ x: 980 }}
      rowClassName={overrunRowClass}
      aria-label={t('budget.periods.title')}
    />
  );
}
