import type { BudgetDetail } from '@pm/domain/shapes';
import { budgetForm, type BudgetFormValues } from '@pm/domain/forms/budget-form';
import { normalizeMoney } from '@pm/domain/money/money';
import { BUDGET_EDITABLE_STATUSES } from '@pm/domain/workflow/budget-machine';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { runningApproval } from '../../approvals/link';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { budgetLines, budgetPeriods, budgets, type projects } from '../../db/schema';
import { conflict } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { lockProject } from '../../records/project-lock';
import { fieldRefusal, statusConflict } from '../records/refusals';
import { assertDictionaryValues, assertOwnIds, assertSpentRowsKept } from './write-guards';
import { BUDGET_PROJECT_STATUSES, budgetDetail, budgetNotFound, projectAmountOf } from './list';
import type { CreateBudgetBody, UpdateBudgetBody } from './schema';
import { dataScopeOf, filedUnderScope } from '../../security/data-scope';

export type BudgetRow = typeof budgets.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

/**
 * Locks a budget's row for the transaction (404 when it does not exist or is outside the caller's data scope). Writes to the plan and status changes
 * take it exclusively; expenses share it, so they run side by side but never beside an edit or a lock.
 */
export async function lockBudget(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  strength: 'update' | 'share' = 'update',
): Promise<BudgetRow> {
  const [row] = await tx
    .select()
    .from(budgets)
    .where(
      and(
        eq(budgets.id, id),
        filedUnderScope(await dataScopeOf(request, tx), budgets.projectId, budgets.createdBy),
      ),
    )
    .for(strength);
  if (!row) throw budgetNotFound(request);
  return row;
}

/** The body as the shared form reads it (a new row has no id). */
function formValues(
  body: Pick<Static<typeof CreateBudgetBody>, 'periods' | 'lines' | 'remark'>,
): BudgetFormValues {
  return {
    periods: body.periods.map(({ id, ...period }) => ({ ...period, ...(id ? { id } : {}) })),
    lines: body.lines.map(({ id, ...line }) => ({ ...line, ...(id ? { id } : {}) })),
    remark: body.remark,
  };
}

/** The form's rules with the project's amount as the ceiling, then the dictionaries. */
async function assertPlan(
  tx: Transaction,
  request: FastifyRequest,
  values: BudgetFormValues,
  project: ProjectRow,
): Promise<void> {
  assertForm(request, budgetForm, values, { projectAmount: projectAmountOf(project) });
  await assertDictionaryValues(tx, request, values);
}

/** The plan's rows as stored. (One query at a time: a transaction is one connection.) */
async function storedPlan(tx: Transaction, budgetId: number) {
  const periods = await tx
    .select()
    .from(budgetPeriods)
    .where(eq(budgetPeriods.budgetId, budgetId))
    .orderBy(asc(budgetPeriods.seq));
  const lines = await tx
    .select()
    .from(budgetLines)
    .where(eq(budgetLines.budgetId, budgetId))
    .orderBy(asc(budgetLines.sort), asc(budgetLines.id));
  return { periods, lines };
}

/** The budget as the operation log keeps it: its row, periods and lines. */
async function logged(tx: Transaction, row: BudgetRow) {
  return { ...row, ...(await storedPlan(tx, row.id)) };
}

const periodColumns = (period: BudgetFormValues['periods'][number], index: number) => ({
  seq: index + 1,
  name: period.name.trim(),
  startDate: period.startDate,
  endDate: period.endDate,
});

/**
 * Writes the plan: periods and lines sent with an id are updated in place (their expenses stay attached), new ones
 * inserted, the others deleted. Lines go before the periods they may have left.
 */
async function savePlan(
  tx: Transaction,
  budgetId: number,
  values: BudgetFormValues,
  stored: Awaited<ReturnType<typeof storedPlan>>,
): Promise<void> {
  const keptLines = new Set(values.lines.flatMap((line) => (line.id ? [line.id] : [])));
  const removedLines = stored.lines.filter((line) => !keptLines.has(line.id)).map((line) => line.id);
  if (removedLines.length > 0) await tx.delete(budgetLines).where(inArray(budgetLines.id, removedLines));

  const periodIds: number[] = [];
  for (const [index, period] of values.periods.entries()) {
    const columns = periodColumns(period, index);
    if (period.id) {
      await tx.update(budgetPeriods).set(columns).where(eq(budgetPeriods.id, period.id));
      periodIds.push(period.id);
    } else {
      const [row] = await tx
        .insert(budgetPeriods)
        .values({ ...columns, budgetId })
        .returning({ id: budgetPeriods.id });
      periodIds.push(row!.id);
    }
  }
  const fresh = [];
  for (const [index, line] of values.lines.entries()) {
    const columns = {
      periodId: periodIds[line.periodSeq! - 1]!,
      category: line.category,
      name: line.name.trim(),
      plannedAmount: normalizeMoney(line.plannedAmount),
      fundSource: line.fundSource,
      sort: index + 1,
    };
    if (line.id) await tx.update(budgetLines).set(columns).where(eq(budgetLines.id, line.id));
    else fresh.push({ ...columns, budgetId });
  }
  if (fresh.length > 0) await tx.insert(budgetLines).values(fresh);

  const removedPeriods = stored.periods.filter((period) => !periodIds.includes(period.id));
  if (removedPeriods.length > 0) {
    await tx.delete(budgetPeriods).where(
      and(
        eq(budgetPeriods.budgetId, budgetId),
        inArray(
          budgetPeriods.id,
          removedPeriods.map((period) => period.id),
        ),
      ),
    );
  }
}

/** Drafts a project's budget: one per project, once the project is approved (locked first: one wins). */
export async function createBudget(
  db: Database,
  request: FastifyRequest,
  body: Static<typeof CreateBudgetBody>,
): Promise<BudgetDetail> {
  if (body.projectId === null) {
    throw fieldRefusal('projectId', request.t('budget.chooseProject'));
  }
  const projectId = body.projectId;
  const userId = staffOf(request).userId;
  const id = await db.transaction(async (tx) => {
    const project = await lockProject(tx, request, projectId);
    if (!(BUDGET_PROJECT_STATUSES as readonly string[]).includes(project.status)) {
      throw statusConflict(request, 'budget.projectNotApprovedIn', project.status);
    }
    const [existing] = await tx
      .select({ id: budgets.id })
      .from(budgets)
      .where(eq(budgets.projectId, projectId));
    if (existing) {
      throw conflict(request.t('budget.projectHasBudget', { name: project.name }));
    }
    const values = formValues(body);
    await assertPlan(tx, request, values, project);
    // A new budget has no rows yet: a row sent with an id would take, and change, another budget's.
    assertOwnIds(request, 'periods', values.periods, []);
    assertOwnIds(request, 'lines', values.lines, []);
    const [row] = await tx
      .insert(budgets)
      .values({ projectId, remark: values.remark.trim(), createdBy: userId, submittedBy: userId })
      .returning();
    await savePlan(tx, row!.id, values, { periods: [], lines: [] });
    await withAudit(tx, { id: userId }, 'create', 'budget', row!.id, null, await logged(tx, row!), {
      projectId,
    });
    return row!.id;
  });
  return budgetDetail(db, request, id);
}

/** Edits a draft or revising plan at the version it was read at; what money has touched stays. */
export async function updateBudget(
  db: Database,
  request: FastifyRequest,
  id: number,
  { version, ...body }: Static<typeof UpdateBudgetBody>,
): Promise<BudgetDetail> {
  await db.transaction(async (tx) => {
    const row = await lockBudget(tx, request, id);
    assertVersion(request, row.version, version);
    if (!(BUDGET_EDITABLE_STATUSES as readonly string[]).includes(row.status)) {
      throw statusConflict(request, 'budget.notEditableIn', row.status);
    }
    if (await runningApproval(tx, 'budget', id)) throw conflict(request.t('approval.inApproval'));
    const project = await lockProject(tx, request, row.projectId);
    const values = formValues(body);
    await assertPlan(tx, request, values, project);
    const stored = await storedPlan(tx, id);
    assertOwnIds(request, 'periods', values.periods, stored.periods);
    assertOwnIds(request, 'lines', values.lines, stored.lines);
    await assertSpentRowsKept(tx, request, id, {
      ...stored,
      values,
      newPeriodOf: (line) => {
        const sent = values.lines.find((candidate) => candidate.id === line.id);
        return values.periods[(sent?.periodSeq ?? 0) - 1]?.id ?? null;
      },
    });
    const before = { ...row, ...stored };
    await savePlan(tx, id, values, stored);
    const [after] = await tx
      .update(budgets)
      .set({ remark: values.remark.trim(), version: row.version + 1 })
      .where(eq(budgets.id, id))
      .returning();
    await withAudit(
      tx,
      { id: staffOf(request).userId },
      'update',
      'budget',
      id,
      before,
      await logged(tx, after!),
      {
        projectId: row.projectId,
      },
    );
  });
  return budgetDetail(db, request, id);
}
