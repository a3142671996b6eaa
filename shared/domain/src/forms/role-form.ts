import { DATA_SCOPES, type DataScopeKind } from '../shapes/organisation';
import { BUTTON_CODE_PATTERN } from '../shapes/permission';
import { ROLE_CODE_PATTERN } from '../shapes/role';
import { defineForm } from './form-schema';
import { CHOSEN, type FieldError, type Labels } from './rules';

/** A role (`/system/role`, its create and edit drawer). */
export interface RoleFormValues {
  /** Fixed once the role exists: the edit form shows it read-only and the server ignores it. */
  code: string;
  name: string;
  nameEn: string;
  description: string;
  dataScope: DataScopeKind | '';
  sort: number;
  /** The `custom` scope's departments; ignored for the other scopes. */
  departmentIds: number[];
}

export const roleLabels: Labels = {
  code: ['角色编码', 'Role code'],
  name: ['角色名称', 'Role name'],
  nameEn: ['英文名称', 'English name'],
  description: ['描述', 'Description'],
  dataScope: ['数据范围', 'Data scope'],
  sort: ['排序', 'Order'],
  departmentIds: ['自定义部门', 'Custom departments'],
};

function codeFormat(values: RoleFormValues): FieldError[] {
  return ROLE_CODE_PATTERN.test(values.code.trim()) ? [] : [{ field: 'code', message: 'roleCode' }];
}

/** The custom scope names at least one department. */
function customDepartments(values: RoleFormValues): FieldError[] {
  return values.dataScope === 'custom' && values.departmentIds.length === 0
    ? [{ field: 'departmentIds', message: 'minItems', params: { min: 1 } }]
    : [];
}

export const roleForm = defineForm<RoleFormValues>({
  name: 'role',
  labels: roleLabels,
  fields: {
    code: [{ kind: 'required' }, { kind: 'maxLength', max: 50 }],
    name: [{ kind: 'required' }, { kind: 'maxLength', max: 50 }],
    nameEn: [{ kind: 'required' }, { kind: 'maxLength', max: 50 }],
    description: [{ kind: 'maxLength', max: 200 }],
    dataScope: [CHOSEN, { kind: 'oneOf', values: DATA_SCOPES }],
    sort: [{ kind: 'integer', min: 0, max: 9999 }],
  },
  checks: [
    { uses: ['code'], run: codeFormat },
    { uses: ['dataScope', 'departmentIds'], run: customDepartments },
  ],
});

/** A button code added under a page of the permission tree. */
export interface ButtonCodeValues {
  code: string;
}

export const buttonCodeForm = defineForm<ButtonCodeValues>({
  name: 'buttonCode',
  labels: { code: ['按钮编码', 'Button code'] },
  fields: { code: [{ kind: 'required' }, { kind: 'maxLength', max: 81 }] },
  checks: [
    {
      uses: ['code'],
      run: (values) =>
        BUTTON_CODE_PATTERN.test(values.code.trim()) ? [] : [{ field: 'code', message: 'buttonCode' }],
    },
  ],
});
