import Message from '@arco-design/web-react/es/Message';
import { ERROR_TOAST_DURATION } from '../api/error-catalogue';
import type { AxiosResponse } from 'axios';
import { apiGet } from '../api/requests';
import type { FileRef } from '@pm/domain/shapes';

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
 * The file name a `Content-Disposition` header gives (the server's `attachmentDisposition`): the exact UTF-8 name
 * of `filename*` (RFC 5987), else the plain `filename`; null when the header names none.
 */
export function dispositionFileName(header: string | null | undefined): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below still names the file.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name || null;
}

export interface Download {
  blob: Blob;
  /** The name the server gave the file (`Content-Disposition`), null when it gave none. */
  fileName: string | null;
}

/**
 * GETs a file through the shared `http` (so the token travels as a header, not in the URL), with the name the
 * server sends. Rejects with an ApiError carrying the server's message (the client reads it out of the failed
 * blob); shows no toast.
 */
export async function fetchDownload(url: string, params?: object): Promise<Download> {
  const response = await apiGet<AxiosResponse<Blob>>(url, params, {
    responseType: 'blob',
    silent: true,
    wholeResponse: true,
  });
  const header: unknown = response.headers['content-disposition'];
  return { blob: response.data, fileName: dispositionFileName(typeof header === 'string' ? header : null) };
}

/**
 * Downloads what `url` answers (a stored file, a workbook the server writes) under the name the server sends, else
 * `fallbackName`; a failure is toasted with the server's reason, never thrown. Resolves whether it was saved.
 */
export async function downloadFrom(url: string, fallbackName: string, params?: object): Promise<boolean> {
  try {
    const { blob, fileName } = await fetchDownload(url, params);
    saveBlob(blob, fileName ?? fallbackName);
    return true;
  } catch (error) {
    const content = error instanceof Error ? error.message : String(error);
    Message.error({ content, duration: ERROR_TOAST_DURATION });
    return false;
  }
}

/**
 * Downloads a stored file (`GET /pm/files/:id`, or under `filesUrl`: the portal's `/client/files`) under the name
 * the server sends (its own name when none).
 */
export async function downloadFile(
  file: Pick<FileRef, 'id' | 'name'>,
  filesUrl = '/pm/files',
): Promise<void> {
  await downloadFrom(`${filesUrl}/${file.id}`, file.name);
}

/** `projects-20261115.xlsx`: the name and the day; what an export is saved as if the server sends no name. */
export function exportFileName(name: string, now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${name}-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.xlsx`;
}
