import Card from '@arco-design/web-react/es/Card';
import Drawer from '@arco-design/web-react/es/Drawer';
import Empty from '@arco-design/web-react/es/Empty';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import type { ApprovalBusinessType, ApprovalDefinition } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { QueryState } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetApprovalDefinitionVersionsQuery } from '../api/get-definition-versions';
import { useApproverNaming } from '../use-approver-naming';
import { NodeSummary } from './node-summary';

function VersionCard({ version }: { version: ApprovalDefinition }) {
  const { t, i18n } = useTranslation(NS);
  const naming = useApproverNaming();
  const published = version.status === 'published';
  return (
    <Card
      size="small"
      title={
        <Space>
          {t('approvalDefinition.versionNumber', { version: version.version })}
          <Tag color={published ? 'green' : 'gray'}>{t(`approvalDefinition.status.${version.status}`)}</Tag>
        </Space>
      }
      style={{ marginBottom: 12 }}
    >
      <Typography.Paragraph type="secondary">
        {t('approvalDefinition.publishedBy', {
          user: version.publishedBy ?? t('approvalDefinition.system'),
          at: formatDateTime(version.publishedAt, i18n.language),
          count: version.instanceCount,
        })}
      </Typography.Paragraph>
      <NodeSummary nodes={version.nodes} naming={naming} />
    </Card>
  );
}

export interface DefinitionVersionsProps {
  /** The business type whose versions are listed; closed while null. */
  businessType: ApprovalBusinessType | null;
  onClose: () => void;
}

/** Every version of a business type's definition, newest first, with the nodes each held. */
export function DefinitionVersions({ businessType, onClose }: DefinitionVersionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const query = useGetApprovalDefinitionVersionsQuery(businessType ?? skipToken);
  const versions = query.currentData;
  return (
    <Drawer
      width={640}
      visible={businessType !== null}
      title={
        businessType &&
        t('approvalDefinition.versionsTitle', {
          type: t(`approval.businessType.${businessType}`, { ns: 'common' }),
        })
      }
      footer={null}
      onCancel={onClose}
      escToExit
    >
      <QueryState isLoading={!versions && query.isFetching} error={query.error} refetch={query.refetch}>
        {versions?.length === 0 ? (
          <Empty description={t('approvalDefinition.noVersions')} />
        ) : (
          versions?.map((version) => <VersionCard key={version.id} version={version} />)
        )}
      </QueryState>
    </Drawer>
  );
}
