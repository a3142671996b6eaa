import type { ApprovalBusinessType } from '@pm/domain/shapes/approval';
import type { ApprovalSubject } from '../../approvals/subject';
import { agreementApproval } from '../agreements/approval';
import { applicationApproval } from '../applications/approval';
import { appropriationApproval } from '../appropriations/approval';
import { budgetApproval } from '../budgets/approval';
import { projectClosingApproval } from '../projects/approval';
import { reportApproval } from '../reports/approval';

/** The record each business type decides on, as its module drives it. */
const SUBJECTS: Record<ApprovalBusinessType, ApprovalSubject<never>> = {
  application: applicationApproval as unknown as ApprovalSubject<never>,
  agreement: agreementApproval as unknown as ApprovalSubject<never>,
  fund_payment: appropriationApproval as unknown as ApprovalSubject<never>,
  stage_report: reportApproval as unknown as ApprovalSubject<never>,
  budget_revision: budgetApproval as unknown as ApprovalSubject<never>,
  project_closing: projectClosingApproval as unknown as ApprovalSubject<never>,
};

/** The subject of a business type (its row type is the module's own: the engine only passes ids and rows back). */
export function subjectOf(
  businessType: ApprovalBusinessType,
): ApprovalSubject<{ id: number; status: string }> {
  return SUBJECTS[businessType] as unknown as ApprovalSubject<{ id: number; status: string }>;
}
