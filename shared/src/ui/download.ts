import Message from '@arco-design/web-react/es/Message';
import axios from 'axios';
import { ApiError } from '../api/api-error';
import { ERROR_TOAST_DURATION } from '../api/error-catalogue';
import { http } from '../api/http';
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

/** A failed blob request carries the server's JSON wrapper as a Blob: read its message back out. */
async function blobErrorMessage(error: ApiError): Promise<string> {
  const body: unknown = axios.isAxiosError(error.cause) ? error.cause.response?.data : undefined;
  if (!(body instanceof Blob)) return error.message;
  try {
    const parsed = JSON.parse(await body.text()) as { msg?: unknown };
    return typeof parsed.msg === 'string' && parsed.msg ? parsed.msg : error.message;
  } catch {
    return error.message;
  }
}

/**
 * GETs a file through the shared `http` (so the token travels as a header, not in the URL). Rejects with an
 * ApiError whose message is the server's, read from the blob body a failed download comes with; shows no toast.
 */
export async function fetchBlob(url: string, params?: object): Promise<Blob> {
  try {
    return (await http.get(url, { params, responseType: 'blob', silent: true })) as unknown as Blob;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(
      await blobErrorMessage(error),
      { code: error.code, httpStatus: error.httpStatus, data: error.data },
      error,
    );
  }
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
