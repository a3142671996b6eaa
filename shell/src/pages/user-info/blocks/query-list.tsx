import List from '@arco-design/web-react/es/List';
import type { ListProps } from '@arco-design/web-react/es/List/interface';
import { AsyncContent } from '../../workplace/async-content';

/** What an RTK Query list hook gives: the rows and the states around them. */
interface ListQuery<T> {
  data?: T[];
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface QueryListProps<T> extends Pick<ListProps<T>, 'render' | 'size' | 'split'> {
  query: ListQuery<T>;
  emptyText: string;
  /** Show only the first few (the dashboard's cards). */
  limit?: number;
}

/** One of the user's lists: loading, error with retry, empty, or its rows as a borderless Arco List. */
export function QueryList<T>({ query, emptyText, limit, ...list }: QueryListProps<T>) {
  const rows = limit ? query.data?.slice(0, limit) : query.data;
  return (
    <AsyncContent
      loading={query.isLoading}
      error={query.error}
      onRetry={() => void query.refetch()}
      empty={!rows?.length}
      emptyText={emptyText}
    >
      <List<T> bordered={false} dataSource={rows} {...list} />
    </AsyncContent>
  );
}
