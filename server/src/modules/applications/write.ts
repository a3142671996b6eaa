import type { ApplicationDetail } from '@pm/domain/shapes';
import { applicationForm, type ApplicantType } from '@pm/domain/forms/application-form';
import { normalizeMoney } from '@pm/domain/money/money';
import {
  APPLICATION_EDITABLE_STATUSES,
  type ApplicationStatus,
} from '@pm/domain/workflow/application-machine';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { applications, beneficiaries, partners } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { lockProject } from '../../records/project-lock';
import { pendingCode, recordCode } from '../records/codes';
import { assertLinkable } from '../partners/blacklist-guards';
import { linkFiles, unlinkOtherFiles } from '../records/files';
import { fieldRefusal, statusConflict } from '../records/refusals';
import { applicationDetail } from './list';
import type { ApplicationBody, UpdateApplicationBody } from './schema';
import { dataScopeOf, filedUnderScope } from '../../security/data-scope';

export type ApplicationRow = typeof applications.$inferSelect;
type Body = Static<typeof ApplicationBody>;

/** A project takes an application while it is being prepared; once decided, it needs none. */
const APPLYING_PROJECT_STATUSES = ['draft', 'withdrawn', 'applying'];
/** An application still on its way to a decision: a project has at most one. */
const OPEN_STATUSES: ApplicationStatus[] = [
  'new',
  'submitted',
  'in_review',
  'rework_requested',
  'resubmitted',
];

export async function lockApplication(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, id),
        filedUnderScope(await dataScopeOf(request, tx), applications.projectId, applications.createdBy),
      ),
    )
    .for('update');
  if (!row) throw notFound(request.t('application.notFound'));
  return row;
}

/** The applicant's row for its type: a beneficiary of that type, or a partner. */
async function applicantColumns(tx: Transaction, request: FastifyRequest, body: Body) {
  const type = body.applicantType as ApplicantType;
  const id = body.applicantId!;
  const [found] =
    type === 'partner'
      ? await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, id))
      : await tx
          .select({ id: beneficiaries.id })
          .from(beneficiaries)
          .where(
            and(eq(beneficiaries.id, id), eq(beneficiaries.type, type), ne(beneficiaries.status, 'merged')),
          );
  if (!found) {
    throw fieldRefusal('applicantId', request.t('application.applicantMissing'));
  }
  return type === 'partner'
    ? { applicantType: type, partnerId: id, beneficiaryId: null }
    : { applicantType: type, beneficiaryId: id, partnerId: null };
}

/** The stored content of a valid form (amounts with two decimals). */
function content(body: Body) {
  return {
    title: body.title.trim(),
    summary: body.summary.trim(),
    startDate: body.startDate,
    endDate: body.endDate,
    amountRequested: normalizeMoney(body.amountRequested),
    costItems: body.costItems.map((item) => ({
      name: item.name.trim(),
      amount: normalizeMoney(item.amount),
      note: item.note.trim(),
    })),
  };
}

async function assertProjectTakesApplication(tx: Transaction, request: FastifyRequest, projectId: number) {
  const project = await lockProject(tx, request, projectId);
  if (!APPLYING_PROJECT_STATUSES.includes(project.status)) {
    throw statusConflict(request, 'application.projectClosedIn', project.status);
  }
  const [open] = await tx
    .select({ code: applications.code })
    .from(applications)
    .where(and(eq(applications.projectId, projectId), inArray(applications.status, OPEN_STATUSES)));
  if (open) {
    throw conflict(request.t('application.openExists', { code: open.code }));
  }
}

export async function createApplication(
  db: Database,
  request: FastifyRequest,
  body: Body,
): Promise<ApplicationDetail> {
  assertForm(request, applicationForm, { ...body, applicantType: body.applicantType as ApplicantType });
  const userId = staffOf(request).userId;
  const id = await db.transaction(async (tx) => {
    await assertProjectTakesApplication(tx, request, body.projectId!);
    const applicant = await applicantColumns(tx, request, body);
    if (applicant.partnerId !== null)
      await assertLinkable(tx, request, [applicant.partnerId], [], 'applicantId');
    const [inserted] = await tx
      .insert(applications)
      .values({
        ...content(body),
        ...applicant,
        code: pendingCode(),
        projectId: body.projectId!,
        createdBy: userId,
      })
      .returning();
    const code = recordCode('SQ', inserted!.id, inserted!.createdAt);
    const [row] = await tx
      .update(applications)
      .set({ code })
      .where(eq(applications.id, inserted!.id))
      .returning();
    await linkFiles(
      tx,
      request,
      { entity: 'application', id: row!.id, field: 'attachmentIds' },
      body.attachmentIds,
    );
    await withAudit(tx, { id: userId }, 'create', 'application', row!.id, null, row, {
      projectId: row!.projectId,
    });
    return row!.id;
  });
  return applicationDetail(db, request, id);
}

export async function updateApplication(
  db: Database,
  request: FastifyRequest,
  id: number,
  { version, ...body }: Static<typeof UpdateApplicationBody>,
): Promise<ApplicationDetail> {
  assertForm(request, applicationForm, { ...body, applicantType: body.applicantType as ApplicantType });
  await db.transaction(async (tx) => {
    const before = await lockApplication(tx, request, id);
    assertVersion(request, before.version, version);
    if (!(APPLICATION_EDITABLE_STATUSES as readonly string[]).includes(before.status)) {
      throw statusConflict(request, 'application.notEditableIn', before.status);
    }
    if (body.projectId !== before.projectId) {
      throw fieldRefusal('projectId', request.t('application.projectFixed'));
    }
    const applicant = await applicantColumns(tx, request, body);
    if (applicant.partnerId !== null) {
      const already = before.partnerId === null ? [] : [before.partnerId];
      await assertLinkable(tx, request, [applicant.partnerId], already, 'applicantId');
    }
    const [after] = await tx
      .update(applications)
      .set({ ...content(body), ...applicant, version: before.version + 1 })
      .where(eq(applications.id, id))
      .returning();
    const target = { entity: 'application', id, field: 'attachmentIds' } as const;
    await unlinkOtherFiles(tx, target, body.attachmentIds);
    await linkFiles(tx, request, target, body.attachmentIds);
    await withAudit(tx, { id: staffOf(request).userId }, 'update', 'application', id, before, after, {
      projectId: before.projectId,
    });
  });
  return applicationDetail(db, request, id);
}
