import Space from '@arco-design/web-react/es/Space';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import type { ApprovalInstanceDetail } from '@pm/domain/shapes';
import { NS } from '../../../locale';
import { compareFields, type ComparedField } from '../compare-fields';
import styles from './field-comparison.module.css';

/** The record as it was submitted beside the record now; a field changed since stands out. */
export function FieldComparison({ detail }: { detail: Pick<ApprovalInstanceDetail, 'snapshot' | 'live'> }) {
  const { t } = useTranslation(NS);
  const rows = compareFields(detail.snapshot, detail.live);
  const columns: ColumnProps<ComparedField>[] = [
    { title: t('approvalDetail.field'), dataIndex: 'label', width: 140 },
    {
      title: t('approvalDetail.snapshot'),
      dataIndex: 'snapshot',
      render: (value: string | null) => value ?? '-',
    },
    {
      title: t('approvalDetail.live'),
      dataIndex: 'live',
      render: (value: string | null, row) => (
        <Space wrap size={4}>
          <span>{value ?? '-'}</span>
          {row.changed && (
            <Tag size="small" color="orange">
              {t('approvalDetail.changed')}
            </Tag>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<ComparedField>
      rowKey="label"
      columns={columns}
      data={rows}
      pagination={false}
      border={{ wrapper: true, cell: true }}
      scroll={{ x: 480 }}
      rowClassName={(row) => (row.changed ? (styles.changed ?? '') : '')}
      noDataElement={<span>{t('approvalDetail.noFields')}</span>}
    />
  );
}
