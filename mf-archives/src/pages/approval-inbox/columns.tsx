import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { TFunction } from 'i18next';
import type { InboxTab } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { AmountText, RouterLink, StatusTag } from '@pm/web/ui';
import type { InboxItem } from './search-values';

/**
 * A tab's columns. The record's title opens the approval through a link (`?instance=<id>`): focusable, Enter opens
 * it, the address can be shared. Both times sort on the server; the first reads as the tab means it (received,
 * handled, last changed).
 */
export function inboxColumns(
  t: TFunction,
  locale: string,
  tab: InboxTab,
  openSearch: (instanceId: number) => string,
): ColumnProps<InboxItem>[] {
  const column = (key: string) => t(`approvalInbox.column.${key}`);
  const time = (value: string) => formatDateTime(value, locale);
  return [
    {
      title: column('title'),
      dataIndex: 'subject.title',
      width: 200,
      fixed: 'left',
      render: (_: unknown, row) => (
        <RouterLink to={{ search: openSearch(row.instanceId) }}>{row.subject.title}</RouterLink>
      ),
    },
    {
      title: column('businessType'),
      dataIndex: 'businessType',
      width: 120,
      render: (type: string) => t(`approval.businessType.${type}`, { ns: 'common' }),
    },
    {
      title: column('project'),
      dataIndex: 'subject.projectName',
      width: 200,
      ellipsis: true,
      render: (_: unknown, row) => row.subject.projectName ?? '-',
    },
    {
      title: column('amount'),
      dataIndex: 'subject.amount',
      width: 140,
      align: 'right',
      render: (_: unknown, row) => <AmountText value={row.subject.amount} />,
    },
    { title: column('node'), dataIndex: 'nodeName', width: 140 },
    { title: column('initiator'), dataIndex: 'initiator', width: 100 },
    {
      title: column('status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string) => <StatusTag status={status} entity="approval" />,
    },
    { title: column(`at.${tab}`), dataIndex: 'at', sorter: true, width: 170, render: time },
    { title: column('startedAt'), dataIndex: 'startedAt', sorter: true, width: 170, render: time },
  ];
}
