import type { ReactNode } from 'react';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Link from '@arco-design/web-react/es/Link';
import Space from '@arco-design/web-react/es/Space';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AgreementDetail, InstalmentItem, ReportItem } from '@pm/shared/contracts';
import { agreementForm } from '@pm/shared/forms';
import { formatDate } from '@pm/shared/i18n';
import { AmountText, StatusTag, useSchemaLabel } from '@pm/shared/ui';
import { useGetAgreementQuery } from '../../features/agreement/api/get-agreement';
import { NS } from '../../locale';
import { FileTable } from './file-table';
import { QueryState } from './query-state';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Title heading={6}>{title}</Typography.Title>
      {children}
    </div>
  );
}

function ScheduleTables({ agreement }: { agreement: AgreementDetail }) {
  const { t, i18n } = useTranslation(NS);
  const label = useSchemaLabel(agreementForm);
  const day = (value: string) => formatDate(value, i18n.language);
  const itemById = new Map(agreement.reportItems.map((item) => [item.id, item]));

  const instalmentColumns: ColumnProps<InstalmentItem>[] = [
    { title: t('detail.agreement.seq'), dataIndex: 'seq', width: 80 },
    { title: label('instalments.plannedDate'), dataIndex: 'plannedDate', render: day },
    {
      title: label('instalments.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <AmountText value={amount} />,
    },
    {
      title: label('instalments.reportSeq'),
      dataIndex: 'reportItemId',
      render: (itemId: number | null) => {
        const item = itemId === null ? undefined : itemById.get(itemId);
        if (!item) return '-';
        return (
          <Space size="mini">
            <span>{item.title}</span>
            {item.reportStatus && <StatusTag status={item.reportStatus} />}
          </Space>
        );
      },
    },
  ];
  const itemColumns: ColumnProps<ReportItem>[] = [
    { title: t('detail.agreement.seq'), dataIndex: 'seq', width: 80 },
    { title: label('reportItems.title'), dataIndex: 'title' },
    {
      title: label('reportItems.dueDate'),
      dataIndex: 'dueDate',
      render: (dueDate: string, item) => (
        <Space size="mini">
          <span>{day(dueDate)}</span>
          {item.overdue && <StatusTag status="overdue" />}
        </Space>
      ),
    },
    {
      title: t('detail.agreement.reportStatus'),
      dataIndex: 'reportStatus',
      render: (status: string | null) =>
        status ? <StatusTag status={status} /> : t('detail.agreement.noReport'),
    },
  ];

  return (
    <>
      <Section title={label('instalments')}>
        <Table<InstalmentItem>
          rowKey="id"
          columns={instalmentColumns}
          data={agreement.instalments}
          pagination={false}
        />
      </Section>
      <Section title={label('reportItems')}>
        <Table<ReportItem>
          rowKey="id"
          columns={itemColumns}
          data={agreement.reportItems}
          pagination={false}
        />
      </Section>
    </>
  );
}

/** One agreement in full, with a way to its own page. */
export function AgreementView({ id }: { id: number }) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const label = useSchemaLabel(agreementForm);
  const { currentData: agreement, isFetching, error, refetch } = useGetAgreementQuery(id);
  const day = (value: string) => formatDate(value, i18n.language);

  return (
    <QueryState isLoading={isFetching && !agreement} error={error} refetch={refetch}>
      {agreement && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions
            column={3}
            border
            title={
              <Space>
                <span>{agreement.number}</span>
                <StatusTag status={agreement.status} entity="agreement" />
                <Link onClick={() => navigate(`/submit/protocol?id=${agreement.id}`)}>
                  {t('detail.agreement.open')}
                </Link>
              </Space>
            }
            data={[
              { label: label('partyA'), value: agreement.partyA },
              { label: label('partyB'), value: agreement.partyB },
              { label: label('totalAmount'), value: <AmountText value={agreement.totalAmount} /> },
              { label: label('signedDate'), value: day(agreement.signedDate) },
              { label: label('effectiveDate'), value: day(agreement.effectiveDate) },
              { label: label('expiryDate'), value: day(agreement.expiryDate) },
            ]}
          />
          <ScheduleTables agreement={agreement} />
          <Section title={label('clauses')}>
            {agreement.clauses.length === 0
              ? '-'
              : agreement.clauses.map((clause, index) => (
                  <Typography.Paragraph key={index}>
                    <Typography.Text bold>{clause.title}</Typography.Text>
                    <br />
                    {clause.content}
                  </Typography.Paragraph>
                ))}
          </Section>
          <Section title={label('fileIds')}>
            <FileTable files={agreement.files} showVersion />
          </Section>
        </Space>
      )}
    </QueryState>
  );
}
