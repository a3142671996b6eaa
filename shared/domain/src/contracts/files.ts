/**
 * What `POST /pm/files` accepts: the server refuses anything else (and checks the content of each type), the
 * upload control offers and pre-checks the same list, so both read it from here.
 */
export const UPLOAD_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'png',
  'jpg',
  'jpeg',
  'zip',
  'txt',
] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

export const UPLOAD_MAX_MB = 20;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;

/** The types a page shows in itself (`<img>`, `<iframe>`): what `GET /pm/files/:id/preview` serves inline. */
export const PREVIEW_TYPES: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg'];
