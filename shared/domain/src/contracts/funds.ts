/** The funds slice's API shapes (`/pm/appropriations…`, `/pm/budgets…`): money as decimal strings, dates ISO. */

import type { AppropriationType, PaymentMethod } from '../workflow/appropriation-machine';

export type { AppropriationView } from '../workflow/appropriation-machine';
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
