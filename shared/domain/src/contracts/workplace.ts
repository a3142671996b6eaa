/**
 * Calls behind the shell's own screens (issue "shell complete"): message box, dashboard, user pages. Money as
 * decimal strings, times as ISO strings.
 */

export type MessageType = 'message' | 'notice' | 'todo';

/** `GET /pm/messages?type=` item (specification §3 "Message"). */
export interface MessageItem {
  id: number;
  type: MessageType;
  title: string;
  subTitle: string;
  avatar: string;
  content: string;
  time: string;
  /** For notices and todos: 0 not started, 1 pending, 2 done, 3 overdue (label in the UI). */
  messageType: number | null;
  /** 0 unread, 1 read. */
  status: 0 | 1;
}

/** `GET /pm/messages/unread-count`. */
export type UnreadCounts = Record<MessageType, number>;

/** `POST /pm/messages/read` body: one or several ids, or every message of a type ("all read"). */
export type ReadMessagesBody = { ids: number[] } | { type: MessageType };

/** `POST /pm/messages/read` data: how many of the caller's messages went from unread to read. */
export interface ReadMessagesResult {
  updated: number;
}

/** `GET /pm/dashboard/overview`. */
export interface DashboardOverview {
  projectCount: number;
  inProgressCount: number;
  beneficiaryCount: number;
  approvedTotal: string;
  appropriatedTotal: string;
  paidTotal: string;
}

/** `GET /pm/dashboard/funds-by-month?months=12`: one row per month, oldest first. */
export interface FundsByMonth {
  month: string;
  appropriated: string;
  paid: string;
}

/** `GET /pm/dashboard/projects-by-status`. */
export interface ProjectsByStatus {
  status: string;
  count: number;
}

/** `GET /pm/dashboard/projects-by-province`: province code (two digits + '0000'), its name, counts. */
export interface ProjectsByProvince {
  code: string;
  name: string;
  count: number;
  approvedTotal: string;
}

/** `GET /pm/user/my-projects` item (specification §3 "Project sample"). */
export interface MyProject {
  id: number;
  name: string;
  description: string;
  peopleNumber: number;
  contributors: { name: string; email: string; avatar: string }[];
}

/** `GET /pm/user/my-teams` item. */
export interface MyTeam {
  id: number;
  avatar: string;
  name: string;
  peopleNumber: number;
}

/** `GET /pm/user/latest-activity` item, from the operation log. */
export interface ActivityItem {
  id: number;
  title: string;
  description: string;
  avatar: string;
  time: string;
}

/** `GET /pm/user/visits` item: the user's most visited pages this week against last week. */
export interface VisitItem {
  name: string;
  visits: number;
  /** Percentage against the previous period, negative when fewer; null when the page was not opened then (new). */
  growth: number | null;
}

/** `POST /pm/user/visits` body: the route the user opened (its name groups the visits). */
export interface RecordVisitBody {
  path: string;
  name: string;
}

/** `GET /pm/user/project-and-team` item. */
export interface ProjectAndTeamItem {
  id: number;
  content: string;
}

/** `GET` and `PUT /pm/user/profile` (specification §3 "User settings form"). */
export interface UserProfile {
  email: string;
  nickname: string;
  countryRegion: string;
  areaCode: string;
  address: string;
  profile: string;
}

/** `POST /pm/user/password`. */
export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
}

/** `GET /pm/user/certification` (specification §3 "Certification"). */
export interface Certification {
  enterpriseInfo: {
    accountType: string;
    status: number;
    time: string;
    legalPerson: string;
    certificateType: string;
    authenticationNumber: string;
    enterpriseName: string;
    enterpriseCertificateType: string;
    organizationCode: string;
  } | null;
  record: {
    certificationType: string;
    certificationContent: string;
    status: number;
    time: string;
  }[];
}

/** `GET /pm/area/list?level=`: every area down to this level (default `city`: provinces and cities). */
export type AreaLevel = 'province' | 'city' | 'county';

/** `GET /pm/area/list` item and `GET /pm/area?parent=` item: six-digit code and name. */
export interface AreaEntry {
  code: string;
  name: string;
}
