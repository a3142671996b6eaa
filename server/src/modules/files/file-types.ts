import { UPLOAD_EXTENSIONS, type UploadExtension } from '@pm/domain/contracts/files';

/** The type a download is served with comes from the checked extension, never from what the browser claimed. */
export const FILE_MIME: Record<UploadExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
};

const PDF = [[0x25, 0x50, 0x44, 0x46]]; // %PDF
const PNG = [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]];
const JPEG = [[0xff, 0xd8, 0xff]];
// docx and xlsx are zip archives; an empty archive starts with its end record.
const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
// doc and xls are OLE2 compound files.
const OLE2 = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];

/** How each type's content begins; text has no signature and is checked as a whole instead. */
const SIGNATURES: Record<UploadExtension, number[][] | null> = {
  pdf: PDF,
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  doc: OLE2,
  xls: OLE2,
  txt: null,
};

/** Longest signature: how many leading bytes the check needs. */
export const SIGNATURE_LENGTH = 8;

export function extensionOf(fileName: string): UploadExtension | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extension ?? '')
    ? (extension as UploadExtension)
    : null;
}

/** Whether the first bytes are those of the type the extension claims (a renamed .exe is not a PDF). */
export function matchesSignature(extension: UploadExtension, head: Uint8Array): boolean {
  const signatures = SIGNATURES[extension];
  if (signatures === null) return true;
  return signatures.some((signature) => signature.every((byte, index) => head[index] === byte));
}

/**
 * Checks text chunk by chunk: it must be valid UTF-8 and hold no NUL byte (binary content renamed to .txt).
 * `push` and `end` return false once the text is known to be invalid.
 */
export function textChecker() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  const attempt = (decode: () => void) => {
    try {
      decode();
    } catch {
      valid = false;
    }
    return valid;
  };
  return {
    push: (chunk: Uint8Array) =>
      valid && !chunk.includes(0) ? attempt(() => decoder.decode(chunk, { stream: true })) : (valid = false),
    end: () => (valid ? attempt(() => decoder.decode()) : false),
  };
}
