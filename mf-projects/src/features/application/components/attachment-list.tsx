import Button from '@arco-design/web-react/es/Button';
import Empty from '@arco-design/web-react/es/Empty';
import List from '@arco-design/web-react/es/List';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@pm/shared/contracts';
import { formatDate } from '@pm/shared/i18n';
import { downloadFile } from '@pm/shared/ui';
import { NS } from '../../../locale';

/** Attached files, each downloadable (through the shared client, which sends the token). */
export function AttachmentList({ files }: { files: FileRef[] }) {
  const { t, i18n } = useTranslation(NS);
  if (files.length === 0) return <Empty description={t('apply.noAttachments')} />;
  return (
    <List
      size="small"
      dataSource={files}
      render={(file) => (
        <List.Item
          key={file.id}
          actions={[
            <Button
              key="download"
              type="text"
              icon={<IconDownload />}
              aria-label={t('apply.download', { name: file.name })}
              onClick={() => void downloadFile(file)}
            />,
          ]}
        >
          <List.Item.Meta
            title={file.name}
            description={`${file.uploadedBy ?? '-'} · ${formatDate(file.createdAt, i18n.language)}`}
          />
        </List.Item>
      )}
    />
  );
}
