import Button from '@arco-design/web-react/es/Button';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import Tooltip from '@arco-design/web-react/es/Tooltip';
import Typography from '@arco-design/web-react/es/Typography';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import IconLaunch from '@arco-design/web-react/icon/react-icon/IconLaunch';
import { useTranslation } from 'react-i18next';
import type { ClientCertificate } from '@pm/domain/shapes';
import { errorText } from '@pm/web/api';
import { formatDate } from '@pm/web/i18n';
import { DataTable, downloadFrom, ListToolbar, toRequestParams, useListQuery } from '@pm/web/ui';
import { certificatePdfUrl, useGetClientCertificatesQuery } from '../../features/cert/api/client-cert';
import { NS } from '../../locale';

const FILTERS = ['status'] as const;

/** The certificates issued to the beneficiary: PDF, the verify code (copyable) and the public verify page. */
export function CertificatesPane({ beneficiaryId }: { beneficiaryId: number }) {
  const { t, i18n } = useTranslation(NS);
  const { query, update } = useListQuery(FILTERS);
  const { data, isFetching, error } = useGetClientCertificatesQuery({
    ...toRequestParams(query),
    beneficiaryId,
  });
  const columns: ColumnProps<ClientCertificate>[] = [
    { title: t('cert.certificates.number'), dataIndex: 'number', width: 150, sorter: true },
    { title: t('cert.certificates.name'), dataIndex: 'templateName', width: 110 },
    {
      title: t('cert.certificates.project'),
      dataIndex: 'projectName',
      ellipsis: true,
      render: (value: string | null) => value ?? '-',
    },
    {
      title: t('cert.certificates.issuedOn'),
      dataIndex: 'issuedOn',
      width: 110,
      sorter: true,
      render: (value: string) => formatDate(value, i18n.language),
    },
    {
      title: t('cert.certificates.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: ClientCertificate['status'], row: ClientCertificate) => {
        const tag = (
          <Tag color={status === 'issued' ? 'green' : 'red'} bordered>
            {t(`cert.certificates.${status}`)}
          </Tag>
        );
        return row.revokeReason ? (
          <Tooltip content={t('cert.certificates.revokedBecause', { reason: row.revokeReason })}>
            {tag}
          </Tooltip>
        ) : (
          tag
        );
      },
    },
    {
      title: t('cert.certificates.verifyCode'),
      dataIndex: 'verifyCode',
      width: 230,
      render: (code: string) => (
        <Typography.Text copyable code style={{ overflowWrap: 'anywhere', margin: 0 }}>
          {code}
        </Typography.Text>
      ),
    },
    {
      title: '',
      dataIndex: 'id',
      width: 130,
      render: (_: unknown, row: ClientCertificate) => (
        <Space size={4} wrap>
          <Button
            type="text"
            size="small"
            icon={<IconDownload />}
            disabled={row.status === 'revoked'}
            title={row.status === 'revoked' ? t('cert.certificates.revokedNoPdf') : undefined}
            aria-label={t('cert.certificates.pdfNamed', { number: row.number })}
            onClick={() => void downloadFrom(certificatePdfUrl(row.id), `${row.number}.pdf`)}
          >
            {t('cert.certificates.pdf')}
          </Button>
          <Button
            type="text"
            size="small"
            icon={<IconLaunch />}
            href={row.verifyUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('cert.certificates.verify')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListToolbar
        keyword={query.keyword}
        placeholder={t('cert.certificates.search')}
        onSearch={(keyword) => update({ keyword })}
        filters={
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('cert.certificates.statusFilter')}
            aria-label={t('cert.certificates.statusFilter')}
            value={query.filters.status}
            options={(['issued', 'revoked'] as const).map((value) => ({
              value,
              label: t(`cert.certificates.${value}`),
            }))}
            onChange={(status?: string) => update({ filters: status ? { status } : {} })}
          />
        }
      />
      <DataTable<ClientCertificate>
        columns={columns}
        page={data}
        loading={isFetching}
        error={errorText(error)}
        query={query}
        onQueryChange={update}
        emptyText={t('cert.certificates.empty')}
        cardsOnPhone
      />
    </>
  );
}
