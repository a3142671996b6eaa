import { useState } from 'react';
import Empty from '@arco-design/web-react/es/Empty';
import Table, { type ColumnProps, type TableProps } from '@arco-design/web-react/es/Table';
import type { Page } from '@pm/domain/contracts';
import { QueryState } from '@pm/web/ui';

const PAGE_SIZE = 10;

/** The RTK Query result of a list call, as far as the table needs it. */
interface PagedResult<T> {
  data?: Page<T>;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface PagedTableProps<T> {
  /** The RTK Query hook of the list call; it is asked one page at a time, with `params`. */
  useList: (params: Record<string, string | number>) => PagedResult<T>;
  params: Record<string, string | number>;
  columns: ColumnProps<T>[];
  /** What an empty list says. */
  empty: string;
  onRow?: TableProps<T>['onRow'];
}

/** A section's list (a project's sub-projects, its reports): paged on the server, paging shown only when needed. */
export function PagedTable<T extends { id: number }>({
  useList,
  params,
  columns,
  empty,
  onRow,
}: PagedTableProps<T>) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useList({ ...params, page, pageSize: PAGE_SIZE });
  const total = data?.total ?? 0;
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <Table<T>
        rowKey="id"
        columns={columns}
        data={data?.list ?? []}
        loading={isFetching}
        onRow={onRow}
        noDataElement={<Empty description={empty} />}
        pagination={total > PAGE_SIZE && { current: page, pageSize: PAGE_SIZE, total, onChange: setPage }}
      />
    </QueryState>
  );
}
