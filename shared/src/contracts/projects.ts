import type { AgreementStatus } from '../workflow/agreement-machine';
import type { ApplicationStatus } from '../workflow/application-machine';
import type { ReportStatus } from '../workflow/report-machine';
import type { MadeBy } from '../workflow/maker-checker';
import type {
  AgreementFormValues,
  ApplicantType,
  ApplicationFormValues,
  ClauseValues,
  InstalmentValues,
  ReportFormValues,
  ReportItemValues,
} from '../forms/index';
import type { ProjectListItem } from './business';

/** Calls of the projects slice (`/pm/projects`, `/pm/applications`, `/pm/agreements`, `/pm/reports`, `/pm/files`). */

export interface NamedRef {
  id: number;
  name: string;
}

/** A stored upload, as lists and details show it. Downloaded from `GET /pm/files/:id`. */
export interface FileRef {
  id: number;
  name: string;
  size: number;
  mime: string;
  /** Agreement files count versions (1, 2, …); other attachments are version 1. */
  version: number;
  uploadedBy: string | null;
  createdAt: string;
}

/**
 * Money of a project: approved − appropriated − allocated to sub-projects = remaining; paid ⊆ appropriated. All
 * decimal strings.
 */
export interface ProjectAmounts {
  plannedBudget: string;
  approvedAmount: string | null;
  appropriatedAmount: string;
  paidAmount: string;
  /**
   * What the project may still pay or give to a new sub-project, never below zero: the server's one balance, the
   * limit its payments and allocations are checked against (nothing while it or a parent cannot fund it).
   */
  remainingAmount: string;
  /** What sub-projects hold of the approved amount. */
  allocatedToChildren: string;
}

export interface ProjectDetail extends ProjectListItem {
  rootId: number | null;
  parent: { id: number; code: string; name: string } | null;
  departmentId: number | null;
  managerId: number | null;
  partners: NamedRef[];
  /** Names from province to county. */
  areaPath: string[];
  goal: string;
  targetBeneficiaries: number;
  amounts: ProjectAmounts;
  updatedAt: string;
}

/** One line of a record's history, from the operation log. */
export interface TimelineEntry {
  id: number;
  /** `project.create`, `application.approve`, `agreement.update`… */
  action: string;
  entity: string;
  entityId: string;
  userName: string | null;
  /** The status after the change, when the change moved one. */
  status: string | null;
  comment: string | null;
  createdAt: string;
}

/** Appropriations of a project by view, and its budget execution (paid against approved). */
export interface ProjectFundsSummary {
  byStatus: { status: string; count: number; amount: string }[];
  amounts: ProjectAmounts;
  /** paid ÷ approved, as a percentage with 2 decimals ('37.50'); null without an approved amount. */
  executionRate: string | null;
}

export interface ApplicationListItem {
  id: number;
  code: string;
  projectId: number;
  projectName: string;
  applicantType: ApplicantType;
  applicantName: string;
  title: string;
  amountRequested: string;
  approvedAmount: string | null;
  status: ApplicationStatus;
  submittedAt: string | null;
  version: number;
  createdAt: string;
}

export interface ApplicationSnapshot {
  id: number;
  /** 1 for the first submission, 2 after the first rework… */
  round: number;
  content: ApplicationContent;
  submittedBy: string | null;
  createdAt: string;
}

/** What an application says (kept per submission round): the form's fields but the project and the applicant. */
export type ApplicationContent = Omit<ApplicationFormValues, 'projectId' | 'applicantType' | 'applicantId'>;

export interface ApplicationDetail extends ApplicationListItem, ApplicationContent, MadeBy {
  applicantId: number;
  reviewComment: string | null;
  attachments: FileRef[];
  snapshots: ApplicationSnapshot[];
}

export interface InstalmentItem extends InstalmentValues {
  id: number;
  seq: number;
  /** The reporting-schedule item this instalment waits for. */
  reportItemId: number | null;
}

export interface ReportItem extends ReportItemValues {
  id: number;
  seq: number;
  /** Derived: due date passed without a submitted or accepted report. */
  overdue: boolean;
  /** The latest report against this item, if any. */
  reportId: number | null;
  reportStatus: ReportStatus | null;
}

export interface AgreementListItem extends Pick<
  AgreementFormValues,
  'partyA' | 'partyB' | 'signedDate' | 'effectiveDate' | 'expiryDate' | 'totalAmount'
> {
  id: number;
  number: string;
  projectId: number;
  projectName: string;
  status: AgreementStatus;
  version: number;
  createdAt: string;
}

export interface AgreementDetail extends AgreementListItem, MadeBy {
  instalments: InstalmentItem[];
  reportItems: ReportItem[];
  clauses: ClauseValues[];
  files: FileRef[];
}

export interface ReportListItem {
  id: number;
  code: string;
  projectId: number;
  projectName: string;
  agreementId: number;
  reportItemId: number;
  reportItemTitle: string;
  dueDate: string;
  title: string;
  status: ReportStatus;
  overdue: boolean;
  submittedAt: string | null;
  version: number;
  createdAt: string;
}

export interface ReportDetail
  extends
    ReportListItem,
    MadeBy,
    Pick<
      ReportFormValues,
      'summary' | 'indicators' | 'beneficiariesReached' | 'amountSpent' | 'spendingSummary'
    > {
  reviewComment: string | null;
  attachments: FileRef[];
}

/** A dictionary entry (`GET /pm/dicts/:code`): the stored value and its label in both languages. */
export interface DictItem {
  value: string;
  labelZh: string;
  labelEn: string;
}

/** Choices for the projects forms (`GET /pm/project-options`): departments, staff, partners, beneficiaries. */
export interface ProjectOptions {
  departments: NamedRef[];
  managers: NamedRef[];
  partners: NamedRef[];
  beneficiaries: (NamedRef & { type: 'person' | 'company' })[];
}

/** A failed form: 422 with every field's message in the caller's language (`Accept-Language`). */
export interface FormErrorData {
  errors: { field: string; message: string }[];
}
