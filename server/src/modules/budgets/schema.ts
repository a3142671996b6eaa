import {
  BudgetDetailSchema,
  BudgetItemSchema,
  BudgetProjectSchema,
  ExpenseItemSchema,
  SpendableSchema,
} from '@pm/domain/shapes/budget';
import { BUDGET_STATUSES } from '@pm/domain/workflow/budget-machine';
import { Type } from 'typebox';
import { pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id, Version } from '@pm/domain/shapes/integers';
import { int32 } from '../../http/integers';
import { listQuerySchema } from '../../http/list-query';
import { FormId, FormText } from '@pm/domain/shapes/form-fields';
import { actionRoute, CommentBody, IdParams } from '../records/schema';

export const BUDGET_SORT_FIELDS = ['projectCode', 'projectName', 'status', 'createdAt', 'updatedAt'] as const;
export const EXPENSE_SORT_FIELDS = ['date', 'amount', 'createdAt'] as const;

/** Kept when an existing period or line is sent back, absent (or null) for a new one. */
const RowId = Type.Optional(Type.Union([Type.Null(), Id()]));

/**
 * What the budget page sends. Loose on purpose: `budgetForm` checks the values (with the project's amount as the
 * ceiling), so the page and the server say the same thing under the same field.
 */
const PlanBody = {
  periods: Type.Array(Type.Object({ id: RowId, name: FormText, startDate: FormText, endDate: FormText }), {
    maxItems: 60,
    default: [],
  }),
  lines: Type.Array(
    Type.Object({
      id: RowId,
      // Out of range is the form's `oneOf` message, so any integer passes here.
      periodSeq: Type.Union([Type.Null(), int32()], { default: null }),
      category: FormText,
      name: FormText,
      plannedAmount: FormText,
      fundSource: FormText,
    }),
    { maxItems: 500, default: [] },
  ),
  remark: FormText,
};

export const CreateBudgetBody = Type.Object({ projectId: FormId, ...PlanBody });
export const UpdateBudgetBody = Type.Object({ version: Version, ...PlanBody });

export const ExpenseBody = Type.Object({
  lineId: FormId,
  amount: FormText,
  date: FormText,
  payee: FormText,
  voucherNo: FormText,
  fileId: FormId,
  appropriationId: FormId,
  remark: FormText,
});

export const ExpenseReversalBody = Type.Object({ reason: FormText });

export const ExpenseParams = Type.Object({
  id: Id(),
  expenseId: Id(),
});

export const BudgetListQuery = listQuerySchema(BUDGET_SORT_FIELDS, {
  status: Type.Optional(Type.Enum(BUDGET_STATUSES)),
  projectId: Type.Optional(Id()),
  overrun: Type.Optional(Type.Boolean({ description: 'Only budgets with at least one overrun line' })),
});

export const ExpenseListQuery = listQuerySchema(EXPENSE_SORT_FIELDS, {
  lineId: Type.Optional(Id()),
});

const tags = ['budgets'];

export const listBudgetsRoute = {
  tags,
  summary:
    'Budgets with planned and actual totals, execution rate and overrun lines, paged (keyword: project)',
  querystring: BudgetListQuery,
  response: responses(pageOf(BudgetItemSchema)),
};

export const budgetProjectsRoute = {
  tags,
  summary: 'Projects a budget can be made for (approved or later), at most 20, with their budget if any',
  querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
  response: responses(Type.Array(BudgetProjectSchema)),
};

export const budgetDetailRoute = {
  tags,
  summary: 'One budget: execution per line, per period and in all, and its approved revisions',
  params: IdParams,
  response: responses(BudgetDetailSchema),
};

export const createBudgetRoute = {
  tags,
  summary:
    "Drafts a project's budget (one per project); its lines may not plan more than the project's amount",
  body: CreateBudgetBody,
  response: responses(BudgetDetailSchema),
};

export const updateBudgetRoute = {
  tags,
  summary:
    'Edits a draft or revising budget: periods and lines sent with an id are kept, new ones added, missing ones removed (not those with expenses)',
  params: IdParams,
  body: UpdateBudgetBody,
  response: responses(BudgetDetailSchema),
};

export const listExpensesRoute = {
  tags,
  summary:
    "The budget's expenses, reversed ones included, newest first, paged (keyword: payee or voucher number)",
  params: IdParams,
  querystring: ExpenseListQuery,
  response: responses(pageOf(ExpenseItemSchema)),
};

export const createExpenseRoute = {
  tags,
  summary:
    "Records an expense against a line of an approved or revising budget, dated within the line's period; a linked paid appropriation is never overspent",
  params: IdParams,
  body: ExpenseBody,
  response: responses(ExpenseItemSchema),
};

export const reverseExpenseRoute = {
  tags,
  summary:
    'Reverses a wrongly recorded expense with a reason (budget approved or revising): the row stays, marked reversed, and the execution figures leave it out',
  params: ExpenseParams,
  body: ExpenseReversalBody,
  response: responses(ExpenseItemSchema),
};

export const spendableRoute = {
  tags,
  summary: "Paid appropriations of the budget's project with an amount not yet recorded as spent",
  params: IdParams,
  response: responses(Type.Array(SpendableSchema)),
};

export const submitBudgetRoute = actionRoute(
  'budgets',
  'Puts a draft or a revision up for approval (the plan must fit the project’s amount; read-only meanwhile)',
  CommentBody,
  BudgetDetailSchema,
);
