import type { FileRef } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app';
import { API, bearer } from '../helper';

/** A small PDF: its magic bytes, then noise. */
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(256)]);

/**
 * Uploads a PDF (`content`, the small one by default) as `token`'s user or beneficiary, through the real route:
 * staff's `POST /pm/files`, or the portal's `POST /client/files`.
 */
export async function uploadPdf(
  app: App,
  token: string,
  name = '附件.pdf',
  route: '/pm/files' | '/client/files' = '/pm/files',
  content: Buffer = PDF,
): Promise<FileRef> {
  const boundary = `----pm${randomBytes(8).toString('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: `${API}${route}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as FileRef;
}
