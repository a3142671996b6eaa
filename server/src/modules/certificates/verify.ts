import { maskName } from '@pm/domain/certificates/number';
import type { CertVerify } from '@pm/domain/certificates/shapes';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { certificates } from '../../db/schema';
import { businessDate } from '../../records/today';

const CODE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What anyone holding a verify code may know: the number, the name masked, the issuer, the date and whether the
 * certificate still stands. Never an id, a contact, an ID number or hours. Null for a code nobody was given.
 */
export async function verifyCertificate(db: Executor, code: string): Promise<CertVerify | null> {
  if (!CODE.test(code)) return null;
  const [row] = await db
    .select({
      number: certificates.number,
      recipientName: certificates.recipientName,
      issuer: certificates.issuerName,
      issuedOn: certificates.issuedOn,
      status: certificates.status,
      revokedAt: certificates.revokedAt,
    })
    .from(certificates)
    .where(eq(certificates.verifyCode, code));
  if (!row) return null;
  return {
    number: row.number,
    recipientName: maskName(row.recipientName),
    issuer: row.issuer,
    issuedOn: row.issuedOn,
    status: row.status === 'revoked' ? 'revoked' : 'valid',
    revokedOn: row.revokedAt ? businessDate(row.revokedAt) : null,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The public verify page: a small server-rendered document (no script, inline style only, so it loads on any phone
 * without the shell and keeps the strict content security policy).
 */
export function verifyPage(request: FastifyRequest, result: CertVerify | null): string {
  const t = (key: string, options?: Record<string, string>) => escapeHtml(request.t(key, options));
  const lang = request.t('cert.verify.title') === '证书查验' ? 'zh-CN' : 'en-US';
  const rows = result
    ? [
        ['cert.verify.number', escapeHtml(result.number)],
        ['cert.verify.recipient', escapeHtml(result.recipientName)],
        ['cert.verify.issuer', escapeHtml(result.issuer)],
        ['cert.verify.date', escapeHtml(result.issuedOn)],
        [
          'cert.verify.status',
          result.status === 'valid'
            ? `<strong class="valid">${t('cert.verify.valid')}</strong>`
            : `<strong class="revoked">${t('cert.verify.revoked', { date: result.revokedOn ?? '' })}</strong>`,
        ],
      ]
        .map(([label, value]) => `<div class="row"><dt>${t(label!)}</dt><dd>${value}</dd></div>`)
        .join('')
    : '';
  const body = result
    ? `<dl>${rows}</dl>`
    : `<p class="missing" role="alert">${t('cert.verify.notFound')}</p>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${t('cert.verify.title')}</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1d2129}
main{max-width:480px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:0 0 16px}
dl{background:#fff;border-radius:8px;padding:8px 16px;margin:0}
.row{display:flex;justify-content:space-between;gap:12px;padding:12px 0;border-bottom:1px solid #e5e6eb}
.row:last-child{border-bottom:0}
dt{color:#4e5969;flex:none}dd{margin:0;text-align:right;word-break:break-all}
.valid{color:#00b42a}.revoked{color:#f53f3f}
.missing{background:#fff;border-radius:8px;padding:16px;margin:0}
</style></head>
<body><main><h1>${t('cert.verify.title')}</h1>${body}</main></body></html>`;
}
