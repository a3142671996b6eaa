/** List items of the business calls (money as decimal strings, dates as ISO strings). */

export { PROJECT_STATUSES, type ProjectStatus } from '../workflow/project-machine';

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
