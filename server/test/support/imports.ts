import type { ImportJobDetail, ImportType } from '@pm/domain/shapes/imports';
import { residentIdNumber } from '@pm/domain/identity';
import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app';
import { API, bearer } from '../helper';
import type { Reply } from './records';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The person template's header, in Chinese, in its order. */
export const PERSON_HEADER = [
  '姓名',
  '性别',
  '证件类型',
  '证件号码',
  '出生日期',
  '手机号',
  '所在地区',
  '详细地址',
  '电子邮箱',
  '家庭人口',
  '困难标签',
  '监护人姓名',
  '与监护人关系',
  '监护人手机号',
  '开户银行',
  '账户名称',
  '银行账号',
  '来源',
] as const;

/** A valid person row (an adult, a resident ID carrying the birth date and gender) with a distinct ID number. */
export function personRow(sequence: number, name = `导入测试${sequence}`): string[] {
  const birth = `19${String(50 + (sequence % 40)).padStart(2, '0')}-0${1 + (sequence % 9)}-1${sequence % 9}`;
  const area = String(110101 + Math.floor(sequence / 1000));
  // The 17th digit is odd for men: sequence numbers stay odd.
  const id = residentIdNumber(area, birth, (2 * (sequence % 500) + 1) % 1000);
  return [
    name,
    '男',
    '居民身份证',
    id,
    birth,
    '',
    '530102',
    '',
    '',
    '3',
    '低保户',
    '',
    '',
    '',
    '',
    '',
    '',
    '自主申请',
  ];
}

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
