import type { ExpenseItem } from '@pm/domain/shapes';
import { expenseReversalForm } from '@pm/domain/forms/budget-form';
import { BUDGET_SPENDING_STATUSES } from '@pm/domain/workflow/budget-machine';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { budgetExpenses } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { staffOf } from '../../plugins/auth';
import { statusConflict } from '../records/refusals';
import { expenseItem } from './expense-list';
import { lockBudget } from './write';
import type { ExpenseReversalBody } from './schema';

/**
 * Reverses a wrongly recorded expense: the row stays as it was recorded (the books keep every entry), marked with
 * when, by whom and why, and every figure leaves it out from then on. Only while the budget takes expenses (a
 * locked budget's books are closed); once per expense. The mark and its operation log entry commit together.
 */
export async function reverseExpense(
  db: Database,
  request: FastifyRequest,
  budgetId: number,
  expenseId: number,
  body: Static<typeof ExpenseReversalBody>,
): Promise<ExpenseItem> {
  const userId = staffOf(request).userId;
  await db.transaction(async (tx) => {
    const budget = await lockBudget(tx, request, budgetId, 'share');
    const [before] = await tx
      .select()
      .from(budgetExpenses)
      .where(and(eq(budgetExpenses.id, expenseId), eq(budgetExpenses.budgetId, budgetId)))
      .for('update');
    if (!before) throw notFound(request.t('expense.notFound'));
    if (!(BUDGET_SPENDING_STATUSES as readonly string[]).includes(budget.status)) {
      throw statusConflict(request, 'expense.noReversalIn', budget.status);
    }
    if (before.reversedAt !== null) {
      throw conflict(request.t('expense.alreadyReversed'));
    }
    assertForm(request, expenseReversalForm, body);
    const [after] = await tx
      .update(budgetExpenses)
      .set({ reversedAt: new Date(), reversedBy: userId, reversalReason: body.reason.trim() })
      .where(eq(budgetExpenses.id, expenseId))
      .returning();
    await withAudit(tx, { id: userId }, 'reverse', 'expense', expenseId, before, after, {
      projectId: budget.projectId,
      comment: after!.reversalReason,
    });
  });
  return expenseItem(db, expenseId);
}
