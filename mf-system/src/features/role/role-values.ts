import type { RoleFormValues } from '@pm/domain/forms';
import type { RoleDetail } from '@pm/domain/shapes';

/** The drawer's values: the department tree holds its keys as text. */
export type RoleFormState = Omit<RoleFormValues, 'departmentIds'> & { departmentIds: string[] };

export const newRoleValues = (): RoleFormState => ({
  code: '',
  name: '',
  nameEn: '',
  description: '',
  dataScope: 'department',
  sort: 0,
  departmentIds: [],
});

export function roleValuesOf(role: RoleDetail): RoleFormState {
  return {
    code: role.code,
    name: role.name,
    nameEn: role.nameEn,
    description: role.description,
    dataScope: role.dataScope,
    sort: role.sort,
    departmentIds: role.departmentIds.map(String),
  };
}

/** What the server gets: blanks for untouched fields, ids as numbers, departments only for the custom scope. */
export function toRoleBody(values: Partial<RoleFormState>): RoleFormValues {
  const scope = values.dataScope ?? '';
  return {
    code: values.code ?? '',
    name: values.name ?? '',
    nameEn: values.nameEn ?? '',
    description: values.description ?? '',
    dataScope: scope,
    sort: values.sort ?? 0,
    departmentIds: scope === 'custom' ? (values.departmentIds ?? []).map(Number) : [],
  };
}
