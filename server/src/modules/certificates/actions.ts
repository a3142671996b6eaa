import { randomBytes } from 'node:crypto';
import type { CertRecipientType } from '@pm/domain/certificates/layout';
import type { BatchResult, Certificate } from '@pm/domain/certificates/shapes';
import { and, eq, gte, isNull, sql, sum } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  beneficiaries,
  certificates,
  certTemplates,
  partners,
  projects,
  volunteers,
  volunteerServices,
} from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { businessDate } from '../../records/today';
import { fieldRefusal } from '../records/refusals';
import { readStoredFiles, storeCertificatePdf } from './documents';
import { nextCertificateNumber } from './numbering';
import type { FieldTexts } from './pdf';
import { publicOrigin, selectCertificates, toCertificate, verifyUrlOf } from './rows';

type TemplateRow = typeof certTemplates.$inferSelect;

interface Recipient {
  id: number;
  name: string;
  hours: string | null;
}

/** 128 random bits: the verify page's key, which nobody can guess or count through. */
export const newVerifyCode = () => randomBytes(16).toString('base64url');

async function enabledTemplate(tx: Transaction, request: FastifyRequest, id: number): Promise<TemplateRow> {
  const [template] = await tx.select().from(certTemplates).where(eq(certTemplates.id, id));
  if (!template) throw fieldRefusal('templateId', request.t('cert.templateNotFound'));
  if (!template.enabled) throw fieldRefusal('templateId', request.t('cert.templateDisabled'));
  return template;
}

const RECIPIENT_TABLES = {
  volunteer: volunteers,
  beneficiary: beneficiaries,
  partner: partners,
  supporter: partners,
} as const;

/** A volunteer's verified hours (on the rows filtered), two decimals ("0.00" when none). */
const verifiedSum = sql<string>`coalesce(round(${sum(volunteerServices.hours)}, 2), 0)::text`;

async function recipientOf(
  tx: Transaction,
  type: CertRecipientType,
  id: number,
  projectId: number | null,
): Promise<Recipient | null> {
  const table = RECIPIENT_TABLES[type];
  const [row] = await tx.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id));
  if (!row) return null;
  if (type !== 'volunteer' || projectId === null) return { ...row, hours: null };
  const [hours] = await tx
    .select({ value: verifiedSum })
    .from(volunteerServices)
    .where(
      and(
        eq(volunteerServices.volunteerId, id),
        eq(volunteerServices.projectId, projectId),
        eq(volunteerServices.status, 'verified'),
      ),
    );
  return { ...row, hours: hours?.value ?? '0.00' };
}

/** The valid certificate of this template the recipient already holds for the project, if any. */
async function liveCertificate(
  tx: Transaction,
  templateId: number,
  recipientId: number,
  projectId: number | null,
) {
  const [row] = await tx
    .select({ number: certificates.number })
    .from(certificates)
    .where(
      and(
        eq(certificates.templateId, templateId),
        eq(certificates.recipientId, recipientId),
        projectId === null ? isNull(certificates.projectId) : eq(certificates.projectId, projectId),
        eq(certificates.status, 'issued'),
      ),
    )
    .limit(1);
  return row ?? null;
}

interface IssueInput {
  template: TemplateRow;
  recipient: Recipient;
  project: { id: number; name: string } | null;
  amount: string | null;
}

type CertificateRecord = typeof certificates.$inferSelect;

/**
 * Renders a certificate from its own snapshot (layout, names, hours, amount, number) and the template's images: the
 * PDF's bytes (renderAndStore keeps them; the client portal sends them when no stored PDF is left).
 */
export async function renderCertificate(
  db: Executor,
  request: FastifyRequest,
  row: CertificateRecord,
  template: TemplateRow,
): Promise<Uint8Array> {
  const { backgroundFileId, sealFileId, signatureFileId } = template;
  const images = await readStoredFiles(db, request.server.files, [
    backgroundFileId,
    sealFileId,
    signatureFileId,
  ]);
  const image = (id: number | null) => (id === null ? null : images.get(id));
  const texts: FieldTexts = {
    name: row.recipientName,
    project: row.projectName ?? undefined,
    hours: row.hours === null ? undefined : request.t('cert.hoursText', { hours: row.hours }),
    amount: row.amount === null ? undefined : request.t('cert.amountText', { amount: row.amount }),
    date: request.t('cert.dateText', { date: row.issuedOn }),
    number: request.t('cert.numberText', { number: row.number }),
  };
  // pdf-lib and fontkit load on the first certificate rendered, not at every start.
  const { renderCertificatePdf } = await import('./pdf');
  return renderCertificatePdf({
    layout: row.layout,
    texts,
    title: `${template.name} ${row.number}`,
    verifyUrl: verifyUrlOf(publicOrigin(request), row.verifyCode),
    background: image(backgroundFileId),
    seal: image(sealFileId),
    signature: image(signatureFileId),
  });
}

/** Renders a certificate (renderCertificate), stores the PDF and returns its file id (the caller records it). */
export async function renderAndStore(
  tx: Transaction,
  request: FastifyRequest,
  row: CertificateRecord,
  template: TemplateRow,
): Promise<number> {
  const pdf = await renderCertificate(tx, request, row, template);
  return storeCertificatePdf(tx, request.server.files, row, pdf, staffOf(request).userId);
}

/**
 * The certificate's PDF file id, rendering and storing it first when it has none (demo certificates, or one whose
 * file was lost): the list's download goes through here.
 */
export async function ensurePdf(db: Database, request: FastifyRequest, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
    if (!row) throw notFound(request.t('cert.notFound'));
    if (row.pdfFileId !== null) return row.pdfFileId;
    const [template] = await tx.select().from(certTemplates).where(eq(certTemplates.id, row.templateId));
    const pdfFileId = await renderAndStore(tx, request, row, template!);
    await tx.update(certificates).set({ pdfFileId }).where(eq(certificates.id, id));
    return pdfFileId;
  });
}

/** Numbers, records and renders one certificate inside the caller's transaction. */
async function issueIn(tx: Transaction, request: FastifyRequest, input: IssueInput): Promise<number> {
  const { template, recipient, project } = input;
  const userId = staffOf(request).userId;
  const issuedOn = businessDate();
  const number = await nextCertificateNumber(tx, template, issuedOn);
  const verifyCode = newVerifyCode();
  const [row] = await tx
    .insert(certificates)
    .values({
      number,
      verifyCode,
      templateId: template.id,
      templateVersion: template.version,
      layout: template.layout,
      issuerName: template.issuerName,
      recipientType: template.recipientType,
      recipientId: recipient.id,
      recipientName: recipient.name,
      projectId: project?.id ?? null,
      projectName: project?.name ?? null,
      hours: recipient.hours,
      amount: input.amount,
      issuedOn,
      issuedBy: userId,
    })
    .returning();
  const pdfFileId = await renderAndStore(tx, request, row!, template);
  await tx.update(certificates).set({ pdfFileId }).where(eq(certificates.id, row!.id));
  await withAudit(
    tx,
    { id: userId },
    'issue',
    'certificate',
    row!.id,
    null,
    { ...row, pdfFileId },
    {
      projectId: project?.id ?? null,
    },
  );
  return row!.id;
}

async function projectOf(tx: Transaction, request: FastifyRequest, id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  const [project] = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.id, id));
  if (!project) throw fieldRefusal('projectId', request.t('cert.projectMissing'));
  return project;
}

export async function certificateById(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<Certificate> {
  const [row] = await selectCertificates(db).where(eq(certificates.id, id));
  if (!row) throw notFound(request.t('cert.notFound'));
  return toCertificate(row, publicOrigin(request));
}

/** Issues one certificate to one recipient of the template's type. */
export async function issueOne(
  db: Database,
  request: FastifyRequest,
  body: { templateId: number; recipientId: number; projectId?: number | null; amount?: string | null },
): Promise<Certificate> {
  const id = await db.transaction(async (tx) => {
    const template = await enabledTemplate(tx, request, body.templateId);
    const project = await projectOf(tx, request, body.projectId);
    const placed = (kind: string) => template.layout.fields.some((field) => field.kind === kind);
    if (!project && (template.recipientType === 'volunteer' || placed('project'))) {
      throw fieldRefusal('projectId', request.t('cert.projectNeeded'));
    }
    const amount = body.amount ?? null;
    if (amount === null && placed('amount')) throw fieldRefusal('amount', request.t('cert.amountNeeded'));
    const recipient = await recipientOf(tx, template.recipientType, body.recipientId, project?.id ?? null);
    if (!recipient) throw fieldRefusal('recipientId', request.t('cert.recipientMissing'));
    const held = await liveCertificate(tx, template.id, recipient.id, project?.id ?? null);
    if (held) throw conflict(request.t('cert.alreadyHolds', held));
    return issueIn(tx, request, { template, recipient, project, amount });
  });
  return certificateById(db, request, id);
}

/**
 * Issues to every volunteer with at least `minHours` verified hours on the project, in one transaction; those who
 * already hold a valid certificate of the template for the project are counted as skipped. `preview` only counts.
 */
export async function issueBatch(
  db: Database,
  request: FastifyRequest,
  body: { templateId: number; projectId: number; minHours: string; preview?: boolean },
): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const template = await enabledTemplate(tx, request, body.templateId);
    if (template.recipientType !== 'volunteer') {
      throw fieldRefusal('templateId', request.t('cert.batchVolunteersOnly'));
    }
    const project = (await projectOf(tx, request, body.projectId))!;
    const hours = sql<string>`round(sum(${volunteerServices.hours}), 2)`;
    const eligible = await tx
      .select({ id: volunteers.id, name: volunteers.name, hours: sql<string>`${hours}::text` })
      .from(volunteerServices)
      .innerJoin(volunteers, eq(volunteers.id, volunteerServices.volunteerId))
      .where(and(eq(volunteerServices.projectId, project.id), eq(volunteerServices.status, 'verified')))
      .groupBy(volunteers.id, volunteers.name)
      .having(gte(sql`sum(${volunteerServices.hours})`, body.minHours))
      .orderBy(volunteers.id);
    const result: BatchResult = { eligible: eligible.length, skipped: 0, issued: 0, numbers: [] };
    const due: Recipient[] = [];
    for (const recipient of eligible) {
      if (await liveCertificate(tx, template.id, recipient.id, project.id)) result.skipped += 1;
      else due.push(recipient);
    }
    if (body.preview) return { ...result, issued: due.length };
    for (const recipient of due) {
      const id = await issueIn(tx, request, { template, recipient, project, amount: null });
      const [row] = await tx
        .select({ number: certificates.number })
        .from(certificates)
        .where(eq(certificates.id, id));
      result.numbers.push(row!.number);
      result.issued += 1;
    }
    return result;
  });
}

/** Revokes with a reason (required); a revoked certificate stays, shown as revoked on the verify page. */
export async function revokeCertificate(
  db: Database,
  request: FastifyRequest,
  id: number,
  body: { reason: string; version: number },
): Promise<Certificate> {
  const reason = body.reason.trim();
  if (!reason) throw fieldRefusal('reason', request.t('cert.reasonNeeded'));
  const userId = staffOf(request).userId;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(certificates).where(eq(certificates.id, id)).for('update');
    if (!before) throw notFound(request.t('cert.notFound'));
    assertVersion(request, before.version, body.version);
    if (before.status === 'revoked') throw conflict(request.t('cert.alreadyRevoked'));
    const [after] = await tx
      .update(certificates)
      .set({
        status: 'revoked',
        revokeReason: reason,
        revokedAt: new Date(),
        revokedBy: userId,
        version: before.version + 1,
      })
      .where(eq(certificates.id, id))
      .returning();
    await withAudit(tx, { id: userId }, 'revoke', 'certificate', id, before, after, {
      projectId: before.projectId,
      comment: reason,
    });
  });
  return certificateById(db, request, id);
}
