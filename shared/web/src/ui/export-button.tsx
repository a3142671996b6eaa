import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text';
import { exportFileName, fetchDownload, saveBlob } from './download';

export interface ExportButtonProps {
  /** The export endpoint (`/pm/projects/export`): the list's own filters, answered as `.xlsx`. */
  url: string;
  /** The list's filters and keyword, as the list sends them. */
  params: Record<string, string>;
  /** The file's name before the day (`projects` → `projects-20261115.xlsx`) if the server sends no name. */
  fileName: string;
}

/**
 * Exports what a list shows (all its filtered rows) as Excel, through the shared `http` so the token travels as a
 * header; busy while it runs, and a refusal is said with the server's reason.
 */
export function ExportButton({ url, params, fileName }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const download = await fetchDownload(url, params);
      // The server names the file in the caller's language and dates it by the business date.
      saveBlob(download.blob, download.fileName ?? exportFileName(fileName));
    } catch (reason) {
      Message.error(t('table.exportFailed', { reason: errorText(reason) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<IconDownload />} loading={busy} onClick={() => void run()}>
      {t('table.export')}
    </Button>
  );
}
