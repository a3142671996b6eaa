import type { BudgetDetail } from '@pm/domain/shapes';
import { BUDGET_EDITABLE_STATUSES, type BudgetAction } from '@pm/domain/workflow/budget-machine';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { startApproval } from '../../approvals/start';
import { withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { budgets } from '../../db/schema';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { statusConflict } from '../records/refusals';
import { takeStep, type StepInput } from '../records/workflow-step';
import { budgetApproval } from './approval';
import { budgetDetail } from './list';
import { assertPlanFits, budgetEffect, budgetWorkflow } from './workflow';
import { lockBudget } from './write';

/** One step of a budget's machine (`takeStep`): approving also records the plan as the next revision. */
export function actOnBudget(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: BudgetAction,
  input: StepInput,
): Promise<BudgetDetail> {
  return takeStep(db, request, budgetWorkflow, id, action, input, budgetEffect(request, action));
}

/**
 * Puts a draft or a revision up for approval (`budget_revision`): its author becomes its submitter (who may not
 * approve it), and the plan must fit the project's amount now. While the approval runs, the plan is read-only.
 */
export async function submitBudget(
  db: Database,
  request: FastifyRequest,
  id: number,
  input: StepInput,
): Promise<BudgetDetail> {
  const userId = staffOf(request).userId;
  await db.transaction(async (tx) => {
    const before = await lockBudget(tx, request, id);
    assertVersion(request, before.version, input.version ?? before.version);
    if (!(BUDGET_EDITABLE_STATUSES as readonly string[]).includes(before.status)) {
      throw statusConflict(request, 'budget.notSubmittableIn', before.status);
    }
    await assertPlanFits(tx, request, before);
    const [after] = await tx
      .update(budgets)
      .set({ submittedBy: userId, reviewedBy: null, version: before.version + 1 })
      .where(eq(budgets.id, id))
      .returning();
    await withAudit(tx, { id: userId }, 'submit', 'budget', id, before, after, {
      projectId: before.projectId,
      comment: input.comment?.trim() || null,
    });
    await startApproval(tx, request, budgetApproval, after!);
  });
  return budgetDetail(db, request, id);
}
