/** Links between the role pages. */
export const roleAccessPath = (roleId: number) => `/system/role/access?role=${roleId}`;
export const ROLE_BUTTONS = { manage: 'role:manage', grant: 'role:grant' } as const;
export const PERMISSION_MANAGE = 'permission:manage';
