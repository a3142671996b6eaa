export { hasRole, passesRoleCheck } from './roles';
export { hasButtonPermission } from './button-permission';
export type { ButtonPermissionSubject } from './button-permission';
export { toUserState } from './user-state';
export { ANONYMOUS_SUBJECT, toPermissionSubject } from './permission-subject';
export type { PermissionSubject, PermissionSubjectSource } from './permission-subject';
export {
  isStrongPassword,
  PASSWORD_HINT,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEM_MESSAGES,
  passwordProblem,
} from './password-policy';
export type { PasswordProblem } from './password-policy';
