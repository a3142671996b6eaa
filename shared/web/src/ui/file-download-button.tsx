import Button from '@arco-design/web-react/es/Button';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@pm/domain/shapes';
import { downloadFile } from './download';

/** A stored file's download button, named for the file (the token goes as a header, see downloadFile). */
export function FileDownloadButton({ file }: { file: Pick<FileRef, 'id' | 'name'> }) {
  const { t } = useTranslation('common');
  return (
    <Button
      type="text"
      icon={<IconDownload />}
      aria-label={t('upload.download', { name: file.name })}
      onClick={() => void downloadFile(file)}
    />
  );
}
