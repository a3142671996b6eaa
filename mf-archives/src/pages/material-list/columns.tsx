import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import type { TFunction } from 'i18next';
import type { MaterialListItem } from '@pm/domain/shapes';
import type { To } from '@pm/web/router';
import { RouterLink, StatusTag, dateColumn } from '@pm/web/ui';

type Row = MaterialListItem;

/** The list's columns; the number opens the entry (a link: focusable, Enter opens). Category is the third column. */
export function materialColumns(
  t: TFunction,
  locale: string,
  categoryLabel: (value: string) => string,
  detailOf: (id: number) => To,
): ColumnProps<Row>[] {
  const column = (key: string) => t(`materialList.column.${key}`);
  return [
    {
      title: column('code'),
      dataIndex: 'code',
      sorter: true,
      width: 220,
      render: (code: string, row) => <RouterLink to={detailOf(row.id)}>{code}</RouterLink>,
    },
    { title: column('title'), dataIndex: 'title', sorter: true, width: 220, ellipsis: true },
    {
      title: column('category'),
      dataIndex: 'category',
      sorter: true,
      width: 120,
      render: (category: string) => categoryLabel(category),
    },
    {
      title: column('project'),
      dataIndex: 'projectName',
      width: 220,
      ellipsis: true,
      render: (name: string, row) => `${row.projectCode} ${name}`,
    },
    {
      title: column('confidentiality'),
      dataIndex: 'confidentiality',
      width: 90,
      render: (value: string) => t(`material.confidentiality.${value}`),
    },
    {
      title: column('status'),
      dataIndex: 'status',
      sorter: true,
      width: 100,
      render: (status: string) => <StatusTag status={status} entity="material" />,
    },
    {
      title: column('retentionUntil'),
      dataIndex: 'retentionUntil',
      sorter: true,
      width: 150,
      render: (date: string, row) => (
        <Space size="mini" wrap>
          {date}
          {row.retentionOver && <Tag color="orange">{t('material.tag.retentionOver')}</Tag>}
        </Space>
      ),
    },
    { title: column('documents'), dataIndex: 'documentCount', width: 80, align: 'right' },
    {
      title: column('borrowing'),
      dataIndex: 'borrower',
      width: 190,
      render: (borrower: string | null, row) =>
        borrower === null ? (
          '-'
        ) : (
          <Space size="mini" wrap>
            {t('materialList.column.borrowedUntil', { borrower, dueOn: row.dueOn })}
            {row.overdue && <Tag color="red">{t('material.tag.overdue')}</Tag>}
          </Space>
        ),
    },
    {
      title: column('createdBy'),
      dataIndex: 'createdBy',
      width: 90,
      render: (name: string | null) => name ?? '-',
    },
    dateColumn<Row>(column('createdAt'), 'createdAt', locale, { width: 120 }),
  ];
}
