import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { CertRecipientType } from '@pm/domain/certificates/layout';
import type { Certificate } from '@pm/domain/certificates/shapes';
import type { Bilingual } from '@pm/domain/texts';
import { api } from '@pm/web/api';
import { Btn } from '@pm/web/auth';
import { fetchDownload, saveBlob } from '@pm/web/ui';
import { NS } from '../../locale';

const recipientCertificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecipientCertificates: build.query<
      Certificate[],
      { recipientType: CertRecipientType; recipientId: number }
    >({
      query: (params) => ({ url: '/pm/cert/recipient', params }),
      providesTags: ['Certificate'],
    }),
  }),
});

const { useGetRecipientCertificatesQuery } = recipientCertificatesApi;

/** The certificate list's texts (keys `recipientCerts.*`). */
export const recipientCertificateTexts: Bilingual = {
  'recipientCerts.title': ['证书', 'Certificates'],
  'recipientCerts.number': ['证书编号', 'Number'],
  'recipientCerts.template': ['模板', 'Template'],
  'recipientCerts.project': ['项目', 'Project'],
  'recipientCerts.issuedOn': ['颁发日期', 'Issued on'],
  'recipientCerts.status': ['状态', 'Status'],
  'recipientCerts.issued': ['有效', 'Valid'],
  'recipientCerts.revoked': ['已作废', 'Revoked'],
  'recipientCerts.pdf': ['下载 PDF', 'Download PDF'],
  'recipientCerts.empty': ['尚未获得证书', 'No certificates yet'],
};

async function downloadPdf(certificate: Certificate) {
  try {
    const { blob, fileName } = await fetchDownload(`/pm/cert/issued/${certificate.id}/pdf`);
    saveBlob(blob, fileName ?? `${certificate.number}.pdf`);
  } catch (error) {
    Message.error(error instanceof Error ? error.message : String(error));
  }
}

function CertificatesTable({ type, id }: { type: CertRecipientType; id: number }) {
  const { t } = useTranslation([NS, 'common']);
  const result = useGetRecipientCertificatesQuery({ recipientType: type, recipientId: id });
  const columns: ColumnProps<Certificate>[] = [
    { title: t('recipientCerts.number'), dataIndex: 'number' },
    { title: t('recipientCerts.template'), dataIndex: 'templateName' },
    { title: t('recipientCerts.project'), dataIndex: 'projectName' },
    { title: t('recipientCerts.issuedOn'), dataIndex: 'issuedOn' },
    {
      title: t('recipientCerts.status'),
      dataIndex: 'status',
      render: (status: Certificate['status']) => (
        <Tag color={status === 'issued' ? 'green' : 'red'}>{t(`recipientCerts.${status}`)}</Tag>
      ),
    },
    {
      title: 'PDF',
      dataIndex: 'id',
      render: (_id: number, certificate) => (
        <Button type="text" size="small" onClick={() => void downloadPdf(certificate)}>
          {t('recipientCerts.pdf')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Typography.Title heading={6}>{t('recipientCerts.title')}</Typography.Title>
      <Table<Certificate>
        rowKey="id"
        columns={columns}
        data={result.data ?? []}
        loading={result.isFetching}
        pagination={false}
        scroll={{ x: 700 }}
        noDataElement={t('recipientCerts.empty')}
      />
    </>
  );
}

/** A recipient's certificates, for those who hold the certificate key (the list is theirs to see). */
export function RecipientCertificates(props: { type: CertRecipientType; id: number }) {
  return (
    <Btn codes={['cert']}>
      <CertificatesTable {...props} />
    </Btn>
  );
}
