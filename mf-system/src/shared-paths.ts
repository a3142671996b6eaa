/** Links between the role pages. */
export const roleAccessPath = (roleId: number) => `/system/role/access?role=${roleId}`;
export const ROLE_BUTTONS = { manage: 'role:manage', grant: 'role:grant' } as const;
export const PERMISSION_MANAGE = 'permission:manage';

/** A positive id from the query string, else undefined. */
export const idParam = (value: string | null | undefined) =>
  value && /^[1-9]\d*$/.test(value) ? Number(value) : undefined;

/** The report template designer, for a template (and one of its versions). */
export const templateDesignPath = (templateId?: number) =>
  templateId === undefined
    ? '/system/report/create-template'
    : `/system/report/create-template?id=${templateId}`;

/** The report plan editor: a new plan, or a saved one. */
export const planEditPath = (planId?: number) =>
  planId === undefined ? '/system/report/create-plan' : `/system/report/create-plan?id=${planId}`;
export const PLAN_LIST_PATH = '/system/report/plan';
