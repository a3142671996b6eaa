import { useMemo } from 'react';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Drawer from '@arco-design/web-react/es/Drawer';
import Empty from '@arco-design/web-react/es/Empty';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import { auditDiff, type FieldChange } from '@pm/domain/audit';
import type { Locale } from '@pm/domain/contracts/locale';
import { formatDateTime } from '@pm/web/i18n';
import { useBusinessTimeZone } from '@pm/web/store';
import { QueryState } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetLogQuery } from '../api/get-logs';
import { actionText, commentText, entityText } from '../log-words';

export interface LogDrawerProps {
  /** The row to show; null: closed. */
  id: number | null;
  onClose: () => void;
}

const shown = (text: string) => (text === '' ? '—' : text);

/** One log row: who did what, when and from where, and the record's change field by field (before → after). */
export function LogDrawer({ id, onClose }: LogDrawerProps) {
  const { t, i18n } = useTranslation(NS);
  const locale: Locale = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const timeZone = useBusinessTimeZone();
  const result = useGetLogQuery(id ?? 0, { skip: id === null });
  const log = id === null ? undefined : result.data;
  const changes = useMemo(
    () => (log ? auditDiff(log.entity, log.before, log.after, { locale, timeZone }) : []),
    [log, locale, timeZone],
  );
  const columns: ColumnProps<FieldChange>[] = [
    {
      title: t('log.diff.field'),
      dataIndex: 'field',
      width: 180,
      render: (field: string, change) => (change.label ? change.label[locale === 'zh-CN' ? 0 : 1] : field),
    },
    { title: t('log.diff.before'), dataIndex: 'before', render: shown },
    { title: t('log.diff.after'), dataIndex: 'after', render: shown },
  ];

  return (
    <Drawer width={720} title={t('log.detail.title')} visible={id !== null} onCancel={onClose} footer={null}>
      <QueryState isLoading={result.isFetching && !log} error={result.error} refetch={result.refetch}>
        {log && (
          <>
            <Descriptions
              column={2}
              border
              data={[
                { label: t('log.column.time'), value: formatDateTime(log.createdAt, i18n.language) },
                { label: t('log.column.user'), value: log.userName ?? log.username ?? '—' },
                { label: t('log.column.module'), value: t(`log.module.${log.module}`) },
                { label: t('log.column.action'), value: actionText(t, log.action) },
                { label: t('log.column.record'), value: `${entityText(t, log.entity)} #${log.entityId}` },
                { label: t('log.column.ip'), value: log.ip ?? '—' },
                { label: t('log.column.comment'), value: commentText(t, log) || '—', span: 2 },
              ]}
            />
            <h4>{t('log.diff.title')}</h4>
            {changes.length === 0 ? (
              <Empty description={t('log.diff.none')} />
            ) : (
              <Table<FieldChange>
                rowKey="field"
                size="small"
                columns={columns}
                data={changes}
                pagination={false}
              />
            )}
          </>
        )}
      </QueryState>
    </Drawer>
  );
}
