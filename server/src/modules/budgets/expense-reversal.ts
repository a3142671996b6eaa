import type { ExpenseItem } from '@pm/shared/contracts/funds';
import { expenseReversalForm } from '@pm/shared/forms/budget-form';
import { BUDGET_SPENDING_STATUSES } from '@pm/shared/workflow/budget-machine';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { budgetExpenses } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { localized } from '../../http/locale';
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
    if (!before) throw notFound(localized(request, ['支出记录不存在', 'Expense not found']));
    if (!(BUDGET_SPENDING_STATUSES as readonly string[]).includes(budget.status)) {
      throw statusConflict(
        request,
        [
          '预算当前状态为“{{status}}”，不能冲销支出，请先修订预算',
          'A budget that is "{{status}}" takes no reversals: revise it first',
        ],
        budget.status,
      );
    }
    if (before.reversedAt !== null) {
      throw conflict(
        localized(request, ['这笔支出已冲销，不能再次冲销', 'This expense is already reversed']),
      );
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
