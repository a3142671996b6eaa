import Message from '@arco-design/web-react/es/Message';
import { ERROR_TOAST_DURATION } from '../api/error-catalogue';
import { apiGet } from '../api/requests';
import type { FileRef } from '../contracts/projects';

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * GETs a file through the shared `http` (so the token travels as a header, not in the URL). Rejects with an
 * ApiError carrying the server's message (the client reads it out of the failed blob); shows no toast.
 */
export function fetchBlob(url: string, params?: object): Promise<Blob> {
  return apiGet<Blob>(url, params, { responseType: 'blob', silent: true });
}

/** Downloads a stored file (`GET /pm/files/:id`) under its own name; a failure is toasted, never thrown. */
export async function downloadFile(file: Pick<FileRef, 'id' | 'name'>): Promise<void> {
  try {
    saveBlob(await fetchBlob(`/pm/files/${file.id}`), file.name);
  } catch (error) {
    const content = error instanceof Error ? error.message : String(error);
    Message.error({ content, duration: ERROR_TOAST_DURATION });
  }
}

/** `projects-20261115.xlsx`: the name and the day, so several exports keep apart. */
export function exportFileName(name: string, now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${name}-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.xlsx`;
}
