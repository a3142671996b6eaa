import Descriptions from '@arco-design/web-react/es/Descriptions';
import Divider from '@arco-design/web-react/es/Divider';
import Table from '@arco-design/web-react/es/Table';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@pm/domain/shapes';
import { applicationForm, type CostItem } from '@pm/domain/forms';
import { formatDate } from '@pm/web/i18n';
import { sumMoney } from '@pm/domain/money';
import { AmountText, StatusTag, approvalRows, useSchemaLabel, RouterLink } from '@pm/web/ui';
import { FileTable } from '../../../shared/components/file-table';
import { RecordDrawer } from '../../../shared/components/record-drawer';
import { projectDetailPath } from '../../../shared/paths';
import { NS } from '../../../locale';
import { useGetApplicationQuery } from '../api/get-application';
import { ApplicationActions } from './application-actions';
import { SnapshotRounds } from './snapshot-rounds';

function ApplicationView({ application }: { application: ApplicationDetail }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const label = useSchemaLabel(applicationForm);
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '-');
  return (
    <>
      <Descriptions
        column={2}
        border
        data={[
          { label: t('apply.code'), value: application.code },
          { label: t('apply.status'), value: <StatusTag status={application.status} /> },
          ...approvalRows(t, application.approval, ['Application', 'Project']),
          {
            label: label('projectId'),
            value: (
              <RouterLink to={projectDetailPath(application.projectId)}>{application.projectName}</RouterLink>
            ),
          },
          {
            label: label('applicantId'),
            value: t('apply.applicantWithType', {
              name: application.applicantName,
              type: t(`apply.applicantType.${application.applicantType}`),
            }),
          },
          { label: label('title'), value: application.title, span: 2 },
          {
            label: label('summary'),
            value: <Typography.Paragraph>{application.summary}</Typography.Paragraph>,
            span: 2,
          },
          {
            label: t('apply.period'),
            value: `${date(application.startDate)} ~ ${date(application.endDate)}`,
          },
          { label: t('apply.submittedAt'), value: date(application.submittedAt) },
          { label: label('amountRequested'), value: <AmountText value={application.amountRequested} /> },
          { label: label('approvedAmount'), value: <AmountText value={application.approvedAmount} /> },
        ]}
      />
      <Divider orientation="left">{label('costItems')}</Divider>
      <Table<CostItem & { key: number }>
        rowKey="key"
        size="small"
        pagination={false}
        data={application.costItems.map((item, key) => ({ ...item, key }))}
        columns={[
          { title: label('costItems.name'), dataIndex: 'name' },
          {
            title: label('costItems.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (value: string) => <AmountText value={value} />,
          },
          { title: label('costItems.note'), dataIndex: 'note' },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell>{t('apply.total')}</Table.Summary.Cell>
            <Table.Summary.Cell style={{ textAlign: 'right' }}>
              <AmountText value={sumMoney(application.costItems.map((item) => item.amount))} />
            </Table.Summary.Cell>
            <Table.Summary.Cell />
          </Table.Summary.Row>
        )}
      />
      <Divider orientation="left">{label('attachmentIds')}</Divider>
      <FileTable files={application.attachments} />
      <Divider orientation="left">{label('comment')}</Divider>
      <Typography.Paragraph type={application.reviewComment ? undefined : 'secondary'}>
        {application.reviewComment ?? t('apply.noComment')}
      </Typography.Paragraph>
      <Divider orientation="left">{t('apply.rounds')}</Divider>
      <SnapshotRounds application={application} />
    </>
  );
}

export interface ApplicationDetailDrawerProps {
  /** The application shown; the drawer is closed while undefined. */
  id: number | undefined;
  onClose: () => void;
  onEdit: (application: ApplicationDetail) => void;
}

/**
 * One application: its content, where its approval stands, cost items, attachments, review and rounds, with the
 * actions it allows.
 */
export function ApplicationDetailDrawer({ id, onClose, onEdit }: ApplicationDetailDrawerProps) {
  const { t } = useTranslation(NS);
  return (
    <RecordDrawer
      id={id}
      query={useGetApplicationQuery(id ?? skipToken)}
      width={820}
      title={(shown) => (shown ? t('apply.detailTitle', { code: shown.code }) : t('apply.detail'))}
      footer={(shown) => <ApplicationActions application={shown} onEdit={() => onEdit(shown)} />}
      onClose={onClose}
    >
      {(shown) => <ApplicationView application={shown} />}
    </RecordDrawer>
  );
}
