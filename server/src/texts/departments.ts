import type { Bilingual } from '@pm/domain/texts/bilingual';

/** Departments: refusals of the tree's writes. */
export const departmentTexts: Bilingual = {
  'department.notFound': ['部门不存在', 'Department not found'],
  'department.nameRequired': ['请输入部门名称', 'Enter the department name'],
  'department.nameTaken': [
    '同一上级部门下已有名为“{{name}}”的部门',
    'A department named "{{name}}" already exists under the same parent',
  ],
  'department.targetMissing': ['所选部门不存在', 'The chosen department does not exist'],
  'department.targetDisabled': ['所选部门已停用', 'The chosen department is disabled'],
  'department.leaderInvalid': ['负责人须为启用状态的用户', 'The leader must be an active user'],
  'department.moveUnder.self': ['部门不能移动到自身之下', 'A department cannot be moved under itself'],
  'department.moveUnder.descendant': [
    '部门不能移动到其下级部门之下',
    'A department cannot be moved under one of its own sub-departments',
  ],
  'department.reorderRepeats': ['排序列表中有重复的部门', 'The order lists a department twice'],
  'department.reorderStale': [
    '下级部门已被他人修改，请刷新后重新排序',
    'The sub-departments have changed; reload and order them again',
  ],
  'department.hasActiveUsers': [
    '该部门及其下级部门还有 {{count}} 名启用的用户，请先指定转移到的部门',
    'The department and its sub-departments still have {{count}} active users: choose a department to move them to',
  ],
  'department.moveUsersIntoBranch': [
    '用户不能转移到要停用的部门或其下级部门',
    'Users cannot be moved into the department being disabled or one of its sub-departments',
  ],
  'department.alreadyDisabled': ['部门已停用', 'The department is already disabled'],
  'department.alreadyActive': ['部门已启用', 'The department is already active'],
  'department.parentDisabled': [
    '上级部门已停用，请先启用上级部门',
    'Its parent department is disabled: enable the parent first',
  ],
  'activity.verb.move': ['移动{{entity}}', 'Moved {{entity}}'],
  'activity.verb.reorder': ['调整{{entity}}的排序', 'Reordered {{entity}}'],
};
