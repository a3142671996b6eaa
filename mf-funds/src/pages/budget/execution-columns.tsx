import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { TFunction } from 'i18next';
import { compareMoney } from '@pm/domain/money';
import { AmountText } from '@pm/web/ui';
import { ExecutionRate } from '../../features/budget/components/execution-rate';
import styles from './budget.module.css';

/** What a line and a period share: planned, actual, variance and rate, with overrun. */
interface Execution {
  plannedAmount: string;
  actualAmount: string;
  variance: string;
  executionRate: string;
  overrun: boolean;
}

const byMoney =
  <T extends Execution>(field: keyof Execution) =>
  (a: T, b: T) =>
    compareMoney(a[field] as string, b[field] as string);

/** The execution columns of the lines and periods tables, sortable in the page (every row is loaded). */
export function executionColumns<T extends Execution>(t: TFunction): ColumnProps<T>[] {
  const amount = (value: string) => <AmountText value={value} />;
  return [
    {
      title: t('budget.planned'),
      dataIndex: 'plannedAmount',
      align: 'right',
      width: 140,
      sorter: byMoney<T>('plannedAmount'),
      render: amount,
    },
    {
      title: t('budget.actual'),
      dataIndex: 'actualAmount',
      align: 'right',
      width: 140,
      sorter: byMoney<T>('actualAmount'),
      render: amount,
    },
    {
      title: t('budget.variance'),
      dataIndex: 'variance',
      align: 'right',
      width: 140,
      sorter: byMoney<T>('variance'),
      render: (value: string) => (
        <span className={compareMoney(value, 0) < 0 ? styles.danger : undefined}>
          <AmountText value={value} />
        </span>
      ),
    },
    {
      title: t('budget.rate'),
      dataIndex: 'executionRate',
      width: 200,
      sorter: byMoney<T>('executionRate'),
      render: (rate: string, row) => <ExecutionRate rate={rate} overrun={row.overrun} />,
    },
  ];
}

/** Overrun rows are tinted (the tag in the row says it in words). */
export const overrunRowClass = (row: Execution) => (row.overrun ? (styles.overrunRow ?? '') : '');
