import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import type { ApprovalBusinessType, ApprovalDefinitionSummary } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { QueryState } from '@pm/web/ui';
import { useGetApprovalDefinitionsQuery } from '../../features/approval/api/get-definitions';
import { DefinitionEditor } from '../../features/approval/components/definition-editor';
import { DefinitionVersions } from '../../features/approval/components/definition-versions';
import { NodeSummary } from '../../features/approval/components/node-summary';
import { useApproverNaming } from '../../features/approval/use-approver-naming';
import { NS } from '../../locale';

/**
 * The approval steps of every business type (administrators, `approval:define`): the version in force and its
 * nodes, its versions, and the editor that publishes the next one.
 */
export function DefinitionsPane() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const query = useGetApprovalDefinitionsQuery();
  const naming = useApproverNaming();
  const [editing, setEditing] = useState<ApprovalDefinitionSummary | null>(null);
  const [versionsOf, setVersionsOf] = useState<ApprovalBusinessType | null>(null);
  const column = (key: string) => t(`approvalInbox.definitions.${key}`);

  const columns: ColumnProps<ApprovalDefinitionSummary>[] = [
    {
      title: column('businessType'),
      dataIndex: 'businessType',
      width: 130,
      render: (type: string) => t(`approval.businessType.${type}`, { ns: 'common' }),
    },
    {
      title: column('current'),
      dataIndex: 'current.version',
      width: 130,
      render: (_: unknown, row) =>
        row.current ? (
          t('approvalDefinition.versionNumber', { version: row.current.version })
        ) : (
          <Tag>{column('unpublished')}</Tag>
        ),
    },
    {
      title: column('nodes'),
      dataIndex: 'current.nodes',
      width: 420,
      render: (_: unknown, row) =>
        row.current ? <NodeSummary nodes={row.current.nodes} naming={naming} /> : '-',
    },
    {
      title: column('published'),
      dataIndex: 'current.publishedAt',
      width: 200,
      render: (_: unknown, row) =>
        row.current
          ? `${row.current.publishedBy ?? t('approvalDefinition.system')} · ${formatDateTime(row.current.publishedAt, i18n.language)}`
          : '-',
    },
    {
      title: column('instances'),
      dataIndex: 'current.instanceCount',
      width: 110,
      align: 'right',
      render: (_: unknown, row) => row.current?.instanceCount ?? 0,
    },
    {
      title: t('table.operations', { ns: 'common' }),
      dataIndex: 'operations',
      width: 220,
      fixed: 'right',
      render: (_: unknown, row) => {
        const type = t(`approval.businessType.${row.businessType}`, { ns: 'common' });
        return (
          <Space wrap size={4}>
            <Button
              type="text"
              size="small"
              onClick={() => setEditing(row)}
              aria-label={t('approvalInbox.definitions.editOf', { type })}
            >
              {column('edit')}
            </Button>
            <Button
              type="text"
              size="small"
              disabled={row.versions === 0}
              onClick={() => setVersionsOf(row.businessType)}
              aria-label={t('approvalInbox.definitions.versionsOf', { type })}
            >
              {t('approvalInbox.definitions.versions', { count: row.versions })}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <QueryState isLoading={query.isLoading} error={query.error} refetch={query.refetch}>
      <Table<ApprovalDefinitionSummary>
        rowKey="businessType"
        columns={columns}
        data={query.data ?? []}
        pagination={false}
        scroll={{ x: 1210 }}
      />
      <DefinitionEditor summary={editing} onClose={() => setEditing(null)} />
      <DefinitionVersions businessType={versionsOf} onClose={() => setVersionsOf(null)} />
    </QueryState>
  );
}
