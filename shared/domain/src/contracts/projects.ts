import type { ReportStatus } from '../workflow/report-machine';
import type { MadeBy } from '../workflow/maker-checker';
import type { AgreementListItem } from '../shapes/agreement';
import type { ApplicationListItem } from '../shapes/application';
import type { FileRef } from '../shapes/records';
import type { ReportListItem } from '../shapes/report';
import type {
  ApplicationFormValues,
  ClauseValues,
  InstalmentValues,
  ReportFormValues,
  ReportItemValues,
} from '../forms';

/** Calls of the projects slice (`/pm/projects`, `/pm/applications`, `/pm/agreements`, `/pm/reports`, `/pm/files`). */

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

export interface AgreementDetail extends AgreementListItem, MadeBy {
  instalments: InstalmentItem[];
  reportItems: ReportItem[];
  clauses: ClauseValues[];
  files: FileRef[];
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

/** A failed form: 422 with every field's message in the caller's language (`Accept-Language`). */
export interface FormErrorData {
  errors: { field: string; message: string }[];
}
