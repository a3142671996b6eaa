import Button from '@arco-design/web-react/es/Button';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@pm/domain/money';
import { CLIENT_AGREEMENT_STATUSES, type ClientAgreementItem } from '@pm/domain/shapes';
import { errorText } from '@pm/web/api';
import { formatDate } from '@pm/web/i18n';
import {
  DataTable,
  downloadFrom,
  ListToolbar,
  StatusTag,
  statusOptions,
  toRequestParams,
  useListQuery,
} from '@pm/web/ui';
import { agreementPdfUrl, useGetClientAgreementsQuery } from '../../features/cert/api/client-cert';
import { NS } from '../../locale';

const FILTERS = ['status'] as const;

/** The beneficiary's signed agreements: search, status, paging; a row opens its read-only detail. */
export function AgreementsPane({
  beneficiaryId,
  onOpen,
}: {
  beneficiaryId: number;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const { query, update } = useListQuery(FILTERS);
  const { data, isFetching, error } = useGetClientAgreementsQuery({
    ...toRequestParams(query),
    beneficiaryId,
  });
  const date = (value: string) => formatDate(value, i18n.language);
  const columns: ColumnProps<ClientAgreementItem>[] = [
    { title: t('cert.agreements.number'), dataIndex: 'number', width: 150 },
    { title: t('cert.agreements.project'), dataIndex: 'projectName', ellipsis: true },
    {
      title: t('cert.agreements.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: string) => <StatusTag status={status} entity="agreement" />,
    },
    {
      title: t('cert.agreements.signedDate'),
      dataIndex: 'signedDate',
      width: 110,
      sorter: true,
      render: (value: string) => date(value),
    },
    {
      title: t('cert.agreements.term'),
      dataIndex: 'expiryDate',
      width: 200,
      render: (_: unknown, row: ClientAgreementItem) =>
        `${date(row.effectiveDate)} ~ ${date(row.expiryDate)}`,
    },
    {
      title: t('cert.agreements.amount'),
      dataIndex: 'totalAmount',
      align: 'right',
      width: 130,
      render: (value: string) => formatMoney(value),
    },
    {
      title: '',
      dataIndex: 'id',
      width: 120,
      render: (_: unknown, row: ClientAgreementItem) => (
        <Space size={4} wrap>
          <Button
            type="text"
            size="small"
            aria-label={t('cert.agreements.viewNamed', { number: row.number })}
            onClick={() => onOpen(row.id)}
          >
            {t('cert.agreements.view')}
          </Button>
          <Button
            type="text"
            size="small"
            icon={<IconDownload />}
            aria-label={t('cert.agreements.pdfNamed', { number: row.number })}
            onClick={() => void downloadFrom(agreementPdfUrl(row.id), `${row.number}.pdf`)}
          >
            {t('cert.agreements.pdf')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListToolbar
        keyword={query.keyword}
        placeholder={t('cert.agreements.search')}
        onSearch={(keyword) => update({ keyword })}
        filters={
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('cert.agreements.statusFilter')}
            aria-label={t('cert.agreements.statusFilter')}
            value={query.filters.status}
            options={statusOptions(t, CLIENT_AGREEMENT_STATUSES, 'agreement')}
            onChange={(status?: string) => update({ filters: status ? { status } : {} })}
          />
        }
      />
      <DataTable<ClientAgreementItem>
        columns={columns}
        page={data}
        loading={isFetching}
        error={errorText(error)}
        query={query}
        onQueryChange={update}
        onOpenRow={(row) => onOpen(row.id)}
        emptyText={t('cert.agreements.empty')}
        cardsOnPhone
      />
    </>
  );
}
