import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  APPROPRIATION_STATUSES,
  APPROPRIATION_TYPES,
  PAYMENT_METHODS,
  type AppropriationStatus,
  type AppropriationType,
  type PaymentMethod,
} from '@pm/domain/workflow/appropriation-machine';
import { BUDGET_STATUSES, type BudgetStatus } from '@pm/domain/workflow/budget-machine';
import { createdAt, id, money, updatedAt } from './columns';
import { amountInRange, inList } from './in-list';
import { makerCheckerCheck, makerCheckerColumns } from './maker-checker';
import { users } from './organisation';
import { agreementInstalments, agreements, files } from './project-records';
import { projects } from './projects';

export {
  APPROPRIATION_STATUSES,
  APPROPRIATION_TYPES,
  PAYMENT_METHODS,
  type AppropriationStatus,
  type AppropriationType,
  type PaymentMethod,
} from '@pm/domain/workflow/appropriation-machine';
export { BUDGET_STATUSES, type BudgetStatus } from '@pm/domain/workflow/budget-machine';

/**
 * A fund payment: one instalment of one agreement (the project is the agreement's, kept here for the lists). The
 * payee's bank account is a snapshot taken at creation. Four eyes: whoever pays did not verify.
 */
export const appropriations = pgTable(
  'appropriations',
  {
    id: id(),
    code: text('code').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id),
    instalmentId: integer('instalment_id')
      .notNull()
      .references(() => agreementInstalments.id),
    type: text('type').$type<AppropriationType>().notNull(),
    amount: money('amount').notNull(),
    status: text('status').$type<AppropriationStatus>().notNull().default('submitted'),
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    paidDate: date('paid_date', { mode: 'string' }),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull().default('bank_transfer'),
    payeeName: text('payee_name').notNull(),
    payeeBankName: text('payee_bank_name').notNull().default(''),
    payeeAccountName: text('payee_account_name').notNull().default(''),
    payeeAccountNo: text('payee_account_no').notNull().default(''),
    voucherNo: text('voucher_no'),
    receiptFileId: integer('receipt_file_id').references(() => files.id),
    remark: text('remark').notNull().default(''),
    purpose: text('purpose').notNull().default(''),
    ...makerCheckerColumns(),
    verifiedBy: integer('verified_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    paidBy: integer('paid_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    makerCheckerCheck('appropriations', table),
    uniqueIndex('appropriations_code_key').on(table.code),
    index('appropriations_project_idx').on(table.projectId),
    index('appropriations_agreement_idx').on(table.agreementId),
    index('appropriations_instalment_idx').on(table.instalmentId),
    index('appropriations_status_created_at_idx').on(table.status, table.createdAt),
    index('appropriations_status_paid_date_idx').on(table.status, table.paidDate),
    // The list's default order (newest first, id the tiebreaker): read backwards, a view's first page stops after
    // its rows instead of sorting every row of the view.
    index('appropriations_created_at_id_idx').on(table.createdAt, table.id),
    index('appropriations_receipt_file_idx').on(table.receiptFileId),
    check('appropriations_amount_check', amountInRange(table.amount)),
    check('appropriations_type_check', inList(table.type, APPROPRIATION_TYPES)),
    check('appropriations_status_check', inList(table.status, APPROPRIATION_STATUSES)),
    check('appropriations_payment_method_check', inList(table.paymentMethod, PAYMENT_METHODS)),
    check(
      'appropriations_four_eyes_check',
      sql`${table.paidBy} is null or ${table.verifiedBy} is null or ${table.paidBy} <> ${table.verifiedBy}`,
    ),
  ],
);

/** A create request's Idempotency-Key per user: a repeat returns the first result, another body is refused. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request body as received. */
    requestHash: text('request_hash').notNull(),
    resourceId: integer('resource_id'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.key] })],
);

export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    status: text('status').$type<BudgetStatus>().notNull().default('draft'),
    /** The approved revision in force: 0 until first approved. */
    revision: integer('revision').notNull().default(0),
    remark: text('remark').notNull().default(''),
    ...makerCheckerColumns(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    makerCheckerCheck('budgets', table),
    uniqueIndex('budgets_project_key').on(table.projectId),
    index('budgets_status_idx').on(table.status),
    check('budgets_status_check', inList(table.status, BUDGET_STATUSES)),
  ],
);

export const budgetPeriods = pgTable(
  'budget_periods',
  {
    id: id(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (table) => [
    index('budget_periods_budget_idx').on(table.budgetId),
    check('budget_periods_dates_check', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

export const budgetLines = pgTable(
  'budget_lines',
  {
    id: id(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => budgetPeriods.id),
    /** `budget_category` dictionary value. */
    category: text('category').notNull(),
    name: text('name').notNull(),
    plannedAmount: money('planned_amount').notNull(),
    /** `fund_source` dictionary value. */
    fundSource: text('fund_source').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('budget_lines_budget_idx').on(table.budgetId),
    index('budget_lines_period_idx').on(table.periodId),
    check('budget_lines_planned_amount_check', amountInRange(table.plannedAmount)),
  ],
);

/** What each approved revision planned: its periods and lines as they were approved. */
export interface BudgetSnapshot {
  periods: { id: number; seq: number; name: string; startDate: string; endDate: string }[];
  lines: {
    id: number;
    periodId: number;
    category: string;
    name: string;
    plannedAmount: string;
    fundSource: string;
  }[];
}

export const budgetRevisions = pgTable(
  'budget_revisions',
  {
    id: id(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    plannedAmount: money('planned_amount').notNull(),
    snapshot: jsonb('snapshot').$type<BudgetSnapshot>().notNull(),
    comment: text('comment'),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: createdAt(),
  },
  (table) => [uniqueIndex('budget_revisions_revision_key').on(table.budgetId, table.revision)],
);

/** Money spent against a budget line, optionally funded by a paid appropriation. */
export const budgetExpenses = pgTable(
  'budget_expenses',
  {
    id: id(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => budgets.id),
    lineId: integer('line_id')
      .notNull()
      .references(() => budgetLines.id),
    amount: money('amount').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    payee: text('payee').notNull(),
    voucherNo: text('voucher_no').notNull(),
    fileId: integer('file_id').references(() => files.id),
    appropriationId: integer('appropriation_id').references(() => appropriations.id),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    /**
     * A wrongly recorded expense is reversed, never deleted: the row keeps what was recorded, these say when, by
     * whom and why it was reversed, and every figure leaves it out.
     */
    reversedAt: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
    reversedBy: integer('reversed_by').references(() => users.id),
    reversalReason: text('reversal_reason'),
  },
  (table) => [
    index('budget_expenses_budget_idx').on(table.budgetId, table.date),
    index('budget_expenses_line_idx').on(table.lineId),
    index('budget_expenses_appropriation_idx').on(table.appropriationId),
    index('budget_expenses_file_idx').on(table.fileId),
    check('budget_expenses_amount_check', amountInRange(table.amount)),
    check(
      'budget_expenses_reversal_check',
      sql`(${table.reversedAt} is null and ${table.reversedBy} is null and ${table.reversalReason} is null)
        or (${table.reversedAt} is not null and ${table.reversedBy} is not null and length(trim(${table.reversalReason})) > 0)`,
    ),
  ],
);

/** The budget lines an appropriation is charged to. */
export const appropriationBudgetLines = pgTable(
  'appropriation_budget_lines',
  {
    appropriationId: integer('appropriation_id')
      .notNull()
      .references(() => appropriations.id, { onDelete: 'cascade' }),
    budgetLineId: integer('budget_line_id')
      .notNull()
      .references(() => budgetLines.id),
  },
  (table) => [
    primaryKey({ columns: [table.appropriationId, table.budgetLineId] }),
    index('appropriation_budget_lines_line_idx').on(table.budgetLineId),
  ],
);
