/** `GET /pm/auth_user` data: the staff user as the server knows it. */
export interface AuthUser {
  id: number;
  username: string;
  name: string;
  avatar: string;
  email: string;
  mobile: string;
  phone: string;
  job: string;
  jobName: string;
  organization: string;
  organizationName: string;
  location: string;
  locationName: string;
  introduction: string;
  personalWebsite: string;
  registrationDate: string;
  accountId: string;
  certification: number;
  /** 1 means reconcile. */
  team_fund_status: number;
  userOrganization: string;
  /** 1 means administrator: sees everything. */
  is_admin: number;
  roles: { name_en: string }[];
  /** The foundation's time zone (IANA): "today" on the pages is `businessDate(businessTimeZone)`, as on the server. */
  businessTimeZone: string;
}

export interface AccessItem {
  permission: string;
}

/** The shell's user state (specification §3): the server's user plus what the shell derives. */
export interface UserState extends Omit<AuthUser, 'roles'> {
  /** English role names, from each role's name_en. */
  role: string[];
  dictTree: unknown[];
  /** Permission codes the user holds (route keys and button codes). */
  accessList: string[];
}

/** `GET /client/auth_user` data: the beneficiary signed in to the portal. */
export interface ClientUser {
  id: number;
  type: 'person' | 'company';
  name: string;
  /** Masked on the server. */
  mobile: string;
  /** Masked on the server. */
  idNumber: string;
  areaCode: string;
  address: string;
  email: string;
  projectCount: number;
  totalApproved: string;
  totalPaid: string;
}

export type Rule = 'user' | 'client';
export type UserRole = 'user' | 'admin';
