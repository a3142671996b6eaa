import Button from '@arco-design/web-react/es/Button';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import type { TFunction } from 'i18next';
import type { OperationLogItem } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { actionText, commentText, entityText } from '../../features/log/log-words';

const FAILURES = new Set(['loginFailed', 'lockout']);

/** The log's columns; the last opens the row's detail drawer. */
export function logColumns(
  t: TFunction,
  locale: string,
  open: (log: OperationLogItem) => void,
): ColumnProps<OperationLogItem>[] {
  return [
    {
      title: t('log.column.time'),
      dataIndex: 'createdAt',
      sorter: true,
      width: 180,
      render: (value: string) => formatDateTime(value, locale),
    },
    {
      title: t('log.column.user'),
      dataIndex: 'userName',
      width: 160,
      render: (name: string | null, log) => name ?? log.username ?? '—',
    },
    {
      title: t('log.column.module'),
      dataIndex: 'module',
      width: 110,
      render: (m: string) => t(`log.module.${m}`),
    },
    {
      title: t('log.column.action'),
      dataIndex: 'action',
      width: 150,
      render: (action: string) =>
        FAILURES.has(action) ? <Tag color="red">{actionText(t, action)}</Tag> : actionText(t, action),
    },
    {
      title: t('log.column.record'),
      dataIndex: 'entityId',
      width: 200,
      render: (id: string, log) => `${entityText(t, log.entity)} #${id}`,
    },
    { title: t('log.column.ip'), dataIndex: 'ip', width: 140, render: (ip: string | null) => ip ?? '—' },
    {
      title: t('log.column.comment'),
      dataIndex: 'comment',
      ellipsis: true,
      render: (_: string | null, log) => commentText(t, log),
    },
    {
      title: t('log.column.operations'),
      key: 'operations',
      fixed: 'right',
      width: 90,
      render: (_: unknown, log) => (
        <Button type="text" size="small" onClick={() => open(log)}>
          {t('log.column.view')}
        </Button>
      ),
    },
  ];
}
