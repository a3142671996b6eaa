import { sumMoney } from '@pm/domain/money/money';
import { eq } from 'drizzle-orm';
import { field, makersOf, projectLabel } from '../../approvals/fields';
import type { ApprovalSubject } from '../../approvals/subject';
import { budgetLines, budgets } from '../../db/schema';
import { stepBudget } from './workflow';
import { lockBudget, type BudgetRow } from './write';

/** The plan's total: what a node's amount condition reads. */
async function plannedTotal(db: Parameters<ApprovalSubject['load']>[0], budgetId: number) {
  const lines = await db
    .select({ plannedAmount: budgetLines.plannedAmount })
    .from(budgetLines)
    .where(eq(budgetLines.budgetId, budgetId));
  return { count: lines.length, total: sumMoney(lines.map((line) => line.plannedAmount)) };
}

/**
 * A budget's plan decided by its definition (`budget_revision`: the first plan and every revision): the last
 * approval makes it the approved revision in force. A rejection or a withdrawal changes nothing but the approval:
 * the draft or revision is editable again.
 */
export const budgetApproval: ApprovalSubject<BudgetRow> = {
  businessType: 'budget_revision',
  lock: (tx, request, id) => lockBudget(tx, request, id),
  load: async (db, id) => (await db.select().from(budgets).where(eq(budgets.id, id)))[0],
  facts: async (db, row) => {
    const project = await projectLabel(db, row.projectId);
    return {
      // Written once for every reader: no punctuation of one language (the plan's version as `v2`).
      title: `${project} v${row.revision + 1}`,
      projectId: row.projectId,
      amount: (await plannedTotal(db, row.id)).total,
      path: `/project/budget?id=${row.id}`,
    };
  },
  snapshot: async (db, row) => {
    const { count, total } = await plannedTotal(db, row.id);
    return [
      field.text('project', await projectLabel(db, row.projectId)),
      field.text('revision', String(row.revision + 1)),
      field.money('plannedAmount', total),
      field.text('lines', String(count)),
      field.text('summary', row.remark),
      field.status('budget', row.status),
    ];
  },
  makers: makersOf,
  onApproved: async (tx, request, id, decision) => {
    await stepBudget(tx, request, id, 'approve', decision.comment);
  },
  onRejected: async () => {},
  onWithdrawn: async () => {},
};
