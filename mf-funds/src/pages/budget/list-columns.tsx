import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import type { TFunction } from 'i18next';
import type { BudgetListItem } from '@pm/domain/shapes';
import { compareMoney } from '@pm/domain/money';
import { AmountText, StatusTag, dateColumn, RouterLink } from '@pm/web/ui';
import { ExecutionRate } from '../../features/budget/components/execution-rate';
import { budgetPath } from '../../shared/paths';

/** A revision number as people say it; 0 means the first plan is not approved yet. */
export const revisionText = (t: TFunction, revision: number) =>
  revision > 0 ? t('budget.revisionValue', { revision }) : t('budget.notApproved');

/** The budget list's columns; sortable where the server sorts (BUDGET_SORT_FIELDS). */
export function budgetColumns(t: TFunction, locale: string): ColumnProps<BudgetListItem>[] {
  return [
    { title: t('budget.projectCode'), dataIndex: 'projectCode', sorter: true, width: 140 },
    {
      title: t('budget.projectName'),
      dataIndex: 'projectName',
      sorter: true,
      ellipsis: true,
      // The link is the row's keyboard way in (the row itself opens on a click).
      render: (name: string, row) => <RouterLink to={budgetPath(row.id)}>{name}</RouterLink>,
    },
    {
      title: t('budget.status'),
      dataIndex: 'status',
      sorter: true,
      width: 100,
      render: (status: string) => <StatusTag status={status} entity="budget" />,
    },
    {
      title: t('budget.revision'),
      dataIndex: 'revision',
      width: 90,
      render: (revision: number) => revisionText(t, revision),
    },
    {
      title: t('budget.planned'),
      dataIndex: 'plannedAmount',
      align: 'right',
      width: 130,
      render: (value: string) => <AmountText value={value} short />,
    },
    {
      title: t('budget.actual'),
      dataIndex: 'actualAmount',
      align: 'right',
      width: 130,
      render: (value: string) => <AmountText value={value} short />,
    },
    {
      title: t('budget.rate'),
      dataIndex: 'executionRate',
      width: 200,
      render: (rate: string, row) => (
        <ExecutionRate rate={rate} overrun={compareMoney(row.actualAmount, row.plannedAmount) > 0} />
      ),
    },
    {
      title: t('budget.overrunCount'),
      dataIndex: 'overrunCount',
      width: 110,
      render: (count: number) =>
        count > 0 ? (
          <Tag color="red" bordered>
            {t('budget.overrunLines', { count })}
          </Tag>
        ) : (
          '-'
        ),
    },
    dateColumn<BudgetListItem>(t('budget.updatedAt'), 'updatedAt', locale),
  ];
}
