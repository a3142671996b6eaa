import {
  formatTemplateProblem,
  storedDefinition,
  templateProblems,
  type ReportTemplateDefinition,
} from '@pm/domain/report-templates';
import type { ReportTemplateDetail, ReportTemplateVersion } from '@pm/domain/shapes/report-template';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { reportTemplates, reportTemplateVersions } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { fieldRefusal } from '../records/refusals';
import { templateDetail, toVersion } from './list';
import type { CreateTemplateBody, UpdateTemplateBody } from './schema';

type VersionRow = typeof reportTemplateVersions.$inferSelect;

/** A definition with problems is refused (422) with each problem under its path, in the caller's language. */
function assertDefinition(request: FastifyRequest, definition: ReportTemplateDefinition): void {
  const problems = templateProblems(definition);
  if (problems.length === 0) return;
  const locale = requestLocale(request);
  const errors = problems.map((problem) => ({
    field: `definition.${problem.field}`,
    message: formatTemplateProblem(problem, locale),
  }));
  throw new AppError(422, errors[0]!.message, undefined, { errors });
}

function assertNames(request: FastifyRequest, body: { nameZh: string; nameEn: string }): void {
  if (!body.nameZh.trim()) throw fieldRefusal('nameZh', request.t('reportTemplate.nameRequired'));
  if (!body.nameEn.trim()) throw fieldRefusal('nameEn', request.t('reportTemplate.nameRequired'));
}

async function lockTemplate(tx: Transaction, request: FastifyRequest, id: number) {
  const [row] = await tx.select().from(reportTemplates).where(eq(reportTemplates.id, id)).for('update');
  if (!row) throw notFound(request.t('reportTemplate.notFound'));
  return row;
}

/** The version, its template held first (the order every write of a template follows). */
async function lockVersion(tx: Transaction, request: FastifyRequest, id: number): Promise<VersionRow> {
  const [found] = await tx
    .select({ templateId: reportTemplateVersions.templateId })
    .from(reportTemplateVersions)
    .where(eq(reportTemplateVersions.id, id));
  if (!found) throw notFound(request.t('reportTemplate.versionNotFound'));
  await lockTemplate(tx, request, found.templateId);
  const [row] = await tx
    .select()
    .from(reportTemplateVersions)
    .where(eq(reportTemplateVersions.id, id))
    .for('update');
  return row!;
}

/** A published or retired version's form is frozen: 409 saying so. */
function frozen(request: FastifyRequest, row: VersionRow) {
  return conflict(
    request.t('reportTemplate.frozen', {
      seq: row.seq,
      status: request.t(`reportTemplate.status.${row.status}`),
    }),
  );
}

export async function createTemplate(
  tx: Transaction,
  request: FastifyRequest,
  body: Static<typeof CreateTemplateBody>,
): Promise<ReportTemplateDetail> {
  assertNames(request, body);
  const definition = storedDefinition(body.definition);
  assertDefinition(request, definition);
  const userId = staffOf(request).userId;
  const [template] = await tx
    .insert(reportTemplates)
    .values({
      nameZh: body.nameZh.trim(),
      nameEn: body.nameEn.trim(),
      description: body.description.trim(),
      createdBy: userId,
    })
    .returning();
  const [version] = await tx
    .insert(reportTemplateVersions)
    .values({ templateId: template!.id, seq: 1, definition, createdBy: userId })
    .returning();
  await withAudit(tx, { id: userId }, 'create', 'reportTemplate', template!.id, null, { template, version });
  return templateDetail(tx, request, template!.id);
}

export async function updateTemplate(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  { version, ...body }: Static<typeof UpdateTemplateBody>,
): Promise<ReportTemplateDetail> {
  const before = await lockTemplate(tx, request, id);
  assertVersion(request, before.version, version);
  assertNames(request, body);
  const [after] = await tx
    .update(reportTemplates)
    .set({
      nameZh: body.nameZh.trim(),
      nameEn: body.nameEn.trim(),
      description: body.description.trim(),
      version: before.version + 1,
    })
    .where(eq(reportTemplates.id, id))
    .returning();
  await withAudit(tx, { id: staffOf(request).userId }, 'update', 'reportTemplate', id, before, after);
  return templateDetail(tx, request, id);
}

/** A new draft, a copy of the newest version's form; one draft at a time. */
export async function newVersion(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
): Promise<ReportTemplateDetail> {
  await lockTemplate(tx, request, id);
  const [latest] = await tx
    .select()
    .from(reportTemplateVersions)
    .where(eq(reportTemplateVersions.templateId, id))
    .orderBy(desc(reportTemplateVersions.seq))
    .limit(1);
  const [draft] = await tx
    .select({ seq: reportTemplateVersions.seq })
    .from(reportTemplateVersions)
    .where(and(eq(reportTemplateVersions.templateId, id), eq(reportTemplateVersions.status, 'draft')));
  if (draft) throw conflict(request.t('reportTemplate.draftOpen', { seq: draft.seq }));
  const userId = staffOf(request).userId;
  const [created] = await tx
    .insert(reportTemplateVersions)
    .values({ templateId: id, seq: latest!.seq + 1, definition: latest!.definition, createdBy: userId })
    .returning();
  await withAudit(tx, { id: userId }, 'create', 'reportTemplateVersion', created!.id, null, created);
  return templateDetail(tx, request, id);
}

export async function updateVersion(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  body: { definition: ReportTemplateDefinition; version: number },
): Promise<ReportTemplateVersion> {
  const before = await lockVersion(tx, request, id);
  if (before.status !== 'draft') throw frozen(request, before);
  assertVersion(request, before.version, body.version);
  const definition = storedDefinition(body.definition);
  assertDefinition(request, definition);
  // `status = 'draft'` again in the update itself: the trigger and this keep a frozen form frozen.
  const [after] = await tx
    .update(reportTemplateVersions)
    .set({ definition, version: before.version + 1 })
    .where(and(eq(reportTemplateVersions.id, id), eq(reportTemplateVersions.status, 'draft')))
    .returning();
  await withAudit(tx, { id: staffOf(request).userId }, 'update', 'reportTemplateVersion', id, before, after);
  return toVersion(after!);
}

/** A version's next step (publish a draft, retire a published one): locked, checked, logged under `action`. */
async function moveVersion(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  version: number,
  step: { action: 'publish' | 'retire'; from: 'draft' | 'published'; refusal: string },
) {
  const before = await lockVersion(tx, request, id);
  assertVersion(request, before.version, version);
  if (before.status !== step.from) throw conflict(request.t(step.refusal));
  if (step.action === 'publish') assertDefinition(request, before.definition);
  const now = new Date();
  const [after] = await tx
    .update(reportTemplateVersions)
    .set(
      step.action === 'publish'
        ? { status: 'published', publishedAt: now, version: before.version + 1 }
        : { status: 'retired', retiredAt: now, version: before.version + 1 },
    )
    .where(eq(reportTemplateVersions.id, id))
    .returning();
  await withAudit(
    tx,
    { id: staffOf(request).userId },
    step.action,
    'reportTemplateVersion',
    id,
    before,
    after,
  );
  return toVersion(after!);
}

export function publishVersion(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  version: number,
): Promise<ReportTemplateVersion> {
  return moveVersion(tx, request, id, version, {
    action: 'publish',
    from: 'draft',
    refusal: 'reportTemplate.notDraft',
  });
}

export function retireVersion(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  version: number,
): Promise<ReportTemplateVersion> {
  return moveVersion(tx, request, id, version, {
    action: 'retire',
    from: 'published',
    refusal: 'reportTemplate.notPublished',
  });
}
