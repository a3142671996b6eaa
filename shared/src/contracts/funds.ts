/** The funds slice's API shapes (`/pm/appropriations…`, `/pm/budgets…`): money as decimal strings, dates ISO. */

import type { BudgetLineValues } from '../forms/budget-form';
import type { ReportStatus } from '../workflow/report-machine';
import type { AppropriationType, PaymentMethod } from '../workflow/appropriation-machine';
import type { BudgetStatus } from '../workflow/budget-machine';
import type { MadeBy } from '../workflow/maker-checker';
import type { BudgetLineRef } from '../shapes/appropriation';
import type { FileRef } from './projects';

export type { AppropriationView } from '../workflow/appropriation-machine';
export type {
  AppropriationDetail,
  AppropriationListItem,
  AppropriationPage,
  AppropriationTotals,
  BudgetLineRef,
} from '../shapes/appropriation';

/** The list's filters beyond page, keyword and sort (`GET /pm/appropriations`). */
export interface AppropriationFilters {
  view?: 'unverified' | 'wait' | 'already';
  /** Comma-separated statuses, each within the view's. */
  status?: string;
  projectId?: number;
  agreementId?: number;
  type?: AppropriationType;
  paymentMethod?: PaymentMethod;
  amountMin?: string;
  amountMax?: string;
  /** Scheduled date range; on the already view, the paid date. */
  dateFrom?: string;
  dateTo?: string;
}

/** A batch verify or pay: each item is its own transaction; the answer says which went through. */
export interface BatchItem {
  id: number;
  version: number;
}

export interface BatchResult {
  succeeded: number[];
  failed: { id: number; code: string; message: string }[];
}

/** A project that can be paid from (`GET /pm/appropriations/fundable-projects`): it has an active agreement. */
export interface FundableProject {
  id: number;
  code: string;
  name: string;
  remainingAmount: string;
}

export interface FundingInstalment {
  id: number;
  seq: number;
  plannedDate: string;
  amount: string;
  /** Appropriations of it that are not rejected or cancelled. */
  committedAmount: string;
  availableAmount: string;
  reportItemTitle: string | null;
  /** The status of the latest report against the linked item (verification waits for `accepted`). */
  reportStatus: ReportStatus | null;
}

export interface FundingAgreement {
  id: number;
  number: string;
  partyB: string;
  totalAmount: string;
  committedAmount: string;
  availableAmount: string;
  instalments: FundingInstalment[];
}

/** What the create page needs once a project is chosen (`GET /pm/projects/:id/funding`). */
export interface ProjectFunding {
  projectId: number;
  projectCode: string;
  projectName: string;
  approvedAmount: string | null;
  appropriatedAmount: string;
  paidAmount: string;
  /** What may still be appropriated: the project's and its tree's limits, never below zero. */
  availableAmount: string;
  /** The beneficiary's bank account as stored today (prefills the payee snapshot), if known. */
  payee: { name: string; bankName: string; accountName: string; accountNo: string } | null;
  agreements: FundingAgreement[];
  budgetLines: BudgetLineRef[];
}

export interface BudgetLineExecution extends Omit<BudgetLineValues, 'id' | 'periodSeq'> {
  id: number;
  periodId: number;
  periodName: string;
  actualAmount: string;
  /** planned − actual (negative when overrun). */
  variance: string;
  /** actual ÷ planned as a percentage with 2 decimals ('37.50'). */
  executionRate: string;
  overrun: boolean;
  /** Expenses recorded on the line, reversed ones included: they keep the line (actualAmount leaves them out). */
  expenseCount: number;
}

export interface BudgetPeriodExecution {
  id: number;
  seq: number;
  name: string;
  startDate: string;
  endDate: string;
  plannedAmount: string;
  actualAmount: string;
  variance: string;
  executionRate: string;
  overrun: boolean;
}

export interface BudgetRevision {
  /** 1 for the first approved plan, 2 after the first revision… */
  revision: number;
  plannedAmount: string;
  approvedByName: string | null;
  approvedAt: string;
  comment: string | null;
}

export interface BudgetListItem {
  id: number;
  projectId: number;
  projectCode: string;
  projectName: string;
  status: BudgetStatus;
  /** The approved revision in force (0 while the first draft is not approved). */
  revision: number;
  plannedAmount: string;
  actualAmount: string;
  executionRate: string;
  overrunCount: number;
  version: number;
  updatedAt: string;
}

export interface BudgetDetail extends BudgetListItem, MadeBy {
  /** The project's approved amount (its planned budget before approval): the plan's ceiling. */
  projectAmount: string | null;
  variance: string;
  remark: string;
  periods: BudgetPeriodExecution[];
  lines: BudgetLineExecution[];
  revisions: BudgetRevision[];
}

export interface ExpenseItem {
  id: number;
  budgetId: number;
  lineId: number;
  lineName: string;
  periodName: string;
  amount: string;
  date: string;
  payee: string;
  voucherNo: string;
  file: FileRef | null;
  appropriationId: number | null;
  appropriationCode: string | null;
  remark: string;
  createdByName: string | null;
  createdAt: string;
  /** Set once the expense is reversed: it stays listed, and no figure counts it. */
  reversal: ExpenseReversal | null;
}

export interface ExpenseReversal {
  reason: string;
  reversedByName: string | null;
  reversedAt: string;
}

/** A paid appropriation of the budget's project and what of it is not yet recorded as spent (expense form). */
export interface SpendableAppropriation {
  id: number;
  code: string;
  amount: string;
  spentAmount: string;
  availableAmount: string;
  paidDate: string | null;
}

/** A project a budget can be made for (`GET /pm/budget-projects`): approved or later, and its budget if any. */
export interface BudgetProject {
  id: number;
  code: string;
  name: string;
  projectAmount: string | null;
  budgetId: number | null;
}
