import { useMemo } from 'react';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import type { BudgetDetail, BudgetLineExecution } from '@pm/domain/shapes';
import { useDict } from '@pm/web/ui';
import { NS } from '../../locale';
import { executionColumns, overrunRowClass } from './execution-columns';

/** Every line of the budget with its execution; overrun lines tinted and tagged. Sorted in the page. */
export function LinesTable({ budget }: { budget: BudgetDetail }) {
  const { t } = useTranslation(NS);
  const categories = useDict('budget_category');
  const sources = useDict('fund_source');
  const periodSeq = useMemo(
    () => new Map(budget.periods.map((period) => [period.id, period.seq])),
    [budget.periods],
  );
  const columns = useMemo<ColumnProps<BudgetLineExecution>[]>(
    () => [
      {
        title: t('budget.lines.period'),
        dataIndex: 'periodName',
        width: 130,
        sorter: (a, b) => (periodSeq.get(a.periodId) ?? 0) - (periodSeq.get(b.periodId) ?? 0),
      },
      {
        title: t('budget.lines.category'),
        dataIndex: 'category',
        width: 120,
        render: (value: string) => categories.label(value),
      },
      {
        title: t('budget.lines.name'),
        dataIndex: 'name',
        width: 200,
        sorter: (a, b) => a.name.localeCompare(b.name),
        render: (name: string, row) => (
          <>
            {name}
            {row.overrun && (
              <Tag color="red" size="small" style={{ marginLeft: 8 }}>
                {t('budget.lines.overrun')}
              </Tag>
            )}
          </>
        ),
      },
      {
        title: t('budget.lines.fundSource'),
        dataIndex: 'fundSource',
        width: 140,
        render: (value: string) => sources.label(value),
      },
      ...executionColumns<BudgetLineExecution>(t),
    ],
    [t, categories, sources, periodSeq],
  );
  return (
    <Table<BudgetLineExecution>
      rowKey="id"
      columns={columns}
      data={budget.lines}
      pagination={false}
      scroll={{ x: 1100 }}
      rowClassName={overrunRowClass}
      aria-label={t('budget.lines.title')}
    />
  );
}
