import Message from '@arco-design/web-react/es/Message';
import { errorText } from '@pm/web/api';
import { fetchDownload, saveBlob } from '@pm/web/ui';
import type { TFunction } from 'i18next';

/** Saves a download under the name the server gives it; a failure is said with the server's reason. */
export async function saveDownload(t: TFunction, url: string, params?: object, fallback = 'import.xlsx') {
  try {
    const { blob, fileName } = await fetchDownload(url, params);
    saveBlob(blob, fileName ?? fallback);
  } catch (reason) {
    Message.error(t('imports.downloadFailed', { reason: errorText(reason) }));
  }
}

/** A job's original file or error file. */
export const jobFileUrl = (id: number, kind: 'original' | 'errors') => `/pm/import/jobs/${id}/files/${kind}`;
