import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import type { TFunction } from 'i18next';
import type { Certificate } from '@pm/domain/certificates/shapes';
import { ConfirmAction, downloadFrom } from '@pm/web/ui';

/** Downloads the certificate's PDF (rendered on the server first when it has none yet). */
export async function downloadPdf(certificate: Pick<Certificate, 'id' | 'number'>) {
  await downloadFrom(`/pm/cert/issued/${certificate.id}/pdf`, `${certificate.number}.pdf`);
}

export const statusTag = (t: TFunction, status: Certificate['status']) => (
  <Tag color={status === 'issued' ? 'green' : 'red'}>{t(`cert.status.${status}`)}</Tag>
);

/** The issued list's columns; `revoke` asks for the reason and sends it. */
export function certificateColumns(
  t: TFunction,
  revoke: (certificate: Certificate, reason: string) => Promise<unknown>,
): ColumnProps<Certificate>[] {
  return [
    { title: t('cert.issued.number'), dataIndex: 'number', sorter: true, width: 160 },
    { title: t('cert.issued.recipient'), dataIndex: 'recipientName', sorter: true, width: 120 },
    { title: t('cert.issued.template'), dataIndex: 'templateName', width: 140 },
    { title: t('cert.issued.project'), dataIndex: 'projectName', width: 180, ellipsis: true },
    { title: t('cert.issued.hours'), dataIndex: 'hours', width: 90 },
    { title: t('cert.issued.issuedOn'), dataIndex: 'issuedOn', sorter: true, width: 120 },
    {
      title: t('cert.issued.status'),
      dataIndex: 'status',
      sorter: true,
      width: 100,
      render: (status: Certificate['status']) => statusTag(t, status),
    },
    {
      title: t('cert.issued.actions'),
      dataIndex: 'id',
      fixed: 'right',
      width: 280,
      render: (_id: number, certificate) => (
        <Space wrap>
          <Button type="text" size="small" onClick={() => void downloadPdf(certificate)}>
            {t('cert.action.pdf')}
          </Button>
          <Button type="text" size="small" href={certificate.verifyUrl} target="_blank">
            {t('cert.action.verify')}
          </Button>
          {certificate.status === 'issued' && (
            <ConfirmAction
              title={t('cert.action.revokeConfirm', { number: certificate.number })}
              needComment
              commentLabel={t('cert.action.revokeReason')}
              status="danger"
              type="text"
              size="small"
              onConfirm={(reason) => revoke(certificate, reason ?? '')}
            >
              {t('cert.action.revoke')}
            </ConfirmAction>
          )}
        </Space>
      ),
    },
  ];
}
