import type { Bilingual } from '@pm/domain/texts';

/** The user list's texts (keys `user.*`), as [zh-CN, en-US] pairs. */
export const userListTexts: Bilingual = {
  'user.title': ['用户管理', 'Users'],
  'user.search': ['搜索用户名、姓名或完整手机号', 'Username, name or full mobile'],
  'user.username': ['用户名', 'Username'],
  'user.name': ['姓名', 'Name'],
  'user.mobile': ['手机号', 'Mobile'],
  'user.email': ['邮箱', 'Email'],
  'user.department': ['部门', 'Department'],
  'user.roles': ['角色', 'Roles'],
  'user.status': ['状态', 'Status'],
  'user.admin': ['管理员', 'Administrator'],
  'user.createdAt': ['创建时间', 'Created'],
};
