/** List items of the business calls (money as decimal strings, dates as ISO strings). */

import type { ProjectStatus } from '../workflow/project-machine';

export { PROJECT_STATUSES, type ProjectStatus } from '../workflow/project-machine';

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
  /** The area's own name (county, city or province). */
  areaName: string | null;
  startDate: string | null;
  endDate: string | null;
  plannedBudget: string;
  approvedAmount: string | null;
  /** Appropriations not rejected or cancelled. */
  appropriatedAmount: string;
  /** Appropriations paid. */
  paidAmount: string;
  /** What it may still pay or allocate (`ProjectAmounts.remainingAmount`). */
  remainingAmount: string;
  childCount: number;
  version: number;
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
