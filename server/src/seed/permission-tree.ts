import type { RouteMeta } from '@pm/domain/shapes';
// Leaf module for values: see http/envelope.ts.
import { staffRoutes, type CatalogueRoute } from '@pm/domain/routes/catalogue';
import { REMOTE_RELEASE_BUTTON } from '@pm/domain/workflow/permissions';
import type { PermissionKind } from '../db/schema';

export interface PermissionSeed {
  kind: PermissionKind;
  name: string;
  code: string | null;
  path: string;
  redirect: string | null;
  meta: RouteMeta | null;
  sort: number;
  /** Name of the parent menu node; parents come before their children in the list. */
  parentName: string | null;
}

/** Button codes and the menu route (by name) whose page shows the button. */
const BUTTONS: { code: string; parent: string }[] = [
  { code: 'project:create', parent: 'projectList' },
  { code: 'project:update', parent: 'projectList' },
  { code: 'project:export', parent: 'projectList' },
  { code: 'project:manage', parent: 'projectList' },
  { code: 'project:terminate', parent: 'projectList' },
  { code: 'application:create', parent: 'submitApply' },
  { code: 'application:review', parent: 'submitApply' },
  { code: 'agreement:create', parent: 'submitProtocol' },
  { code: 'agreement:approve', parent: 'submitProtocol' },
  { code: 'report:create', parent: 'projectReportCreate' },
  { code: 'report:review', parent: 'projectReportCreate' },
  { code: 'fundPayment:create', parent: 'projectAppropriationCreate' },
  { code: 'fundPayment:verify', parent: 'projectAppropriationUnverified' },
  { code: 'fundPayment:cancel', parent: 'projectAppropriationUnverified' },
  { code: 'fundPayment:pay', parent: 'projectAppropriationWait' },
  { code: 'fundPayment:export', parent: 'projectAppropriationAlready' },
  { code: 'budget:manage', parent: 'projectBudget' },
  { code: 'budget:approve', parent: 'projectBudget' },
  { code: 'budget:expense', parent: 'projectBudget' },
  { code: 'budget:expenseReverse', parent: 'projectBudget' },
  { code: 'beneficiary:create', parent: 'relatedBenefitPerson' },
  { code: 'auth:create', parent: 'systemUser' },
  { code: 'partner:create', parent: 'relatedPartnerCompany' },
  { code: 'partner:update', parent: 'relatedPartnerCompany' },
  { code: 'partner:blacklist', parent: 'relatedPartnerCompany' },
  { code: 'partner:export', parent: 'relatedPartnerCompany' },
  { code: 'beneficiary:update', parent: 'relatedBenefitPerson' },
  { code: 'beneficiary:export', parent: 'relatedBenefitPerson' },
  { code: 'beneficiary:reveal', parent: 'relatedBenefitPerson' },
  { code: 'beneficiary:merge', parent: 'relatedBenefitPerson' },
  { code: 'beneficiary:status', parent: 'relatedBenefitPerson' },
  { code: 'volunteer:create', parent: 'relatedVolunteer' },
  { code: 'volunteer:update', parent: 'relatedVolunteer' },
  { code: 'volunteer:service', parent: 'relatedVolunteer' },
  { code: 'volunteer:verify', parent: 'relatedVolunteer' },
  { code: 'volunteer:export', parent: 'relatedVolunteer' },
  { code: 'archive:create', parent: 'archivesMaterial' },
  { code: 'archive:update', parent: 'archivesMaterial' },
  { code: 'archive:borrow', parent: 'archivesMaterial' },
  { code: 'archive:destroy', parent: 'archivesMaterial' },
  { code: 'archive:confidential', parent: 'archivesMaterial' },
  { code: 'archive:export', parent: 'archivesMaterial' },
  { code: 'role:manage', parent: 'systemRole' },
  { code: 'role:grant', parent: 'systemRoleAccess' },
  { code: 'permission:manage', parent: 'systemPermission' },
  { code: 'department:manage', parent: 'systemDepartment' },
  { code: 'auth:update', parent: 'systemUser' },
  { code: 'auth:status', parent: 'systemUser' },
  { code: 'auth:reset', parent: 'systemUser' },
  { code: 'approval:define', parent: 'archivesApprova' },
  // The remote registry (settings drawer, modules/remotes): administrators only, no other role is granted it.
  { code: REMOTE_RELEASE_BUTTON, parent: 'systemPermission' },
];

function menuSeeds(routes: CatalogueRoute[], parentName: string | null): PermissionSeed[] {
  return routes.flatMap((route, index) => [
    {
      kind: 'menu' as const,
      name: route.name,
      code: route.meta.permission ?? null,
      path: route.path,
      redirect: route.redirect ?? null,
      meta: route.meta,
      sort: route.meta.order ?? index + 1,
      parentName,
    },
    ...menuSeeds(route.children ?? [], route.name),
  ]);
}

/** The staff route catalogue as menu nodes (hierarchy kept), followed by the button nodes. */
export function permissionSeeds(): PermissionSeed[] {
  const buttons = BUTTONS.map((button, index): PermissionSeed => ({
    kind: 'button',
    name: button.code,
    code: button.code,
    path: '',
    redirect: null,
    meta: null,
    sort: index + 1,
    parentName: button.parent,
  }));
  return [...menuSeeds(staffRoutes, null), ...buttons];
}
