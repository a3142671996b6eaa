import { ExportJobSchema } from '@pm/domain/shapes/export-job';
import { Type } from 'typebox';
import { responses } from './envelope';
import { withoutUnsafeCharacters } from './file-name';

/** RFC 5987 percent-encoding: encodeURIComponent leaves ' ( ) * alone, which the header's grammar does not allow. */
const rfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the file's name: an ASCII stand-in for old clients, and the exact UTF-8 name in `filename*`
 * (RFC 6266), so Chinese names survive and no name can break out of the header. Unsafe characters (bidirectional
 * controls among them) are dropped here too, for names stored before uploads were cleaned.
 */
export function attachmentDisposition(stored: string): string {
  return disposition('attachment', stored);
}

/** `inline` with the file's name, the same way: the browser shows the file (a preview) instead of saving it. */
export function inlineDisposition(stored: string): string {
  return disposition('inline', stored);
}

function disposition(kind: 'attachment' | 'inline', stored: string): string {
  const name = withoutUnsafeCharacters(stored);
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** The responses of a streamed download: the body is the file, only failures are JSON. */
export function downloadResponses(description: string) {
  const { '4xx': clientError, '5xx': serverError } = responses(Type.Null());
  return {
    200: Type.Unsafe<unknown>({ type: 'string', format: 'binary', description }),
    '4xx': clientError,
    '5xx': serverError,
  };
}

/**
 * The answer of every list's Excel export: the .xlsx workbook at once, or — for more than EXPORT_DIRECT_MAX_ROWS
 * rows — HTTP 202 with the export job that writes it in the background (modules/exports).
 */
export function workbookResponses() {
  return {
    ...downloadResponses(
      'An .xlsx workbook (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet)',
    ),
    202: responses(ExportJobSchema)[200],
  };
}
