import type { Page } from '@pm/domain/contracts';
import {
  CLIENT_AGREEMENT_STATUSES,
  type ClientAgreementDetail,
  type ClientAgreementItem,
  type ClientAgreementStatus,
  type ClientCertificate,
} from '@pm/domain/shapes/client-cert';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import {
  agreementInstalments,
  agreementReportItems,
  agreements,
  certificates,
  certTemplates,
  entityFiles,
  files,
  projects,
} from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { fetchPage, keywordFilter, planList, type ListQuery } from '../../http/list-query';
import { renderCertificate } from '../certificates/actions';
import { publicOrigin, verifyUrlOf } from '../certificates/rows';
import { agreementSchedule } from '../records/report-items';

/**
 * What makes an agreement the beneficiary's to see: one of its own projects' agreements, signed (in force, fulfilled
 * or ended). Any other id is a 404, the same as an id that does not exist.
 */
const ownAgreement = (beneficiaryId: number) =>
  and(eq(projects.beneficiaryId, beneficiaryId), inArray(agreements.status, [...CLIENT_AGREEMENT_STATUSES]));

const agreementColumns = {
  id: agreements.id,
  number: agreements.number,
  projectId: agreements.projectId,
  projectName: projects.name,
  partyA: agreements.partyA,
  partyB: agreements.partyB,
  signedDate: agreements.signedDate,
  effectiveDate: agreements.effectiveDate,
  expiryDate: agreements.expiryDate,
  totalAmount: agreements.totalAmount,
  status: agreements.status,
};

type AgreementRow = { status: string } & Omit<ClientAgreementItem, 'status'>;
const toAgreementItem = (row: AgreementRow): ClientAgreementItem => ({
  ...row,
  status: row.status as ClientAgreementStatus,
});

export interface ClientAgreementQuery extends ListQuery {
  status?: ClientAgreementStatus;
}

/** One page of the beneficiary's agreements: keyword on number and project name, a status, a sort. */
export async function clientAgreements(
  db: Executor,
  beneficiaryId: number,
  query: ClientAgreementQuery,
): Promise<Page<ClientAgreementItem>> {
  const where = and(
    ownAgreement(beneficiaryId),
    keywordFilter(query.keyword, [agreements.number, projects.name]),
    query.status ? eq(agreements.status, query.status) : undefined,
  );
  const plan = planList(
    query,
    {
      number: agreements.number,
      signedDate: agreements.signedDate,
      expiryDate: agreements.expiryDate,
      totalAmount: agreements.totalAmount,
    },
    { field: 'signedDate', order: 'descend' },
    agreements.id,
  );
  const rows = db
    .select(agreementColumns)
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(where)
    .$dynamic();
  const total = db
    .select({ value: count() })
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(where);
  return fetchPage(rows, total, plan, toAgreementItem);
}

/** The agreement read-only: terms, clauses, schedules and files; 404 unless it is the beneficiary's to see. */
export async function clientAgreement(
  db: Executor,
  request: FastifyRequest,
  beneficiaryId: number,
  id: number,
): Promise<ClientAgreementDetail> {
  const [row] = await db
    .select({ ...agreementColumns, clauses: agreements.clauses })
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(and(eq(agreements.id, id), ownAgreement(beneficiaryId)));
  if (!row) throw notFound(request.t('agreement.notFound'));
  const [instalments, schedule, attached] = await Promise.all([
    db
      .select({
        seq: agreementInstalments.seq,
        plannedDate: agreementInstalments.plannedDate,
        amount: agreementInstalments.amount,
        reportSeq: agreementReportItems.seq,
      })
      .from(agreementInstalments)
      .leftJoin(agreementReportItems, eq(agreementReportItems.id, agreementInstalments.reportItemId))
      .where(eq(agreementInstalments.agreementId, id))
      .orderBy(asc(agreementInstalments.seq)),
    agreementSchedule(db, id),
    db
      .select({
        id: files.id,
        name: files.name,
        size: files.size,
        mime: files.mime,
        createdAt: files.createdAt,
      })
      .from(entityFiles)
      .innerJoin(files, eq(files.id, entityFiles.fileId))
      .where(and(eq(entityFiles.entity, 'agreement'), eq(entityFiles.entityId, id)))
      .orderBy(asc(entityFiles.version), asc(entityFiles.id)),
  ]);
  return {
    ...toAgreementItem(row),
    clauses: row.clauses.map(({ title, content }) => ({ title, content })),
    instalments,
    reportItems: schedule.map(({ seq, title, dueDate, overdue, reportStatus }) => ({
      seq,
      title,
      dueDate,
      overdue,
      reportStatus,
    })),
    files: attached.map((file) => ({ ...file, createdAt: file.createdAt.toISOString() })),
  };
}

/** A file attached to one of the beneficiary's agreements (404 for any other file or agreement). */
export async function clientAgreementFile(
  db: Executor,
  request: FastifyRequest,
  beneficiaryId: number,
  agreementId: number,
  fileId: number,
) {
  const [file] = await db
    .select({ name: files.name, mime: files.mime, storageKey: files.storageKey })
    .from(entityFiles)
    .innerJoin(files, eq(files.id, entityFiles.fileId))
    .innerJoin(agreements, eq(agreements.id, entityFiles.entityId))
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(
      and(
        eq(entityFiles.entity, 'agreement'),
        eq(entityFiles.entityId, agreementId),
        eq(entityFiles.fileId, fileId),
        ownAgreement(beneficiaryId),
      ),
    );
  if (!file) throw notFound(request.t('file.notFound'));
  return file;
}

const ownCertificate = (beneficiaryId: number) =>
  and(eq(certificates.recipientType, 'beneficiary'), eq(certificates.recipientId, beneficiaryId));

export interface ClientCertificateQuery extends ListQuery {
  status?: 'issued' | 'revoked';
}

/** One page of the certificates issued to the beneficiary, newest first; revoked ones are listed as such. */
export async function clientCertificates(
  db: Executor,
  request: FastifyRequest,
  beneficiaryId: number,
  query: ClientCertificateQuery,
): Promise<Page<ClientCertificate>> {
  const where = and(
    ownCertificate(beneficiaryId),
    keywordFilter(query.keyword, [certificates.number, certTemplates.name, certificates.projectName]),
    query.status ? eq(certificates.status, query.status) : undefined,
  );
  const plan = planList(
    query,
    { number: certificates.number, issuedOn: certificates.issuedOn },
    { field: 'issuedOn', order: 'descend' },
    certificates.id,
  );
  const rows = db
    .select({
      id: certificates.id,
      number: certificates.number,
      templateName: certTemplates.name,
      projectName: certificates.projectName,
      issuerName: certificates.issuerName,
      issuedOn: certificates.issuedOn,
      status: certificates.status,
      revokeReason: certificates.revokeReason,
      revokedAt: certificates.revokedAt,
      verifyCode: certificates.verifyCode,
    })
    .from(certificates)
    .innerJoin(certTemplates, eq(certTemplates.id, certificates.templateId))
    .where(where)
    .$dynamic();
  const total = db
    .select({ value: count() })
    .from(certificates)
    .innerJoin(certTemplates, eq(certTemplates.id, certificates.templateId))
    .where(where);
  const origin = publicOrigin(request);
  return fetchPage(rows, total, plan, (row) => ({
    ...row,
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    verifyUrl: verifyUrlOf(origin, row.verifyCode),
  }));
}

/**
 * The PDF of a certificate issued to the beneficiary: its stored file, or one rendered now when none is stored
 * (the portal does not store it: storing is staff's, `ensurePdf`). 404 for anyone else's; a revoked certificate is
 * a 409 (it no longer certifies anything: the list and the verify page say it was revoked, and why).
 */
export async function clientCertificatePdf(
  db: Executor,
  request: FastifyRequest,
  beneficiaryId: number,
  id: number,
): Promise<
  | { kind: 'stored'; file: { name: string; mime: string; storageKey: string } }
  | { kind: 'bytes'; name: string; bytes: Uint8Array }
> {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.id, id), ownCertificate(beneficiaryId)));
  if (!row) throw notFound(request.t('cert.notFound'));
  if (row.status === 'revoked') throw conflict(request.t('clientCert.revoked'));
  if (row.pdfFileId !== null) {
    const [file] = await db.select().from(files).where(eq(files.id, row.pdfFileId));
    if (file && (await request.server.files.exists(file.storageKey))) return { kind: 'stored', file };
  }
  const [template] = await db.select().from(certTemplates).where(eq(certTemplates.id, row.templateId));
  const bytes = await renderCertificate(db, request, row, template!);
  return { kind: 'bytes', name: `${row.number}.pdf`, bytes };
}
