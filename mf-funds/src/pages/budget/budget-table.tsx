import Empty from '@arco-design/web-react/es/Empty';
import Result from '@arco-design/web-react/es/Result';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BudgetListItem, Page, SortOrder } from '@pm/shared/contracts';
import { PAGE_SIZES, type ListQuery } from '@pm/shared/ui';

export interface BudgetTableProps {
  columns: ColumnProps<BudgetListItem>[];
  page: Page<BudgetListItem> | undefined;
  loading: boolean;
  error?: string;
  query: ListQuery;
  onQueryChange: (change: Partial<ListQuery>) => void;
  onOpen: (row: BudgetListItem) => void;
  emptyText: string;
}

/** A click on the row opens it, unless it was on a link or button of the row (they act themselves). */
const onControl = (event: MouseEvent) => (event.target as HTMLElement).closest('a, button') !== null;

/**
 * The server-paged, server-sorted budget table, as the shared DataTable draws it, plus a row that opens on a
 * click (DataTable has no row events).
 */
export function BudgetTable(props: BudgetTableProps) {
  const { columns, page, loading, error, query, onQueryChange, onOpen } = props;
  const { t } = useTranslation('common');
  if (error) return <Result status="error" title={t('table.loadFailed')} subTitle={error} />;
  const sorted = columns.map((column) =>
    column.sorter
      ? { ...column, sortOrder: column.dataIndex === query.sortField ? query.sortOrder : undefined }
      : column,
  );
  return (
    <Table<BudgetListItem>
      rowKey="id"
      columns={sorted}
      data={page?.list ?? []}
      loading={loading}
      scroll={{ x: 1200 }}
      noDataElement={<Empty description={props.emptyText} />}
      onRow={(row) => ({
        onClick: (event: MouseEvent) => !onControl(event) && onOpen(row),
        style: { cursor: 'pointer' },
      })}
      pagination={{
        current: query.page,
        pageSize: query.pageSize,
        total: page?.total ?? 0,
        showTotal: true,
        sizeCanChange: true,
        sizeOptions: PAGE_SIZES,
      }}
      onChange={(pagination, sorter) => {
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const sortOrder = single?.direction as SortOrder | undefined;
        onQueryChange({
          page: pagination.current ?? 1,
          pageSize: pagination.pageSize ?? query.pageSize,
          sortField: sortOrder ? String(single?.field) : undefined,
          sortOrder,
        });
      }}
    />
  );
}
