import type { Built, FuzzCase } from './cases';
import { NAUGHTY_STRINGS, type Sample } from './corpus';

/** Routes that take a multipart upload, and the field holding the file (the document does not describe it). */
export const UPLOADS: Record<string, string> = { 'POST /api/pm/files': 'file' };

/** A multipart upload of a small valid PDF, as a browser sends it. */
export function uploadOf(field: string, name: string) {
  const boundary = '----fuzz-boundary';
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A multipart upload's cases: a valid one (the baseline), then hostile file names on the same PDF. */
export function fileCases(field: string): FuzzCase[] {
  const samples: Sample[] = [{ label: 'baseline', json: '"fuzz"' }, ...NAUGHTY_STRINGS];
  return samples.map((sample) => {
    const name = `${JSON.parse(sample.json) as string}.pdf`;
    return {
      label: sample.label === 'baseline' ? 'baseline' : `file name = ${sample.label}`,
      part: sample.label === 'baseline' ? ('baseline' as const) : ('file' as const),
      field,
      build: (): Built => ({ params: {}, query: {}, ...uploadOf(field, name), mustRefuse: false }),
    };
  });
}
