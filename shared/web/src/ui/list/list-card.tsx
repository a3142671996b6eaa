import type { ReactNode } from 'react';
import Card from '@arco-design/web-react/es/Card';
import { errorText } from '../../api/error-text';
import { DataTable, type DataTableProps } from './data-table';
import { toRequestParams, type ListQuery } from './list-query';
import type { ListQueryResult } from './list-query-result';
import { ListToolbar } from './list-toolbar';
import { useListQuery } from './use-list-query';

export interface ListCardProps<T> {
  title: ReactNode;
  searchPlaceholder: string;
  /** The RTK Query hook of the list call. */
  useList: (params: Record<string, string | number>) => ListQueryResult<T>;
  columns: DataTableProps<T>['columns'];
  /** URL parameters the page filters by, besides keyword and paging. */
  filterNames?: readonly string[];
  /** Fixed request parameters (e.g. a view or type the route implies). */
  fixedParams?: Record<string, string>;
  renderFilters?: (query: ListQuery, update: (change: Partial<ListQuery>) => void) => ReactNode;
  actions?: ReactNode;
  /** On a phone the rows are cards (`DataTable`'s `cardsOnPhone`). */
  cardsOnPhone?: boolean;
}

/** A list page: search and filters in the URL, a server-paged table, loading, empty and error states. */
export function ListCard<T extends object>(props: ListCardProps<T>) {
  const { query, update } = useListQuery(props.filterNames);
  const { data, isFetching, error } = props.useList({ ...toRequestParams(query), ...props.fixedParams });
  return (
    <Card title={props.title}>
      <ListToolbar
        keyword={query.keyword}
        placeholder={props.searchPlaceholder}
        onSearch={(keyword) => update({ keyword })}
        filters={props.renderFilters?.(query, update)}
        actions={props.actions}
      />
      <DataTable<T>
        columns={props.columns}
        page={data}
        loading={isFetching}
        error={errorText(error)}
        query={query}
        onQueryChange={update}
        cardsOnPhone={props.cardsOnPhone}
      />
    </Card>
  );
}
