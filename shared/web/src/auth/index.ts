export { PermissionProvider, useBtn, usePermission, usePermissionSubject } from './permission-context';
export { Btn, Permission } from './permission-gates';
