import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Drawer from '@arco-design/web-react/es/Drawer';
import Empty from '@arco-design/web-react/es/Empty';
import Space from '@arco-design/web-react/es/Space';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Typography from '@arco-design/web-react/es/Typography';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@pm/domain/money';
import type { ClientAgreementDetail } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { downloadFrom, QueryState, RowCards, StatusTag, useNarrowScreen } from '@pm/web/ui';
import Table from '@arco-design/web-react/es/Table';
import {
  agreementFileUrl,
  agreementPdfUrl,
  useGetClientAgreementQuery,
} from '../../features/cert/api/client-cert';
import { NS } from '../../locale';

type Instalment = ClientAgreementDetail['instalments'][number];
type ReportItem = ClientAgreementDetail['reportItems'][number];

/** A small schedule: a table, or cards on a phone. */
function Schedule<T extends object>({
  columns,
  data,
  rowKey,
}: {
  columns: ColumnProps<T>[];
  data: T[];
  rowKey: keyof T & string;
}) {
  const { t } = useTranslation(NS);
  const narrow = useNarrowScreen();
  if (narrow)
    return <RowCards<T> columns={columns} data={data} rowKey={rowKey} emptyText={t('cert.detail.none')} />;
  return (
    <Table<T>
      columns={columns}
      data={data}
      rowKey={rowKey}
      pagination={false}
      size="small"
      noDataElement={<Empty description={t('cert.detail.none')} />}
    />
  );
}

function AgreementBody({ agreement }: { agreement: ClientAgreementDetail }) {
  const { t, i18n } = useTranslation(NS);
  const date = (value: string) => formatDate(value, i18n.language);
  const instalmentColumns: ColumnProps<Instalment>[] = [
    { title: t('cert.detail.seq'), dataIndex: 'seq', width: 70 },
    { title: t('cert.detail.plannedDate'), dataIndex: 'plannedDate', render: (v: string) => date(v) },
    {
      title: t('cert.detail.instalmentAmount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    {
      title: t('cert.detail.condition'),
      dataIndex: 'reportSeq',
      render: (seq: number | null) =>
        seq === null ? t('cert.detail.onSigning') : t('cert.detail.afterReport', { seq }),
    },
  ];
  const reportColumns: ColumnProps<ReportItem>[] = [
    { title: t('cert.detail.reportTitle'), dataIndex: 'title' },
    { title: t('cert.detail.dueDate'), dataIndex: 'dueDate', render: (v: string) => date(v) },
    {
      title: t('cert.detail.reportStatus'),
      dataIndex: 'reportStatus',
      render: (status: string | null, row: ReportItem) =>
        status ? (
          <StatusTag status={status} />
        ) : row.overdue ? (
          <StatusTag status="overdue" />
        ) : (
          t('cert.detail.notFiled')
        ),
    },
  ];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Alert type="info" content={t('cert.detail.readOnly')} />
      <Descriptions
        column={1}
        labelStyle={{ width: 110 }}
        data={[
          { label: t('cert.agreements.number'), value: agreement.number },
          { label: t('cert.agreements.project'), value: agreement.projectName },
          { label: t('cert.agreements.partyA'), value: agreement.partyA },
          { label: t('cert.agreements.partyB'), value: agreement.partyB },
          { label: t('cert.agreements.signedDate'), value: date(agreement.signedDate) },
          {
            label: t('cert.agreements.term'),
            value: `${date(agreement.effectiveDate)} ~ ${date(agreement.expiryDate)}`,
          },
          { label: t('cert.agreements.amount'), value: formatMoney(agreement.totalAmount) },
          {
            label: t('cert.agreements.status'),
            value: <StatusTag status={agreement.status} entity="agreement" />,
          },
        ]}
      />
      <section>
        <Typography.Title heading={6}>{t('cert.detail.clauses')}</Typography.Title>
        {agreement.clauses.length === 0 ? (
          <Empty description={t('cert.detail.noClauses')} />
        ) : (
          <ol style={{ paddingLeft: 20, margin: 0 }}>
            {agreement.clauses.map((clause, index) => (
              <li key={index} style={{ marginBottom: 8, overflowWrap: 'anywhere' }}>
                <strong>{clause.title}</strong>
                <div style={{ whiteSpace: 'pre-wrap' }}>{clause.content}</div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section>
        <Typography.Title heading={6}>{t('cert.detail.instalments')}</Typography.Title>
        <Schedule<Instalment> columns={instalmentColumns} data={agreement.instalments} rowKey="seq" />
      </section>
      <section>
        <Typography.Title heading={6}>{t('cert.detail.reportItems')}</Typography.Title>
        <Schedule<ReportItem> columns={reportColumns} data={agreement.reportItems} rowKey="seq" />
      </section>
      <section>
        <Typography.Title heading={6}>{t('cert.detail.files')}</Typography.Title>
        {agreement.files.length === 0 ? (
          <Typography.Text type="secondary">{t('cert.detail.noFiles')}</Typography.Text>
        ) : (
          <Space direction="vertical">
            {agreement.files.map((file) => (
              <Button
                key={file.id}
                type="text"
                icon={<IconDownload />}
                aria-label={t('cert.detail.downloadFile', { name: file.name })}
                onClick={() => void downloadFrom(agreementFileUrl(agreement.id, file.id), file.name)}
              >
                {file.name}
              </Button>
            ))}
          </Space>
        )}
      </section>
    </Space>
  );
}

/** An agreement read-only, in a drawer (the whole width on a phone), with its PDF. */
export function AgreementDrawer({
  id,
  beneficiaryId,
  onClose,
}: {
  id: number | null;
  beneficiaryId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const narrow = useNarrowScreen();
  const { data, isFetching, error, refetch } = useGetClientAgreementQuery(
    { id: id ?? 0, beneficiaryId },
    { skip: id === null },
  );
  const agreement = data && data.id === id ? data : undefined;
  return (
    <Drawer
      visible={id !== null}
      width={narrow ? '100%' : 720}
      title={agreement ? `${t('cert.detail.title')} ${agreement.number}` : t('cert.detail.title')}
      onCancel={onClose}
      footer={
        agreement ? (
          <Button
            type="primary"
            icon={<IconDownload />}
            aria-label={t('cert.agreements.pdfNamed', { number: agreement.number })}
            onClick={() => void downloadFrom(agreementPdfUrl(agreement.id), `${agreement.number}.pdf`)}
          >
            {t('cert.agreements.pdf')}
          </Button>
        ) : null
      }
      unmountOnExit
    >
      <QueryState isLoading={isFetching && !agreement} error={error} refetch={refetch}>
        {agreement && <AgreementBody agreement={agreement} />}
      </QueryState>
    </Drawer>
  );
}
