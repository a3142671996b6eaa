import { ApprovalLinkSchema } from './approval';
import { Type, type Static } from 'typebox';
import { BUDGET_STATUSES } from '../workflow/budget-machine';
import { MadeBySchema } from './form-fields';
import { IsoDate, IsoDateTime, Money, nullable } from './primitives';
import { FileRefSchema } from './records';

/** A budget's response shapes (`/pm/budgets…`): money as decimal strings, dates ISO. */

/** An execution rate as a percentage with 2 decimals ('33.33'; above 100 when overrun). */
const Rate = Type.String({ pattern: '^\\d+\\.\\d{2}$', examples: ['37.50'] });

const Execution = {
  actualAmount: Money,
  variance: Type.String({
    pattern: '^-?\\d+\\.\\d{2}$',
    description: 'planned − actual (negative when overrun)',
  }),
  executionRate: Rate,
  overrun: Type.Boolean(),
};

export const BudgetPeriodExecutionSchema = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  name: Type.String(),
  startDate: IsoDate,
  endDate: IsoDate,
  plannedAmount: Money,
  ...Execution,
});

export const BudgetLineExecutionSchema = Type.Object({
  id: Type.Integer(),
  periodId: Type.Integer(),
  periodName: Type.String(),
  /** `budget_category` dictionary value. */
  category: Type.String(),
  name: Type.String(),
  plannedAmount: Money,
  /** `fund_source` dictionary value. */
  fundSource: Type.String(),
  ...Execution,
  expenseCount: Type.Integer({
    description: 'Expenses recorded on the line, reversed ones included (actualAmount leaves them out)',
  }),
});

export const BudgetRevisionSchema = Type.Object({
  /** 1 for the first approved plan, 2 after the first revision… */
  revision: Type.Integer(),
  plannedAmount: Money,
  approvedByName: nullable(Type.String()),
  approvedAt: IsoDateTime,
  comment: nullable(Type.String()),
});

export const ExpenseReversalSchema = Type.Object(
  { reason: Type.String(), reversedByName: nullable(Type.String()), reversedAt: IsoDateTime },
  { description: 'Set once reversed: the expense stays listed and no figure counts it' },
);

export const BudgetItemSchema = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  status: Type.Enum(BUDGET_STATUSES),
  revision: Type.Integer({ description: 'The approved revision in force: 0 until first approved' }),
  plannedAmount: Money,
  actualAmount: Money,
  executionRate: Rate,
  overrunCount: Type.Integer({ description: 'Lines whose expenses exceed their plan' }),
  version: Type.Integer(),
  updatedAt: IsoDateTime,
});

export const BudgetDetailSchema = Type.Object({
  ...BudgetItemSchema.properties,
  projectAmount: nullable(Money),
  variance: Execution.variance,
  remark: Type.String(),
  ...MadeBySchema,
  periods: Type.Array(BudgetPeriodExecutionSchema),
  lines: Type.Array(BudgetLineExecutionSchema),
  revisions: Type.Array(BudgetRevisionSchema, { description: 'Approved revisions, newest first' }),
  /** The approval it is in, or was last decided by (null: never submitted). */
  approval: nullable(ApprovalLinkSchema),
});

export const ExpenseItemSchema = Type.Object({
  id: Type.Integer(),
  budgetId: Type.Integer(),
  lineId: Type.Integer(),
  lineName: Type.String(),
  periodName: Type.String(),
  amount: Money,
  date: IsoDate,
  payee: Type.String(),
  voucherNo: Type.String(),
  file: nullable(FileRefSchema),
  appropriationId: nullable(Type.Integer()),
  appropriationCode: nullable(Type.String()),
  remark: Type.String(),
  createdByName: nullable(Type.String()),
  createdAt: IsoDateTime,
  reversal: nullable(ExpenseReversalSchema),
});

export const SpendableSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  amount: Money,
  spentAmount: Money,
  availableAmount: Money,
  paidDate: nullable(IsoDate),
});

export const BudgetProjectSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  projectAmount: nullable(Money),
  budgetId: nullable(Type.Integer()),
});

export type BudgetPeriodExecution = Static<typeof BudgetPeriodExecutionSchema>;
export type BudgetLineExecution = Static<typeof BudgetLineExecutionSchema>;
export type BudgetRevision = Static<typeof BudgetRevisionSchema>;
export type BudgetListItem = Static<typeof BudgetItemSchema>;
export type BudgetDetail = Static<typeof BudgetDetailSchema>;
export type ExpenseReversal = Static<typeof ExpenseReversalSchema>;
export type ExpenseItem = Static<typeof ExpenseItemSchema>;
/** A paid appropriation of the budget's project and what of it is not yet recorded as spent (expense form). */
export type SpendableAppropriation = Static<typeof SpendableSchema>;
/** A project a budget can be made for (`GET /pm/budget-projects`): approved or later, and its budget if any. */
export type BudgetProject = Static<typeof BudgetProjectSchema>;
