import type { DataScopeKind } from '@pm/domain/shapes/organisation';

/** The archive's pages (group `file`, page `fileArchive`): reading its entries, no button. */
const ARCHIVE_PAGES = ['file', 'fileArchive'];

/**
 * Filing into the archive: whoever prepares the records files them, adds versions, confirms pending entries and
 * lends them out. Destroying entries and seeing confidential ones stay with administrators unless granted.
 */
const ARCHIVE_FILER_CODES = [...ARCHIVE_PAGES, 'archive:create', 'archive:update', 'archive:borrow'];

const USER_CODES = new Set([
  'dashboard',
  'projectManagement',
  'project',
  'project:create',
  'project:update',
  'project:export',
  'project:manage',
  'application:create',
  'agreement:create',
  'report:create',
  'fundPayment',
  'fundPayment:create',
  'fundPayment:verify',
  'fundPayment:pay',
  'fundPayment:cancel',
  'fundPayment:export',
  'budget',
  'budget:manage',
  'budget:expense',
  'related',
  'beneficiary',
  // Revealing ID numbers and merging records stay with administrators unless granted.
  'beneficiary:create',
  'beneficiary:update',
  'beneficiary:export',
  'beneficiary:status',
  'partner',
  'volunteer',
  ...ARCHIVE_FILER_CODES,
  // The approvals inbox: whoever submits or decides records follows them there.
  'approve',
]);

/**
 * The menu keys that open the project and fund pages (lists and details, no button), and the approvals inbox
 * (every role submits, decides or is copied on approvals; acting needs a task of one's own).
 */
const PROJECT_AND_FUND_PAGES = [
  'dashboard',
  'projectManagement',
  'project',
  'fundPayment',
  'budget',
  'file',
  'approve',
];

/** Project officer: prepares projects and their records and asks for payments, in their department and below. */
const OFFICER_CODES = new Set([
  ...PROJECT_AND_FUND_PAGES,
  'project:create',
  'project:update',
  'project:export',
  'project:manage',
  'application:create',
  'agreement:create',
  'report:create',
  'fundPayment:create',
  'budget:manage',
  'budget:expense',
  'related',
  'beneficiary',
  'beneficiary:create',
  'beneficiary:update',
  'beneficiary:status',
  'partner',
  'partner:create',
  'partner:update',
  'volunteer',
  'volunteer:create',
  'volunteer:update',
  'volunteer:service',
  ...ARCHIVE_FILER_CODES,
]);

/** Finance: verifies, pays and exports payments and keeps the budgets' books, across the organisation. */
const FINANCE_CODES = new Set([
  ...PROJECT_AND_FUND_PAGES,
  'project:export',
  'fundPayment:verify',
  'fundPayment:pay',
  'fundPayment:cancel',
  'fundPayment:export',
  'budget:manage',
  'budget:expense',
  'budget:expenseReverse',
  // Payment receipts are archived: finance reads the archive.
  ...ARCHIVE_PAGES,
]);

/** Reviewer: reviews applications, approves agreements and accepts stage reports, across the organisation. */
const REVIEWER_CODES = new Set([
  'dashboard',
  'projectManagement',
  'project',
  'file',
  'approve',
  'application:review',
  'report:review',
  'agreement:approve',
]);

/** Department head: reads everything of the department's projects and funds, approves their budgets. */
const HEAD_CODES = new Set([
  ...PROJECT_AND_FUND_PAGES,
  'project:export',
  'fundPayment:export',
  'budget:approve',
  'related',
  'beneficiary',
  'beneficiary:export',
  'partner',
  'volunteer',
  ...ARCHIVE_PAGES,
  'archive:export',
]);

/**
 * Auditor: reads everything (every list, detail and export) and changes nothing: menu keys, export codes and the
 * confidential archive's read code only, never a create, update or action button. Revealing an ID number is an action (it is logged), so not granted.
 */
const AUDITOR_CODES = new Set([
  ...PROJECT_AND_FUND_PAGES,
  'project:export',
  'fundPayment:export',
  'related',
  'beneficiary',
  'beneficiary:export',
  'partner',
  'partner:export',
  'volunteer',
  'volunteer:export',
  ...ARCHIVE_PAGES,
  'archive:export',
  // Reading confidential entries is reading: an auditor sees the whole archive, and changes nothing in it.
  'archive:confidential',
  'log',
]);

export interface SeedRole {
  /** The role's code, kept equal to `name_en` (what the specification's role list sends). */
  nameEn: string;
  name: string;
  dataScope: DataScopeKind;
  description: string;
  grants: (code: string | null) => boolean;
}

const holds = (codes: Set<string>) => (code: string | null) => code !== null && codes.has(code);

/**
 * Roles every installation has. `admin` holds every permission; `user` the day-to-day project and fund work (what
 * the demo officer and finance users hold). The others are the roles a foundation has, each with its data scope
 * (security/data-scope.ts); an administrator may change their grants and scope, and the seed does not undo it.
 */
export const ROLES: readonly SeedRole[] = [
  { nameEn: 'admin', name: '管理员', dataScope: 'all', description: '', grants: () => true },
  { nameEn: 'user', name: '工作人员', dataScope: 'all', description: '', grants: holds(USER_CODES) },
  {
    nameEn: 'officer',
    name: '项目官员',
    dataScope: 'departmentTree',
    description: '项目立项、申请、协议、报告与拨款申请（本部门及下级部门） / Project officer',
    grants: holds(OFFICER_CODES),
  },
  {
    nameEn: 'finance',
    name: '财务',
    dataScope: 'all',
    description: '拨款核验、支付、导出与预算 / Finance',
    grants: holds(FINANCE_CODES),
  },
  {
    nameEn: 'reviewer',
    name: '评审',
    dataScope: 'all',
    description: '审核申请、批准协议、验收报告 / Reviewer',
    grants: holds(REVIEWER_CODES),
  },
  {
    nameEn: 'head',
    name: '部门负责人',
    dataScope: 'departmentTree',
    description: '查看本部门及下级部门的项目与资金，批准预算 / Department head',
    grants: holds(HEAD_CODES),
  },
  {
    nameEn: 'auditor',
    name: '审计',
    dataScope: 'all',
    description: '只读查看全部记录与导出 / Auditor (read-only)',
    grants: holds(AUDITOR_CODES),
  },
];
