import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BudgetDetailSchema } from '@pm/domain/shapes/budget';
import { budgetMachine, type BudgetAction } from '@pm/domain/workflow/budget-machine';
import { FUNDS_BUTTONS } from '@pm/domain/workflow/permissions';
import { ok } from '../../http/envelope';
import { staffAccess as staff } from '../../plugins/access-control';
import { workflowActionRoutes, type ActionRoute } from '../records/action-routes';
import { CommentBody } from '../records/schema';
import type { StepInput } from '../records/workflow-step';
import { actOnBudget, submitBudget } from './actions';
import { listExpenses, spendableAppropriations } from './expense-list';
import { reverseExpense } from './expense-reversal';
import { recordExpense } from './expense-write';
import { createBudget, updateBudget } from './write';
import { budgetDetail, budgetProjects, listBudgets } from './list';
import {
  budgetDetailRoute,
  budgetProjectsRoute,
  createBudgetRoute,
  createExpenseRoute,
  listBudgetsRoute,
  listExpensesRoute,
  reverseExpenseRoute,
  spendableRoute,
  submitBudgetRoute,
  updateBudgetRoute,
} from './schema';
import { dataScopeOf } from '../../security/data-scope';

/**
 * The actions a budget's own buttons take. Approving a draft or a revision goes through its approval
 * (`POST /pm/budgets/:id/submit` starts it; `/pm/approvals/...` decides), which takes the machine's approve step.
 */
const ACTIONS: Partial<Record<BudgetAction, ActionRoute>> = {
  lock: { body: CommentBody, summary: 'Closes the books of an approved budget: no edits, no expenses' },
  revise: {
    body: CommentBody,
    summary: 'Opens an approved or locked budget for revision (expenses are still recorded meanwhile)',
  },
};

/** Budgets and their execution (`/pm/budgets…`, `/pm/budget-projects`). */
export const budgetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pm/budgets', { schema: listBudgetsRoute, config: staff('budget') }, async (request) =>
    ok(await listBudgets(app.db, request.query, await dataScopeOf(request, app.db))),
  );

  app.get('/pm/budget-projects', { schema: budgetProjectsRoute, config: staff('budget') }, async (request) =>
    ok(await budgetProjects(app.db, request.query.keyword, await dataScopeOf(request, app.db))),
  );

  app.get('/pm/budgets/:id', { schema: budgetDetailRoute, config: staff('budget') }, async (request) =>
    ok(await budgetDetail(app.db, request, request.params.id)),
  );

  app.post(
    '/pm/budgets',
    { schema: createBudgetRoute, config: staff(FUNDS_BUTTONS.budgetManage) },
    async (request) => ok(await createBudget(app.db, request, request.body)),
  );

  app.put(
    '/pm/budgets/:id',
    { schema: updateBudgetRoute, config: staff(FUNDS_BUTTONS.budgetManage) },
    async (request) => ok(await updateBudget(app.db, request, request.params.id, request.body)),
  );

  app.post(
    '/pm/budgets/:id/submit',
    { schema: submitBudgetRoute, config: staff(FUNDS_BUTTONS.budgetManage) },
    async (request) => ok(await submitBudget(app.db, request, request.params.id, request.body)),
  );

  workflowActionRoutes(app, {
    path: '/pm/budgets',
    tag: 'budgets',
    machine: budgetMachine,
    detail: BudgetDetailSchema,
    actions: ACTIONS,
    run: (request, id, action, input: StepInput) => actOnBudget(app.db, request, id, action, input),
  });

  app.get(
    '/pm/budgets/:id/expenses',
    { schema: listExpensesRoute, config: staff('budget') },
    async (request) => ok(await listExpenses(app.db, request, request.params.id, request.query)),
  );

  app.post(
    '/pm/budgets/:id/expenses',
    { schema: createExpenseRoute, config: staff(FUNDS_BUTTONS.expenseCreate) },
    async (request) => ok(await recordExpense(app.db, request, request.params.id, request.body)),
  );

  app.post(
    '/pm/budgets/:id/expenses/:expenseId/reverse',
    { schema: reverseExpenseRoute, config: staff(FUNDS_BUTTONS.expenseReverse) },
    async (request) =>
      ok(await reverseExpense(app.db, request, request.params.id, request.params.expenseId, request.body)),
  );

  app.get(
    '/pm/budgets/:id/spendable-appropriations',
    { schema: spendableRoute, config: staff('budget') },
    async (request) => ok(await spendableAppropriations(app.db, request, request.params.id)),
  );
};
