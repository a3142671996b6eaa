import Empty from '@arco-design/web-react/es/Empty';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import { QueryState } from '@pm/web/ui';

export interface SectionTableProps<T> {
  /** The section's call (an RTK Query result). */
  result: { data?: T[]; isLoading: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };
  columns: ColumnProps<T>[];
  /** What an empty section says. */
  empty: string;
  /** Wider than a phone: the table scrolls sideways inside its card. */
  minWidth?: number;
}

/** A detail section's rows: loading skeleton, error with retry, an empty text, else the table. */
export function SectionTable<T extends { id: number }>({
  result,
  columns,
  empty,
  minWidth = 800,
}: SectionTableProps<T>) {
  return (
    <QueryState isLoading={result.isLoading} error={result.error} refetch={result.refetch}>
      <Table<T>
        rowKey="id"
        columns={columns}
        data={result.data ?? []}
        loading={result.isFetching}
        pagination={false}
        scroll={{ x: minWidth }}
        noDataElement={<Empty description={empty} />}
      />
    </QueryState>
  );
}
