import { useCallback, useMemo } from 'react';
import Divider from '@arco-design/web-react/es/Divider';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import type { InboxTab } from '@pm/domain/shapes';
import { errorText } from '@pm/web/api';
import { DataTable, toSearchParams, useListQuery, useSelectedRows } from '@pm/web/ui';
import { useGetApprovalInboxQuery } from '../../features/approval/api/get-inbox';
import { NS } from '../../locale';
import { BatchActions } from './batch-actions';
import { inboxColumns } from './columns';
import { InboxSearchForm } from './search-form';
import { INBOX_FILTERS, inboxParams, toInboxItem, type InboxItem } from './search-values';

/**
 * One tab of the inbox: search, the to-do tab's batch decisions, and the server-paged and -sorted table (all in the
 * URL). A row (or its title's link) opens the approval beside the list (`?instance=`).
 */
export function InboxList({ tab }: { tab: InboxTab }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { query: urlQuery, update } = useListQuery(INBOX_FILTERS);
  const queryKey = toSearchParams(urlQuery).toString();
  // Compared by value: opening or closing an approval (?instance=) changes the URL, not the rows asked for, so it
  // must neither clear the selection nor reset what is typed in the search form.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => urlQuery, [queryKey]);
  const result = useGetApprovalInboxQuery(inboxParams(tab, query));
  const page = useMemo(
    () => result.data && { ...result.data, list: result.data.list.map(toInboxItem) },
    [result.data],
  );
  const { selected, clear, rowSelection } = useSelectedRows(page?.list, query);

  const openSearch = useCallback(
    (instanceId: number) => {
      const next = new URLSearchParams(params);
      next.set('instance', String(instanceId));
      return `?${next.toString()}`;
    },
    [params],
  );
  const columns = useMemo(
    () => inboxColumns(t, i18n.language, tab, openSearch),
    [t, i18n.language, tab, openSearch],
  );

  return (
    <>
      <InboxSearchForm tab={tab} query={query} onSearch={update} />
      <Divider style={{ marginTop: 0 }} />
      {tab === 'todo' && (
        <div style={{ marginBottom: 16 }}>
          <BatchActions rows={selected} onDone={clear} />
        </div>
      )}
      <DataTable<InboxItem>
        columns={columns}
        page={page}
        loading={result.isFetching}
        error={errorText(result.error)}
        query={query}
        onQueryChange={update}
        rowSelection={tab === 'todo' ? rowSelection((row) => ({ disabled: row.taskId === null })) : undefined}
        scroll={{ x: 1440 }}
        onOpenRow={(row) => navigate(openSearch(row.instanceId))}
        emptyText={t(`approvalInbox.empty.${tab}`)}
      />
    </>
  );
}
