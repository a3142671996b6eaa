import type { Page } from '@pm/domain/contracts';
import type { CertRecipientType } from '@pm/domain/certificates/layout';
import type { Certificate, CertTemplate } from '@pm/domain/certificates/shapes';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { certificates, certTemplates } from '../../db/schema';
import { notFound } from '../../http/errors';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { businessDate } from '../../records/today';
import { peekCertificateNumber } from './numbering';
import { publicOrigin, selectCertificates, toCertificate } from './rows';
import type { CertificateListQuery } from './schema';

type TemplateRow = typeof certTemplates.$inferSelect;

async function toTemplate(db: Executor, row: TemplateRow, issuedCount: number): Promise<CertTemplate> {
  return {
    id: row.id,
    name: row.name,
    recipientType: row.recipientType,
    issuerName: row.issuerName,
    prefix: row.prefix,
    digits: row.digits,
    backgroundFileId: row.backgroundFileId,
    sealFileId: row.sealFileId,
    signatureFileId: row.signatureFileId,
    layout: row.layout,
    enabled: row.enabled,
    version: row.version,
    issuedCount,
    nextNumber: await peekCertificateNumber(db, row, businessDate()),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const issuedCounts = (db: Executor) =>
  db
    .select({ templateId: certificates.templateId, value: count() })
    .from(certificates)
    .groupBy(certificates.templateId);

/** Every template (there are few), newest change first. */
export async function listTemplates(db: Executor): Promise<CertTemplate[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(certTemplates).orderBy(desc(certTemplates.updatedAt), asc(certTemplates.id)),
    issuedCounts(db),
  ]);
  const countOf = new Map(counts.map((row) => [row.templateId, row.value]));
  return Promise.all(rows.map((row) => toTemplate(db, row, countOf.get(row.id) ?? 0)));
}

export async function templateDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<CertTemplate> {
  const [row] = await db.select().from(certTemplates).where(eq(certTemplates.id, id));
  if (!row) throw notFound(request.t('cert.templateNotFound'));
  const [issued] = await db
    .select({ value: count() })
    .from(certificates)
    .where(eq(certificates.templateId, id));
  return toTemplate(db, row, issued?.value ?? 0);
}

const SORTABLE = {
  number: certificates.number,
  recipientName: certificates.recipientName,
  issuedOn: certificates.issuedOn,
  status: certificates.status,
};

/** One page of issued certificates. */
export async function listCertificates(
  db: Executor,
  request: FastifyRequest,
  query: Static<typeof CertificateListQuery>,
): Promise<Page<Certificate>> {
  const where = and(
    keywordFilter(query.keyword, [certificates.number, certificates.recipientName, certificates.projectName]),
    query.templateId === undefined ? undefined : eq(certificates.templateId, query.templateId),
    query.projectId === undefined ? undefined : eq(certificates.projectId, query.projectId),
    query.status === undefined ? undefined : eq(certificates.status, query.status),
    query.recipientType === undefined ? undefined : eq(certificates.recipientType, query.recipientType),
    query.recipientId === undefined ? undefined : eq(certificates.recipientId, query.recipientId),
  );
  const plan = planList(query, SORTABLE, { field: 'issuedOn', order: 'descend' }, certificates.id);
  const total = db.select({ value: count() }).from(certificates).where(where);
  const origin = publicOrigin(request);
  return fetchPage(selectCertificates(db).where(where), total, plan, (row) => toCertificate(row, origin));
}

/**
 * The certificates of one recipient, newest first: the recipient detail pages' list, and the query the client
 * portal's certificate screen reuses for the signed-in beneficiary.
 */
export async function recipientCertificates(
  db: Executor,
  origin: string,
  recipient: { type: CertRecipientType; id: number },
): Promise<Certificate[]> {
  const rows = await selectCertificates(db)
    .where(and(eq(certificates.recipientType, recipient.type), eq(certificates.recipientId, recipient.id)))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id));
  return rows.map((row) => toCertificate(row, origin));
}
