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
]);

/** Roles every installation has. `admin` holds every permission; `user` the day-to-day project and fund work. */
export const ROLES = [
  { nameEn: 'admin', name: '管理员', grants: (_code: string | null) => true },
  {
    nameEn: 'user',
    name: '工作人员',
    grants: (code: string | null) => code !== null && USER_CODES.has(code),
  },
] as const;
