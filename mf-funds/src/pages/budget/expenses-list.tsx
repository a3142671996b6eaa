import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Select from '@arco-design/web-react/es/Select';
import Typography from '@arco-design/web-react/es/Typography';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorText } from '@pm/web/api';
import { hasButtonPermission } from '@pm/domain/auth';
import { usePermissionSubject } from '@pm/web/auth';
import type { BudgetDetail, ExpenseItem, ExpenseReversal, FileRef } from '@pm/domain/shapes';
import {
  AmountText,
  DataTable,
  DEFAULT_PAGE_SIZE,
  ListToolbar,
  dateColumn,
  downloadFile,
  toRequestParams,
  type ListQuery,
} from '@pm/web/ui';
import { BUDGET_SPENDING_STATUSES, FUNDS_BUTTONS, type BudgetStatus } from '@pm/domain/workflow';
import { useGetExpensesQuery } from '../../features/budget/api/get-expenses';
import { NS } from '../../locale';
import { ReversalNote, ReverseExpenseButton } from './expense-reversal';

const FIRST_PAGE: ListQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE, filters: {} };

function expenseColumns(t: TFunction, locale: string, canReverse: boolean): ColumnProps<ExpenseItem>[] {
  const columns: ColumnProps<ExpenseItem>[] = [
    dateColumn<ExpenseItem>(t('budget.expenses.date'), 'date', locale, { width: 120 }),
    {
      title: t('budget.expenses.line'),
      dataIndex: 'lineName',
      width: 200,
      render: (name: string, row) => `${name}（${row.periodName}）`,
    },
    {
      title: t('budget.expenses.amount'),
      dataIndex: 'amount',
      align: 'right',
      sorter: true,
      width: 140,
      // A reversed expense keeps the amount it was recorded with, struck through: no figure counts it.
      render: (value: string, row) =>
        row.reversal ? (
          <Typography.Text delete>
            <AmountText value={value} />
          </Typography.Text>
        ) : (
          <AmountText value={value} />
        ),
    },
    { title: t('budget.expenses.payee'), dataIndex: 'payee', ellipsis: true, width: 180 },
    { title: t('budget.expenses.voucherNo'), dataIndex: 'voucherNo', width: 150 },
    {
      title: t('budget.expenses.appropriation'),
      dataIndex: 'appropriationCode',
      width: 150,
      render: (code: string | null) => code ?? '-',
    },
    {
      title: t('budget.expenses.file'),
      dataIndex: 'file',
      width: 160,
      render: (file: FileRef | null) =>
        file ? (
          <Button type="text" size="mini" icon={<IconDownload />} onClick={() => void downloadFile(file)}>
            {file.name}
          </Button>
        ) : (
          '-'
        ),
    },
    { title: t('budget.expenses.createdBy'), dataIndex: 'createdByName', width: 110 },
    {
      title: t('budget.expenses.reversal'),
      dataIndex: 'reversal',
      width: 220,
      render: (reversal: ExpenseReversal | null) => (reversal ? <ReversalNote reversal={reversal} /> : '-'),
    },
  ];
  if (!canReverse) return columns;
  return [
    ...columns,
    {
      title: t('budget.expenses.actions'),
      key: 'actions',
      fixed: 'right',
      width: 90,
      render: (_: unknown, row) => (row.reversal ? null : <ReverseExpenseButton expense={row} />),
    },
  ];
}

/**
 * The budget's expenses, paged by the server, filtered by line and searched by payee or voucher number; reversed
 * ones stay listed with their reversal, and a holder of the reversal code may reverse the others.
 */
export function ExpensesList({ budget }: { budget: BudgetDetail }) {
  const { t, i18n } = useTranslation(NS);
  const [query, setQuery] = useState<ListQuery>(FIRST_PAGE);
  const update = (change: Partial<ListQuery>) =>
    setQuery((current) => {
      const resetsPage = 'keyword' in change || 'filters' in change || 'pageSize' in change;
      return { ...current, ...change, page: change.page ?? (resetsPage ? 1 : current.page) };
    });
  const { data, isFetching, error } = useGetExpensesQuery({
    budgetId: budget.id,
    params: toRequestParams(query),
  });
  const subject = usePermissionSubject();
  // Reversals follow the budget's books: open while it takes expenses, closed once it is locked.
  const canReverse =
    (BUDGET_SPENDING_STATUSES as readonly BudgetStatus[]).includes(budget.status) &&
    hasButtonPermission(subject, [FUNDS_BUTTONS.expenseReverse]);
  const columns = useMemo(() => expenseColumns(t, i18n.language, canReverse), [t, i18n.language, canReverse]);
  const lineOptions = budget.lines.map((line) => ({
    value: String(line.id),
    label: `${line.name}（${line.periodName}）`,
  }));
  return (
    <>
      <ListToolbar
        keyword={query.keyword}
        placeholder={t('budget.expenses.search')}
        onSearch={(keyword) => update({ keyword })}
        filters={
          <Select
            allowClear
            style={{ width: 240 }}
            aria-label={t('budget.expenses.lineFilter')}
            placeholder={t('budget.expenses.allLines')}
            value={query.filters.lineId}
            options={lineOptions}
            onChange={(lineId?: string) => update({ filters: lineId ? { lineId } : {} })}
          />
        }
      />
      <DataTable<ExpenseItem>
        columns={columns}
        page={data}
        loading={isFetching}
        error={errorText(error)}
        query={query}
        onQueryChange={update}
        scroll={{ x: 1500 }}
      />
    </>
  );
}
