import Empty from '@arco-design/web-react/es/Empty';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import type { MaterialBorrowing } from '@pm/domain/shapes';
import { NS } from '../../../locale';

/** Who borrowed the entry, why and when, latest first; one still out past its due date is flagged. */
export function BorrowingsTable({ borrowings }: { borrowings: MaterialBorrowing[] }) {
  const { t } = useTranslation(NS);
  const column = (key: string) => t(`material.borrowings.${key}`);
  const columns: ColumnProps<MaterialBorrowing>[] = [
    { title: column('borrower'), dataIndex: 'borrower', width: 140 },
    { title: column('purpose'), dataIndex: 'purpose', width: 180 },
    { title: column('borrowedOn'), dataIndex: 'borrowedOn', width: 110 },
    {
      title: column('dueOn'),
      dataIndex: 'dueOn',
      width: 150,
      render: (dueOn: string, row) => (
        <>
          {dueOn} {row.overdue && <Tag color="red">{t('material.tag.overdue')}</Tag>}
        </>
      ),
    },
    {
      title: column('returnedOn'),
      dataIndex: 'returnedOn',
      width: 110,
      render: (returnedOn: string | null) => returnedOn ?? t('material.borrowings.out'),
    },
    { title: column('lentBy'), dataIndex: 'lentBy', width: 90, render: (name: string | null) => name ?? '-' },
    {
      title: column('receivedBy'),
      dataIndex: 'receivedBy',
      width: 90,
      render: (name: string | null) => name ?? '-',
    },
  ];
  return (
    <Table<MaterialBorrowing>
      rowKey="id"
      size="small"
      columns={columns}
      data={borrowings}
      pagination={false}
      scroll={{ x: 860 }}
      noDataElement={<Empty description={t('material.borrowings.empty')} />}
    />
  );
}
