import Descriptions from '@arco-design/web-react/es/Descriptions';
import Divider from '@arco-design/web-react/es/Divider';
import Empty from '@arco-design/web-react/es/Empty';
import Table from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { AgreementDetail, InstalmentItem, ReportItem } from '@pm/domain/shapes';
import { agreementForm } from '@pm/domain/forms';
import { formatDate } from '@pm/web/i18n';
import { AmountText, StatusTag, approvalRows, useSchemaLabel, RouterLink } from '@pm/web/ui';
import { projectDetailPath } from '../../../shared/paths';
import { NS } from '../../../locale';
import { AgreementFiles } from './agreement-files';

/** The reporting schedule and the payment schedule, in their order. */
function Schedules({ agreement }: { agreement: AgreementDetail }) {
  const { t, i18n } = useTranslation(NS);
  const label = useSchemaLabel(agreementForm);
  const date = (value: string) => formatDate(value, i18n.language);
  const reportTitle = (seq: number | null) =>
    seq === null ? '-' : `${seq}. ${agreement.reportItems.find((item) => item.seq === seq)?.title ?? ''}`;
  return (
    <>
      <Divider orientation="left">{label('reportItems')}</Divider>
      <Table<ReportItem>
        rowKey="id"
        size="small"
        pagination={false}
        data={[...agreement.reportItems].sort((a, b) => a.seq - b.seq)}
        noDataElement={t('protocol.noReportItems')}
        columns={[
          { title: '#', dataIndex: 'seq', width: 50 },
          { title: label('reportItems.title'), dataIndex: 'title' },
          {
            title: label('reportItems.dueDate'),
            dataIndex: 'dueDate',
            width: 130,
            render: (value: string, row) => (
              <>
                {date(value)} {row.overdue && <Tag color="red">{t('protocol.overdue')}</Tag>}
              </>
            ),
          },
          {
            title: t('protocol.reportStatus'),
            dataIndex: 'reportStatus',
            width: 120,
            render: (status: string | null) => (status ? <StatusTag status={status} /> : '-'),
          },
        ]}
      />
      <Divider orientation="left">{label('instalments')}</Divider>
      <Table<InstalmentItem>
        rowKey="id"
        size="small"
        pagination={false}
        data={[...agreement.instalments].sort((a, b) => a.seq - b.seq)}
        columns={[
          { title: '#', dataIndex: 'seq', width: 50 },
          {
            title: label('instalments.plannedDate'),
            dataIndex: 'plannedDate',
            width: 130,
            render: (value: string) => date(value),
          },
          {
            title: label('instalments.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (value: string) => <AmountText value={value} />,
          },
          {
            title: label('instalments.reportSeq'),
            dataIndex: 'reportSeq',
            render: (seq: number | null) => reportTitle(seq),
          },
        ]}
      />
    </>
  );
}

/** One agreement in full: where its approval stands, parties, term, schedules, clauses and file versions. */
export function AgreementView({ agreement }: { agreement: AgreementDetail }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const label = useSchemaLabel(agreementForm);
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <>
      <Descriptions
        column={2}
        border
        data={[
          { label: t('protocol.number'), value: agreement.number },
          { label: t('protocol.status'), value: <StatusTag status={agreement.status} entity="agreement" /> },
          ...approvalRows(t, agreement.approval, ['Agreement', 'Project']),
          {
            label: label('projectId'),
            value: (
              <RouterLink to={projectDetailPath(agreement.projectId)}>{agreement.projectName}</RouterLink>
            ),
            span: 2,
          },
          { label: label('partyA'), value: agreement.partyA },
          { label: label('partyB'), value: agreement.partyB },
          { label: label('signedDate'), value: date(agreement.signedDate) },
          {
            label: t('protocol.term'),
            value: `${date(agreement.effectiveDate)} ~ ${date(agreement.expiryDate)}`,
          },
          { label: label('totalAmount'), value: <AmountText value={agreement.totalAmount} />, span: 2 },
        ]}
      />
      <Schedules agreement={agreement} />
      <Divider orientation="left">{label('clauses')}</Divider>
      {agreement.clauses.length === 0 ? (
        <Empty description={t('protocol.noClauses')} />
      ) : (
        agreement.clauses.map((clause, index) => (
          <div key={index}>
            <Typography.Text bold>{`${index + 1}. ${clause.title}`}</Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{clause.content}</Typography.Paragraph>
          </div>
        ))
      )}
      <Divider orientation="left">{label('fileIds')}</Divider>
      <AgreementFiles agreement={agreement} />
    </>
  );
}
