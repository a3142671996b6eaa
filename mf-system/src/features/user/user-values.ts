import type { SystemUserDetail, UpdateUserBody, UserStatus } from '@pm/domain/shapes';
import type { DepartmentChoice } from '../../shared/department/components/department-field';

/** The user form's values: the department as a choice (id and the name to show). */
export interface UserFormValues {
  username: string;
  name: string;
  mobile: string;
  email: string;
  department: DepartmentChoice | null;
  roleIds: number[];
  status: UserStatus;
  isAdmin: boolean;
}

export function userValuesOf(user: SystemUserDetail | null): UserFormValues {
  if (!user) {
    return {
      username: '',
      name: '',
      mobile: '',
      email: '',
      department: null,
      roleIds: [],
      status: 'active',
      isAdmin: false,
    };
  }
  return {
    username: user.username,
    name: user.name,
    mobile: user.mobile,
    email: user.email,
    department:
      user.departmentId === null
        ? null
        : { id: user.departmentId, name: user.departmentName ?? String(user.departmentId) },
    roleIds: user.roleIds,
    status: user.status,
    isAdmin: user.isAdmin,
  };
}

/** The fields create and edit share, trimmed as the server keeps them. */
export function toUserBody(values: UserFormValues): Omit<UpdateUserBody, 'version'> {
  return {
    name: values.name.trim(),
    mobile: (values.mobile ?? '').trim(),
    email: (values.email ?? '').trim(),
    departmentId: values.department?.id ?? null,
    roleIds: values.roleIds ?? [],
    isAdmin: values.isAdmin ?? false,
  };
}
