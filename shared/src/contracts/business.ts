/** List items of the business calls (money as decimal strings, dates as ISO strings). */

/** The project statuses the server stores and filters by: one list for the database, the API and the UI. */
export const PROJECT_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'executing',
  'completed',
  'terminated',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export interface ProjectListItem {
  id: number;
  code: string;
  name: string;
  type: string;
  status: ProjectStatus;
  parentId: number | null;
  departmentName: string | null;
  managerName: string | null;
  areaCode: string | null;
  startDate: string | null;
  endDate: string | null;
  plannedBudget: string;
  approvedAmount: string | null;
  appropriatedAmount: string;
  createdAt: string;
}

export type AppropriationView = 'unverified' | 'wait' | 'already';

export interface AppropriationListItem {
  id: number;
  code: string;
  projectId: number;
  projectName: string;
  type: string;
  amount: string;
  status: string;
  scheduledDate: string | null;
  paidDate: string | null;
  payeeName: string | null;
  createdAt: string;
}

export type BeneficiaryType = 'person' | 'company';

export interface BeneficiaryListItem {
  id: number;
  type: BeneficiaryType;
  name: string;
  /** Masked by the server. */
  idNumber: string;
  /** Masked by the server. */
  mobile: string;
  areaCode: string | null;
  address: string | null;
  createdAt: string;
}

export interface MaterialListItem {
  id: number;
  code: string;
  title: string;
  category: string;
  projectId: number | null;
  projectName: string | null;
  fileName: string | null;
  status: string;
  uploadedBy: string | null;
  createdAt: string;
}

export interface SysUserListItem {
  id: number;
  username: string;
  name: string;
  /** Masked by the server. */
  mobile: string;
  email: string | null;
  departmentName: string | null;
  roles: string[];
  status: string;
  isAdmin: boolean;
  createdAt: string;
}

export interface ClientProjectItem {
  id: number;
  code: string;
  name: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  approvedAmount: string | null;
  paidAmount: string;
}
