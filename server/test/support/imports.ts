import type { ImportJobDetail, ImportType } from '@pm/domain/shapes/imports';
import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app';
import { API, bearer } from '../helper';
import type { Reply } from './records';

export { PERSON_HEADER, personRow } from '../fixtures/import-rows';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads a file to import as `token`'s user (`POST /pm/upload?type=`). */
export async function uploadImport(
  app: App,
  token: string,
  body: Buffer,
  {
    type = 'beneficiaryPerson',
    name = '受益人.xlsx',
    mime = XLSX,
    locale,
  }: {
    type?: ImportType | string;
    name?: string;
    mime?: string;
    locale?: 'en-US';
  } = {},
): Promise<Reply<ImportJobDetail>> {
  const boundary = `----pm${randomBytes(8).toString('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: `${API}/pm/upload?type=${type}`,
    headers: {
      ...bearer(token),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(locale ? { 'accept-language': locale } : {}),
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          `Content-Type: ${mime}\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return { status: response.statusCode, body: response.json() };
}
