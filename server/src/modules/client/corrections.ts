import {
  changedFields,
  correctionForm,
  correctionRejectForm,
  type CompanyFormValues,
  type PersonFormValues,
} from '@pm/domain/forms';
import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  type CorrectionBody,
  type CorrectionRejectBody,
  type CorrectionRequest,
} from '@pm/domain/shapes';
import { maskBankAccount } from '@pm/domain/utils/mask';
import { BENEFICIARY_BUTTONS } from '@pm/domain/workflow';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  beneficiaries,
  clientCorrectionRequests,
  messages,
  permissions,
  projects,
  rolePermissions,
  roles,
  userRoles,
  users,
  type StoredChanges,
} from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { textsIn } from '../../http/texts';
import { staffOf } from '../../plugins/auth';
import { beneficiaryForm, beneficiaryNotFound, beneficiaryRow } from '../beneficiaries/detail';
import { updateCompany } from '../beneficiaries/company-write';
import { updatePerson } from '../beneficiaries/write';
import type { IdentityServices } from '../beneficiaries/write-guards';

/*
 * Correction requests (issue 17). A beneficiary asks in the portal; the request's "staff owners" get a todo each:
 *   1. the managers of the beneficiary's projects (active users), the staff who know the record;
 *   2. if it has none, every active user whose active role holds `beneficiary:update` (who could make the edit);
 *   3. if no one holds it, the active administrators.
 * Whoever decides needs `beneficiary:update` and the beneficiary in their data scope; accepting applies the change
 * through the staff edit (updatePerson / updateCompany: the form's rules, the version, the operation log), and
 * deciding closes every todo of the request.
 */

const TODO_PENDING = 1;
const TODO_DONE = 2;

type Versioned = { version: number };
type Row = typeof clientCorrectionRequests.$inferSelect;
type BeneficiaryRow = typeof beneficiaries.$inferSelect;

/** The page a todo opens: the beneficiary's detail, on its correction requests. */
export const correctionLink = (type: BeneficiaryRow['type'], beneficiaryId: number, requestId: number) =>
  `/related/benefit/${type}/detail?id=${beneficiaryId}&tab=corrections&correction=${requestId}`;

const currentValues = (row: BeneficiaryRow): Record<CorrectableField, string> => ({
  address: row.address,
  email: row.email,
  bankName: row.bankName,
  bankAccountName: row.bankAccountName,
  bankAccountNo: row.bankAccountNo,
});

const shown = (field: CorrectableField, value: string) =>
  field === 'bankAccountNo' && value !== '' ? maskBankAccount(value) : value;

function toRequest(row: Row & { decidedByName: string | null }): CorrectionRequest {
  return {
    id: row.id,
    beneficiaryId: row.beneficiaryId,
    changes: CORRECTABLE_FIELDS.flatMap((field) => {
      const change = row.changes[field];
      return change ? [{ field, from: shown(field, change.from), to: shown(field, change.to) }] : [];
    }),
    note: row.note,
    status: row.status,
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A beneficiary's requests, newest first. */
export async function correctionsOf(db: Executor, beneficiaryId: number): Promise<CorrectionRequest[]> {
  const rows = await db
    .select({ request: clientCorrectionRequests, decidedByName: users.name })
    .from(clientCorrectionRequests)
    .leftJoin(users, eq(users.id, clientCorrectionRequests.decidedBy))
    .where(eq(clientCorrectionRequests.beneficiaryId, beneficiaryId))
    .orderBy(desc(clientCorrectionRequests.createdAt), desc(clientCorrectionRequests.id));
  return rows.map((row) => toRequest({ ...row.request, decidedByName: row.decidedByName }));
}

/** The staff owners of a beneficiary's requests (see the top of this file), by id. */
export async function correctionOwners(db: Executor, beneficiaryId: number): Promise<number[]> {
  const managers = await db
    .selectDistinct({ id: users.id })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.managerId))
    .where(and(eq(projects.beneficiaryId, beneficiaryId), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  if (managers.length > 0) return managers.map((user) => user.id);
  const editors = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.status, 'active')))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(
      permissions,
      and(eq(permissions.id, rolePermissions.permissionId), eq(permissions.code, BENEFICIARY_BUTTONS.update)),
    )
    .where(eq(users.status, 'active'))
    .orderBy(asc(users.id));
  if (editors.length > 0) return editors.map((user) => user.id);
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, 1), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return admins.map((user) => user.id);
}

/**
 * `POST /client/corrections`: checks the wanted values against the stored ones (the shared form), one pending
 * request at a time, then a todo for each owner, all in one transaction under the beneficiary's lock.
 */
export async function createCorrection(
  db: Database,
  request: FastifyRequest,
  beneficiaryId: number,
  body: CorrectionBody,
): Promise<CorrectionRequest> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(beneficiaries)
      .where(eq(beneficiaries.id, beneficiaryId))
      .for('update');
    if (!row || row.status === 'merged') throw beneficiaryNotFound(request);
    const current = currentValues(row);
    assertForm(request, correctionForm, body, { current });
    const [pending] = await tx
      .select({ id: clientCorrectionRequests.id })
      .from(clientCorrectionRequests)
      .where(
        and(
          eq(clientCorrectionRequests.beneficiaryId, beneficiaryId),
          eq(clientCorrectionRequests.status, 'pending'),
        ),
      );
    if (pending) throw conflict(request.t('correction.pending'));
    const changes: StoredChanges = {};
    for (const field of changedFields(body, current)) {
      const to = field === 'bankAccountNo' ? body[field].replace(/\s/g, '') : body[field].trim();
      changes[field] = {
        from: field === 'bankAccountNo' ? shown(field, current[field]) : current[field],
        to,
      };
    }
    const [created] = await tx
      .insert(clientCorrectionRequests)
      .values({ beneficiaryId, changes, note: body.note.trim() })
      .returning({ id: clientCorrectionRequests.id });
    await notifyOwners(tx, row, created!.id);
    return created!.id;
  });
  const [created] = (await correctionsOf(db, beneficiaryId)).filter((item) => item.id === id);
  return created!;
}

async function notifyOwners(tx: Transaction, row: BeneficiaryRow, requestId: number) {
  const owners = await correctionOwners(tx, row.id);
  if (owners.length === 0) return;
  const zh = textsIn('zh-CN');
  const textKey = 'correction.todo';
  const params = { name: row.name };
  await tx.insert(messages).values(
    owners.map((userId) => ({
      userId,
      type: 'todo' as const,
      title: zh(`${textKey}.title`, params),
      content: zh(`${textKey}.content`, params),
      messageType: TODO_PENDING,
      link: correctionLink(row.type, row.id, requestId),
      textKey,
      textParams: params,
    })),
  );
}

const correctionNotFound = (request: FastifyRequest) => notFound(request.t('correction.notFound'));

/** A request whose beneficiary the staff user may see (else 404, as an unknown id). */
async function requestInScope(db: Executor, request: FastifyRequest, id: number) {
  const [row] = await db.select().from(clientCorrectionRequests).where(eq(clientCorrectionRequests.id, id));
  if (!row) throw correctionNotFound(request);
  const beneficiary = await beneficiaryRow(db, request, row.beneficiaryId).catch(() => {
    throw correctionNotFound(request);
  });
  return { row, beneficiary };
}

async function closeTodos(db: Executor, beneficiary: BeneficiaryRow, requestId: number) {
  await db
    .update(messages)
    .set({ messageType: TODO_DONE, status: 1 })
    .where(
      and(
        eq(messages.type, 'todo'),
        inArray(messages.link, [
          correctionLink('person', beneficiary.id, requestId),
          correctionLink('company', beneficiary.id, requestId),
        ]),
      ),
    );
}

/** Marks a pending request decided; false when another decision came first. */
async function claim(db: Executor, request: FastifyRequest, id: number, decision: Partial<Row>) {
  const [claimed] = await db
    .update(clientCorrectionRequests)
    .set({ ...decision, decidedBy: staffOf(request).userId, decidedAt: new Date() })
    .where(and(eq(clientCorrectionRequests.id, id), eq(clientCorrectionRequests.status, 'pending')))
    .returning({ id: clientCorrectionRequests.id });
  if (!claimed) throw conflict(request.t('correction.decided'));
}

async function decided(db: Executor, beneficiaryId: number, id: number) {
  return (await correctionsOf(db, beneficiaryId)).find((item) => item.id === id)!;
}

/**
 * `POST /pm/beneficiary-corrections/:id/accept`: the request is claimed first (a second decision is a 409), then
 * the change goes through the staff edit of the record's current values; if the edit refuses (its form, a
 * concurrent edit), the claim is undone and the refusal answered.
 */
export async function acceptCorrection(
  db: Database,
  request: FastifyRequest,
  id: number,
  services: IdentityServices,
): Promise<CorrectionRequest> {
  const { row, beneficiary } = await requestInScope(db, request, id);
  if (row.status !== 'pending') throw conflict(request.t('correction.decided'));
  await claim(db, request, id, { status: 'accepted' });
  try {
    const form = await beneficiaryForm(db, request, beneficiary.id);
    const wanted: Partial<Record<CorrectableField, string>> = {};
    for (const field of CORRECTABLE_FIELDS) {
      const change = row.changes[field];
      if (change) wanted[field] = change.to;
    }
    if (form.person) {
      const values = { ...form.person, ...wanted, version: form.version };
      await updatePerson(db, request, beneficiary.id, values as PersonFormValues & Versioned, services);
    } else if (form.company) {
      await updateCompany(
        db,
        request,
        beneficiary.id,
        { ...form.company, ...wanted, version: form.version } as CompanyFormValues & Versioned,
        services,
      );
    }
  } catch (error) {
    await db
      .update(clientCorrectionRequests)
      .set({ status: 'pending', decidedBy: null, decidedAt: null })
      .where(eq(clientCorrectionRequests.id, id));
    throw error;
  }
  await closeTodos(db, beneficiary, id);
  return decided(db, beneficiary.id, id);
}

/** `POST /pm/beneficiary-corrections/:id/reject`: with the reason the beneficiary reads. */
export async function rejectCorrection(
  db: Database,
  request: FastifyRequest,
  id: number,
  body: CorrectionRejectBody,
): Promise<CorrectionRequest> {
  assertForm(request, correctionRejectForm, body);
  const { beneficiary } = await requestInScope(db, request, id);
  await db.transaction(async (tx) => {
    await claim(tx, request, id, { status: 'rejected', rejectReason: body.reason.trim() });
    await closeTodos(tx, beneficiary, id);
  });
  return decided(db, beneficiary.id, id);
}

/** `GET /pm/beneficiaries/:id/corrections`: 404 outside the data scope. */
export async function staffCorrections(
  db: Executor,
  request: FastifyRequest,
  beneficiaryId: number,
): Promise<CorrectionRequest[]> {
  await beneficiaryRow(db, request, beneficiaryId);
  return correctionsOf(db, beneficiaryId);
}
