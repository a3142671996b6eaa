import type { ExpenseItem } from '@pm/domain/shapes';
import { expenseForm } from '@pm/domain/forms/budget-form';
import { normalizeMoney, subMoney } from '@pm/domain/money/money';
import { BUDGET_SPENDING_STATUSES } from '@pm/domain/workflow/budget-machine';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { appropriations, budgetExpenses, budgetLines, budgetPeriods } from '../../db/schema';
import { assertForm } from '../../http/form';
import { staffOf } from '../../plugins/auth';
import { assertMayAttach } from '../files/access';
import { fieldRefusal, statusConflict } from '../records/refusals';
import { businessDate } from '../../records/today';
import { notReversed } from './execution';
import { expenseItem } from './expense-list';
import { lockBudget, type BudgetRow } from './write';
import type { ExpenseBody } from './schema';

type Body = Static<typeof ExpenseBody>;

/** The line the expense is charged to, with its period's dates: it must be a line of this budget. */
async function lineOf(tx: Transaction, request: FastifyRequest, budgetId: number, lineId: number | null) {
  if (lineId === null) return null;
  const [line] = await tx
    .select({ id: budgetLines.id, startDate: budgetPeriods.startDate, endDate: budgetPeriods.endDate })
    .from(budgetLines)
    .innerJoin(budgetPeriods, eq(budgetPeriods.id, budgetLines.periodId))
    .where(and(eq(budgetLines.id, lineId), eq(budgetLines.budgetId, budgetId)));
  if (!line) {
    throw fieldRefusal('lineId', request.t('expense.lineNotInBudget'));
  }
  return line;
}

/**
 * What is left of the funding appropriation, read with its row locked until the transaction ends: two expenses
 * against one appropriation take turns, so together they never exceed its amount. It must be a paid
 * appropriation of the budget's project.
 */
async function appropriationAvailable(
  tx: Transaction,
  request: FastifyRequest,
  budget: BudgetRow,
  appropriationId: number | null,
): Promise<string | null> {
  if (appropriationId === null) return null;
  const [row] = await tx
    .select({
      code: appropriations.code,
      projectId: appropriations.projectId,
      status: appropriations.status,
      amount: appropriations.amount,
    })
    .from(appropriations)
    .where(eq(appropriations.id, appropriationId))
    .for('update');
  if (!row || row.projectId !== budget.projectId) {
    throw fieldRefusal('appropriationId', request.t('expense.appropriationNotOfProject'));
  }
  if (row.status !== 'paid') {
    throw fieldRefusal(
      'appropriationId',
      request.t('expense.appropriationNotPaid', {
        code: row.code,
        status: request.t(`status.${row.status}`),
      }),
    );
  }
  const [spent] = await tx
    .select({ total: moneySum(budgetExpenses.amount) })
    .from(budgetExpenses)
    .where(and(eq(budgetExpenses.appropriationId, appropriationId), notReversed));
  return subMoney(row.amount, spent?.total);
}

/**
 * Records an expense against a line of an approved or revising budget. The budget's row is shared (not held
 * exclusively: expenses on one budget run side by side) so it cannot be locked or edited meanwhile.
 */
export async function recordExpense(
  db: Database,
  request: FastifyRequest,
  budgetId: number,
  body: Body,
): Promise<ExpenseItem> {
  const userId = staffOf(request).userId;
  const id = await db.transaction(async (tx) => {
    const budget = await lockBudget(tx, request, budgetId, 'share');
    if (!(BUDGET_SPENDING_STATUSES as readonly string[]).includes(budget.status)) {
      throw statusConflict(request, 'expense.budgetClosedIn', budget.status);
    }
    const line = await lineOf(tx, request, budgetId, body.lineId);
    const available = await appropriationAvailable(tx, request, budget, body.appropriationId);
    assertForm(request, expenseForm, body, {
      periodStart: line?.startDate ?? null,
      periodEnd: line?.endDate ?? null,
      appropriationAvailable: available,
      today: businessDate(),
    });
    if (body.fileId !== null) {
      await assertMayAttach(tx, request, { kind: 'expense', id: null, field: 'fileId' }, [body.fileId]);
    }
    const [row] = await tx
      .insert(budgetExpenses)
      .values({
        budgetId,
        lineId: body.lineId!,
        amount: normalizeMoney(body.amount),
        date: body.date,
        payee: body.payee.trim(),
        voucherNo: body.voucherNo.trim(),
        fileId: body.fileId,
        appropriationId: body.appropriationId,
        remark: body.remark.trim(),
        createdBy: userId,
      })
      .returning();
    await withAudit(tx, { id: userId }, 'create', 'expense', row!.id, null, row, {
      projectId: budget.projectId,
    });
    return row!.id;
  });
  return expenseItem(db, id);
}
