import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationLogItem } from '@pm/domain/shapes';
import { ExportButton, ListFrame, toRequestParams, useListQuery } from '@pm/web/ui';
import { useGetLogsQuery } from '../../features/log/api/get-logs';
import { LogDrawer } from '../../features/log/components/log-drawer';
import { NS } from '../../locale';
import { logColumns } from './columns';
import { LogSearchForm } from './search-form';
import { LOG_FILTERS } from './search-values';

/**
 * The operation log (`/system/log`): every change to a record and every sign-in, searchable, newest first; a row
 * opens its change field by field. Read-only: the log is append-only.
 */
export function LogListPage() {
  const { t, i18n } = useTranslation(NS);
  const { query, update } = useListQuery(LOG_FILTERS);
  const result = useGetLogsQuery(toRequestParams(query));
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useMemo(() => logColumns(t, i18n.language, (log) => setOpenId(log.id)), [t, i18n.language]);

  return (
    <ListFrame<OperationLogItem>
      title={t('log.title')}
      search={<LogSearchForm query={query} onSearch={update} />}
      exportButton={<ExportButton url="/pm/logs/export" fileName="operation-log" params={query.filters} />}
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1200 }}
    >
      <LogDrawer id={openId} onClose={() => setOpenId(null)} />
    </ListFrame>
  );
}
