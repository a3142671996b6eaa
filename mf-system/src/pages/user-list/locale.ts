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

/** The user page's management texts (keys `userAdmin.*`). */
export const userAdminTexts: Bilingual = {
  'userAdmin.create': ['新建用户', 'New user'],
  'userAdmin.empty': ['没有符合条件的用户', 'No users match'],
  'userAdmin.search.title': ['查询', 'Search'],
  'userAdmin.search.keyword': ['关键字', 'Keyword'],
  'userAdmin.search.all': ['全部', 'All'],
  'userAdmin.status.active': ['启用', 'Active'],
  'userAdmin.status.disabled': ['停用', 'Disabled'],
  'userAdmin.actions.title': ['操作', 'Actions'],
  'userAdmin.actions.edit': ['编辑', 'Edit'],
  'userAdmin.actions.disable': ['停用', 'Disable'],
  'userAdmin.actions.enable': ['启用', 'Enable'],
  'userAdmin.actions.disableConfirm': [
    '停用用户“{{name}}”？其登录会立即失效。',
    'Disable the user "{{name}}"? Their sessions end at once.',
  ],
  'userAdmin.actions.enableConfirm': ['启用用户“{{name}}”？', 'Enable the user "{{name}}"?'],
  'userAdmin.actions.disabled': ['用户已停用', 'User disabled'],
  'userAdmin.actions.enabled': ['用户已启用', 'User enabled'],
  'userAdmin.actions.unlock': ['解锁', 'Unlock'],
  'userAdmin.actions.unlockConfirm': [
    '解除用户“{{name}}”因密码错误造成的登录锁定？',
    'Clear the sign-in lock of "{{name}}" after failed attempts?',
  ],
  'userAdmin.actions.unlocked': ['登录锁定已解除', 'Sign-in unlocked'],
  'userAdmin.actions.reset': ['重置密码', 'Reset password'],
  'userAdmin.actions.resetConfirm': [
    '重置用户“{{name}}”的密码？其登录会立即失效，下次登录须修改一次性密码。',
    'Reset the password of "{{name}}"? Their sessions end, and they must change the one-time password at the next sign-in.',
  ],
  'userAdmin.form.createTitle': ['新建用户', 'New user'],
  'userAdmin.form.editTitle': ['编辑用户：{{name}}', 'Edit user: {{name}}'],
  'userAdmin.form.saved': ['用户已保存', 'User saved'],
  'userAdmin.form.usernameFixed': ['用户名创建后不能修改', 'The username cannot change once made'],
  'userAdmin.form.noDepartment': ['未分配部门', 'No department'],
  'userAdmin.form.rolesPlaceholder': ['选择角色', 'Choose roles'],
  'userAdmin.form.ownFixed': ['不能修改自己的此项', 'You cannot change this on your own account'],
  'userAdmin.password.title': ['一次性密码', 'One-time password'],
  'userAdmin.password.for': [
    '用户 {{name}}（{{username}}）的一次性密码：',
    'The one-time password of {{name}} ({{username}}):',
  ],
  'userAdmin.password.label': ['一次性密码', 'One-time password'],
  'userAdmin.password.copy': ['复制', 'Copy'],
  'userAdmin.password.copied': ['已复制', 'Copied'],
  'userAdmin.password.once': [
    '此密码只显示这一次，请立即交给用户。用户首次登录后必须修改密码。',
    'This password is shown only now: give it to the user. They must change it at their first sign-in.',
  ],
  'userAdmin.password.done': ['我已记下', 'Done'],
};
