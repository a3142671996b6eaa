import type { Certificate } from '@pm/domain/certificates/shapes';
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { certificates, certTemplates, users } from '../../db/schema';

/** The origin the QR codes link to: PUBLIC_URL, else the origin the request came in on. */
export function publicOrigin(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured) return configured;
  return `${request.protocol}://${request.host}`;
}

export const verifyUrlOf = (origin: string, code: string) => `${origin}/verify/${code}`;

const certificateColumns = {
  ...getTableColumns(certificates),
  templateName: certTemplates.name,
  issuedByName: users.name,
};

/** Certificates with their template's name and the issuer's user name (add `.where`, paging). */
export const selectCertificates = (db: Executor) =>
  db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(certTemplates, eq(certTemplates.id, certificates.templateId))
    .leftJoin(users, eq(users.id, certificates.issuedBy))
    .$dynamic();

export type CertificateRow = Awaited<ReturnType<typeof selectCertificates>>[number];

export function toCertificate(row: CertificateRow, origin: string): Certificate {
  return {
    id: row.id,
    number: row.number,
    verifyCode: row.verifyCode,
    verifyUrl: verifyUrlOf(origin, row.verifyCode),
    templateId: row.templateId,
    templateName: row.templateName,
    recipientType: row.recipientType,
    recipientId: row.recipientId,
    recipientName: row.recipientName,
    projectId: row.projectId,
    projectName: row.projectName,
    hours: row.hours,
    amount: row.amount,
    issuedOn: row.issuedOn,
    issuedBy: row.issuedByName ?? null,
    status: row.status,
    revokeReason: row.revokeReason,
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    pdfFileId: row.pdfFileId,
    version: row.version,
  };
}
