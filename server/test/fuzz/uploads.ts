import type { Built, FuzzCase } from './cases';
import { NAUGHTY_STRINGS, type Sample } from './corpus';
import type { Baseline } from './fixtures/context';

/** A multipart upload route: the field holding the file and the kind of file it takes (the document does not say). */
export interface Upload {
  field: string;
  ext: string;
  mime: string;
}

const PDF_UPLOAD = { field: 'file', ext: 'pdf', mime: 'application/pdf' };

/** Routes that take a multipart upload; the fixture's `file` is the valid content (a small PDF by default). */
export const UPLOADS: Record<string, Upload> = {
  'POST /api/pm/files': PDF_UPLOAD,
  'POST /api/client/files': PDF_UPLOAD,
  'POST /api/pm/upload': {
    field: 'file',
    ext: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};

const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart upload of `content` (a small valid PDF by default), as a browser sends it. */
export function uploadOf(field: string, name: string, content: Buffer = SMALL_PDF, mime = PDF_UPLOAD.mime) {
  const boundary = '----fuzz-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart upload's cases: a valid one (the baseline), then hostile file names on the same content. */
export function fileCases(upload: Upload): FuzzCase[] {
  const samples: Sample[] = [{ label: 'baseline', json: '"fuzz"' }, ...NAUGHTY_STRINGS];
  return samples.map((sample) => {
    const name = `${JSON.parse(sample.json) as string}.${upload.ext}`;
    return {
      label: sample.label === 'baseline' ? 'baseline' : `file name = ${sample.label}`,
      part: sample.label === 'baseline' ? ('baseline' as const) : ('file' as const),
      field: upload.field,
      build: (baseline: Baseline): Built => ({
        params: baseline.params ?? {},
        query: baseline.query ?? {},
        ...uploadOf(upload.field, name, baseline.file, upload.mime),
        mustRefuse: false,
      }),
    };
  });
}
