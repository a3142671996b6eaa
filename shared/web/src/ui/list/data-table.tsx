import Table, { type TableProps } from '@arco-design/web-react/es/Table';
import Empty from '@arco-design/web-react/es/Empty';
import Pagination from '@arco-design/web-react/es/Pagination';
import Result from '@arco-design/web-react/es/Result';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page, SortOrder } from '@pm/domain/contracts';
import { PAGE_SIZES, type ListQuery } from './list-query';
import { RowCards } from '../phone/row-cards';
import { useNarrowScreen } from '../phone/use-narrow-screen';

export interface DataTableProps<T> {
  columns: NonNullable<TableProps<T>['columns']>;
  page: Page<T> | undefined;
  loading: boolean;
  error?: string;
  query: ListQuery;
  onQueryChange: (change: Partial<ListQuery>) => void;
  rowKey?: keyof T & string;
  rowSelection?: TableProps<T>['rowSelection'];
  /** Wide tables scroll sideways instead of squeezing their columns (`{ x: 1600 }`). */
  scroll?: TableProps<T>['scroll'];
  /** A click on a row opens it, unless it was on one of the row's own links or buttons (they act themselves). */
  onOpenRow?: (row: T) => void;
  /** What an empty list says (default: the common "no data"). */
  emptyText?: string;
  /** On a phone (below 640 px) the rows are cards, with the same columns and paging (the portal's pages). */
  cardsOnPhone?: boolean;
}

const onControl = (event: MouseEvent) => (event.target as HTMLElement).closest('a, button') !== null;

/** A server-paged, server-sorted table with loading, empty and error states. */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const { columns, page, loading, error, query, onQueryChange } = props;
  const narrow = useNarrowScreen();
  if (error) return <Result status="error" title={t('table.loadFailed')} subTitle={error} />;
  const sortedColumns = columns.map((column) =>
    column.sorter && column.dataIndex === query.sortField
      ? { ...column, sortOrder: query.sortOrder }
      : { ...column, sortOrder: column.sorter ? undefined : column.sortOrder },
  );
  if (props.cardsOnPhone && narrow) {
    return (
      <>
        <RowCards<T>
          columns={columns}
          data={page?.list ?? []}
          rowKey={props.rowKey}
          loading={loading}
          emptyText={props.emptyText}
          onOpenRow={props.onOpenRow}
        />
        <Pagination
          style={{ marginTop: 12, justifyContent: 'center' }}
          simple
          current={query.page}
          pageSize={query.pageSize}
          total={page?.total ?? 0}
          onChange={(current, pageSize) => onQueryChange({ page: current, pageSize })}
        />
      </>
    );
  }
  return (
    <Table<T>
      rowKey={props.rowKey ?? ('id' as keyof T & string)}
      columns={sortedColumns}
      data={page?.list ?? []}
      loading={loading}
      rowSelection={props.rowSelection}
      scroll={props.scroll}
      noDataElement={
        // The first page on its way: the spinner says so; "nothing here" is only said of an answer.
        loading && !page ? (
          <Empty icon={<></>} description={t('common.loading')} />
        ) : (
          <Empty description={props.emptyText ?? t('common.empty')} />
        )
      }
      onRow={
        props.onOpenRow
          ? (row) => ({
              onClick: (event: MouseEvent) => !onControl(event) && props.onOpenRow?.(row),
              style: { cursor: 'pointer' },
            })
          : undefined
      }
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
