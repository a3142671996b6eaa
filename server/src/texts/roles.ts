import type { Bilingual } from '@pm/domain/texts/bilingual';

/** Roles, role access and the permission tree (`/system/role`, `/system/role/access`, `/system/permission`). */
export const roleTexts: Bilingual = {
  'role.notFound': ['角色不存在', 'Role not found'],
  'role.duplicateCode': [
    '角色编码“{{code}}”已被角色“{{name}}”使用',
    'The role code "{{code}}" is taken by "{{name}}"',
  ],
  'role.duplicateNameEn': [
    '英文名称“{{nameEn}}”已被角色“{{name}}”使用',
    'The English name "{{nameEn}}" is taken by "{{name}}"',
  ],
  'role.duplicate': ['角色编码或英文名称已被使用', 'The role code or English name is taken'],
  'role.inUse': [
    '角色“{{name}}”仍有 {{count}} 个用户，不能删除',
    'The role "{{name}}" is held by {{count}} users and cannot be deleted',
  ],
  'role.builtIn': [
    '内置的管理员角色不能删除、停用、收回权限或缩小数据范围',
    'The built-in administrator role cannot be deleted, disabled, lose permissions or see fewer records',
  ],
  'role.ownRole': [
    '不能修改自己持有的角色，请联系管理员',
    'You cannot change a role you hold yourself; ask an administrator',
  ],
  'role.codeNotHeld': [
    '不能授予自己没有的权限：{{codes}}',
    'You cannot grant permissions you do not hold: {{codes}}',
  ],
  'role.unknownNodes': ['权限节点不存在：{{ids}}', 'No such permission nodes: {{ids}}'],
  'role.unknownDepartments': [
    '自定义部门不存在或已停用：{{ids}}',
    'Custom departments missing or disabled: {{ids}}',
  ],
  'permission.notFound': ['权限节点不存在', 'Permission node not found'],
  'permission.notMenu': ['只能编辑菜单节点', 'Only menu nodes can be edited'],
  'permission.notPage': ['按钮只能加在页面节点下', 'Buttons go under a page node only'],
  'permission.notButton': ['只能删除按钮节点', 'Only button nodes can be removed'],
  'permission.builtInButton': [
    '按钮“{{code}}”由服务器校验，不能删除',
    'The button "{{code}}" is checked by the server and cannot be removed',
  ],
  'permission.duplicateCode': ['按钮编码“{{code}}”已存在', 'The button code "{{code}}" already exists'],
  'permission.unknownPath': [
    '路径“{{path}}”不在路由目录中',
    'The path "{{path}}" is not in the route catalogue',
  ],
  'permission.pathExists': ['路径“{{path}}”已在权限树中', 'The path "{{path}}" is already in the tree'],
  'permission.unknownIcon': ['图标“{{icon}}”不可用', 'The icon "{{icon}}" is not available'],
};
