import { useTranslation } from 'react-i18next';
import type { BeneficiaryFile } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { FileDownloadButton } from '@pm/web/ui';
import { useGetBeneficiaryFilesQuery } from '../../features/beneficiary/api/get-beneficiary-files';
import { NS } from '../../locale';
import { SectionTable } from './section-table';

/** Its consent form, qualification documents and attachments, each downloadable (the token goes as a header). */
export function FilesTab({ id }: { id: number }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  return (
    <SectionTable<BeneficiaryFile>
      result={useGetBeneficiaryFilesQuery(id)}
      empty={t('beneficiary.detail.empty.files')}
      minWidth={600}
      columns={[
        { title: t('beneficiary.detail.fileName'), dataIndex: 'name', ellipsis: true },
        {
          title: t('beneficiary.detail.filePurpose'),
          dataIndex: 'purpose',
          width: 120,
          render: (purpose: string) => t(`beneficiary.filePurposes.${purpose}`),
        },
        {
          title: t('beneficiary.detail.uploaded'),
          dataIndex: 'createdAt',
          width: 130,
          render: (value: string) => formatDate(value, i18n.language),
        },
        {
          title: t('beneficiary.detail.download'),
          dataIndex: 'id',
          width: 90,
          render: (_: number, file) => <FileDownloadButton file={file} />,
        },
      ]}
    />
  );
}
