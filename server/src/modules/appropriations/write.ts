import type { AppropriationDetail } from '@pm/domain/shapes';
import {
  appropriationForm,
  type AppropriationContext,
  type AppropriationFormValues,
} from '@pm/domain/forms/appropriation-form';
import type { FormSchema } from '@pm/domain/forms/form-schema';
import {
  appropriationFields,
  type AppropriationBody,
  type UpdateAppropriationBody,
} from '@pm/domain/shapes/appropriation';
import { APPROPRIATION_EDITABLE_STATUSES } from '@pm/domain/workflow/appropriation-machine';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AfterStep } from '../records/workflow-step';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import { writtenColumns } from '../../db/field-columns';
import type { Database, Transaction } from '../../db/client';
import { appropriationBudgetLines, appropriations, budgetLines, budgets } from '../../db/schema';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { pendingCode, recordCode } from '../records/codes';
import { fieldRefusal } from '../records/refusals';
import { lockFunding } from './balances';
import { appropriationDetail, appropriationNotFound } from './detail';
import { assertPayable } from '../partners/blacklist-guards';
import { claimKey, idempotentCall, settleKey } from './idempotency';
import { refusedIn } from './labels';
import { dataScopeOf, filedUnderScope } from '../../security/data-scope';

export type AppropriationRow = typeof appropriations.$inferSelect;

/** Nothing chosen yet: the form's own rules only, the balances are checked under lock. */
const UNCHECKED: AppropriationContext = {
  instalmentAvailable: null,
  agreementAvailable: null,
  projectAvailable: null,
};

export async function lockAppropriation(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
): Promise<AppropriationRow> {
  const [row] = await tx
    .select()
    .from(appropriations)
    .where(
      and(
        eq(appropriations.id, id),
        filedUnderScope(await dataScopeOf(request, tx), appropriations.projectId, appropriations.createdBy),
      ),
    )
    .for('update');
  if (!row) throw appropriationNotFound(request);
  return row;
}

/** The body checked by the shared form (which refuses what is missing): what passes has every id. */
function validValues(
  request: FastifyRequest,
  body: Static<typeof AppropriationBody>,
): AppropriationFormValues {
  const values = body as AppropriationFormValues;
  assertForm(request, appropriationForm, values, UNCHECKED);
  return values;
}

/** Checked values (every id chosen, type and method among theirs) as the row stores them. */
const columns = (values: AppropriationFormValues) =>
  writtenColumns(appropriations, appropriationFields, values);

/** The chosen budget lines must be lines of the project's own budget. */
async function assertBudgetLines(
  tx: Transaction,
  request: FastifyRequest,
  projectId: number,
  lineIds: readonly number[],
): Promise<void> {
  const wanted = [...new Set(lineIds)];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: budgetLines.id })
    .from(budgetLines)
    .innerJoin(budgets, eq(budgets.id, budgetLines.budgetId))
    .where(and(eq(budgets.projectId, projectId), inArray(budgetLines.id, wanted)));
  if (found.length !== wanted.length) {
    throw fieldRefusal('budgetLineIds', request.t('appropriation.budgetLineNotInBudget'));
  }
}

/**
 * The balance rule of a create, an edit and a resubmission: with what the appropriation draws on locked, the
 * amount may exceed none of the instalment's, the agreement's and the project's remaining amounts — the form's
 * own check, so the refusal reads as the page's (422 under `amount`).
 */
export async function assertFundable(
  tx: Transaction,
  request: FastifyRequest,
  values: AppropriationFormValues,
  form: FormSchema<AppropriationFormValues, AppropriationContext> = appropriationForm,
): Promise<void> {
  const context = await lockFunding(tx, request, {
    projectId: values.projectId!,
    agreementId: values.agreementId!,
    instalmentId: values.instalmentId!,
  });
  assertForm(request, form, values, context);
  await assertBudgetLines(tx, request, values.projectId!, values.budgetLineIds);
}

/** Charges the appropriation to exactly these budget lines. */
async function saveBudgetLines(tx: Transaction, id: number, lineIds: readonly number[], fresh = false) {
  if (!fresh)
    await tx.delete(appropriationBudgetLines).where(eq(appropriationBudgetLines.appropriationId, id));
  const wanted = [...new Set(lineIds)];
  if (wanted.length === 0) return;
  await tx
    .insert(appropriationBudgetLines)
    .values(wanted.map((budgetLineId) => ({ appropriationId: id, budgetLineId })));
}

/** The appropriation as the operation log keeps it: its row and the budget lines it is charged to. */
export async function logged(tx: Transaction, row: AppropriationRow) {
  const lines = await tx
    .select({ id: appropriationBudgetLines.budgetLineId })
    .from(appropriationBudgetLines)
    .where(eq(appropriationBudgetLines.appropriationId, row.id))
    .orderBy(asc(appropriationBudgetLines.budgetLineId));
  return { ...row, budgetLineIds: lines.map((line) => line.id) };
}

/**
 * Creates a submitted appropriation. With an `Idempotency-Key`, the key is claimed first in the same transaction:
 * a repeat answers with the first result, and a failed first attempt leaves the key free.
 */
export async function createAppropriation(
  db: Database,
  request: FastifyRequest,
  body: Static<typeof AppropriationBody>,
  /** What follows the insert in its transaction: the routes start its approval (`startsApproval`). */
  afterCreate: AfterStep<AppropriationRow>,
): Promise<AppropriationDetail> {
  const values = validValues(request, body);
  const userId = staffOf(request).userId;
  const idempotent = idempotentCall(request, userId, 'appropriation');
  const id = await db.transaction(async (tx) => {
    const earlier = idempotent ? await claimKey(tx, request, idempotent) : null;
    if (earlier !== null) return earlier;
    await assertPayable(tx, request, values.agreementId!, values.payeeName);
    await assertFundable(tx, request, values);
    const [inserted] = await tx
      .insert(appropriations)
      .values({
        ...columns(values),
        code: pendingCode(),
        status: 'submitted',
        createdBy: userId,
        submittedBy: userId,
      })
      .returning();
    const [row] = await tx
      .update(appropriations)
      .set({ code: recordCode('BK', inserted!.id, inserted!.createdAt) })
      .where(eq(appropriations.id, inserted!.id))
      .returning();
    await saveBudgetLines(tx, row!.id, values.budgetLineIds, true);
    const after = { ...row!, budgetLineIds: [...new Set(values.budgetLineIds)].sort((a, b) => a - b) };
    await withAudit(tx, { id: userId }, 'create', 'appropriation', row!.id, null, after, {
      projectId: row!.projectId,
    });
    // Created submitted: its verification starts at once.
    await afterCreate(tx, row!);
    if (idempotent) await settleKey(tx, idempotent, row!.id);
    return row!.id;
  });
  return appropriationDetail(db, request, id);
}

/** Edits a rejected appropriation; its author resubmits it afterwards. */
export async function updateAppropriation(
  db: Database,
  request: FastifyRequest,
  id: number,
  { version, ...body }: Static<typeof UpdateAppropriationBody>,
): Promise<AppropriationDetail> {
  const values = validValues(request, body);
  await db.transaction(async (tx) => {
    const row = await lockAppropriation(tx, request, id);
    assertVersion(request, row.version, version);
    if (!(APPROPRIATION_EDITABLE_STATUSES as readonly string[]).includes(row.status)) {
      throw refusedIn(request, 'appropriation.notEditableIn', 'appropriation', row.status);
    }
    await assertFundable(tx, request, values);
    const before = await logged(tx, row);
    const [after] = await tx
      .update(appropriations)
      .set({ ...columns(values), version: row.version + 1 })
      .where(eq(appropriations.id, id))
      .returning();
    await saveBudgetLines(tx, id, values.budgetLineIds);
    await withAudit(
      tx,
      { id: staffOf(request).userId },
      'update',
      'appropriation',
      id,
      before,
      await logged(tx, after!),
      {
        projectId: after!.projectId,
      },
    );
  });
  return appropriationDetail(db, request, id);
}
