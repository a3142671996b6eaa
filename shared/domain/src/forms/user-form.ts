import { USER_STATUSES, type UserStatus } from '../shapes/system-user';
import { defineForm } from './form-schema';
import { CHOSEN, type FieldError, type Labels } from './rules';

/**
 * A new staff user (`/system/user`'s create drawer, `POST /pm/users`, the import centre's `user` type): the
 * administrator flag and the one-time password are not the form's (the server decides them).
 */
export interface SystemUserFormValues {
  /** The sign-in name: fixed once the user exists. */
  username: string;
  name: string;
  mobile: string;
  email: string;
  departmentId: number | null;
  roleIds: number[];
  status: UserStatus | '';
}

export const systemUserLabels: Labels = {
  username: ['用户名', 'Username'],
  name: ['姓名', 'Name'],
  mobile: ['手机号', 'Mobile'],
  email: ['邮箱', 'Email'],
  departmentId: ['部门', 'Department'],
  roleIds: ['角色', 'Roles'],
  status: ['状态', 'Status'],
};

/** As `CreateUserBodySchema`: letters, digits and `_ . @ -`, 3 to 32 of them. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;
const MOBILE_PATTERN = /^1\d{10}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A text field against its pattern once trimmed; blank passes (`required` says whether it may be blank). */
const patternCheck =
  (field: 'username' | 'mobile' | 'email', pattern: RegExp, message: FieldError['message']) =>
  (values: SystemUserFormValues): FieldError[] => {
    const value = String(values[field] ?? '').trim();
    return value === '' || pattern.test(value) ? [] : [{ field, message }];
  };

export const systemUserForm = defineForm<SystemUserFormValues>({
  name: 'systemUser',
  labels: systemUserLabels,
  fields: {
    username: [{ kind: 'required' }, { kind: 'maxLength', max: 32 }],
    name: [{ kind: 'required' }, { kind: 'maxLength', max: 50 }],
    email: [{ kind: 'maxLength', max: 100 }],
    roleIds: [{ kind: 'maxItems', max: 50 }],
    status: [CHOSEN, { kind: 'oneOf', values: USER_STATUSES }],
  },
  checks: [
    { uses: ['username'], run: patternCheck('username', USERNAME_PATTERN, 'username') },
    { uses: ['mobile'], run: patternCheck('mobile', MOBILE_PATTERN, 'mobile') },
    { uses: ['email'], run: patternCheck('email', EMAIL_PATTERN, 'email') },
  ],
});
