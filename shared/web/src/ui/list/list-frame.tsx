import type { ReactNode } from 'react';
import Card from '@arco-design/web-react/es/Card';
import Divider from '@arco-design/web-react/es/Divider';
import Space from '@arco-design/web-react/es/Space';
import { errorText } from '../../api/error-text';
import { DataTable, type DataTableProps } from './data-table';
import type { ListQueryResult } from './list-query-result';

export interface ListFrameProps<T> extends Omit<DataTableProps<T>, 'page' | 'loading' | 'error'> {
  title: ReactNode;
  /** The card header's right side (e.g. a switch between views). */
  extra?: ReactNode;
  /** The page's `SearchForm` (its filters land in the URL). */
  search: ReactNode;
  /** Under the search form: what filters the list besides the form (e.g. a closable project tag). */
  filterTags?: ReactNode;
  /** The toolbar's left side: create and batch buttons. */
  actions?: ReactNode;
  /** The toolbar's right side: the export button. */
  exportButton?: ReactNode;
  /** Between the toolbar and the table: the sums of every row the filters match. */
  totals?: ReactNode;
  /** The list call's result (RTK Query hook). */
  result: ListQueryResult<T>;
  /** Drawers and dialogs the page opens from its rows. */
  children?: ReactNode;
}

/**
 * A search list page (Arco Pro's search-table): search form, toolbar (create, batch and export buttons), a totals
 * slot, then the server-paged and -sorted table (paging and order in the URL) with its loading, empty and error
 * states. The page keeps its query (`useListQuery`), columns and selection (`useSelectedRows`).
 */
export function ListFrame<T extends object>(props: ListFrameProps<T>) {
  const { title, extra, search, filterTags, actions, exportButton, totals, result, children, ...table } =
    props;
  return (
    <Card title={title} extra={extra}>
      {search}
      {filterTags}
      <Divider style={{ marginTop: 0 }} />
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 16,
          // The totals bar belongs to the toolbar: they stand closer together than the toolbar to a table.
          marginBottom: totals ? 12 : 16,
          flexWrap: 'wrap',
        }}
      >
        <Space wrap>{actions}</Space>
        {exportButton}
      </div>
      {totals}
      <DataTable<T>
        {...table}
        page={result.data}
        loading={result.isFetching}
        error={errorText(result.error)}
      />
      {children}
    </Card>
  );
}
