import type { Bilingual } from '@pm/domain/texts/bilingual';

/** Staff users: the user page's refusals, and the gate of a one-time password. */
export const userTexts: Bilingual = {
  'user.notFound': ['用户不存在', 'User not found'],
  'user.usernameRule': [
    '用户名为 3–32 位字母、数字或 _ . @ -',
    'The username is 3–32 letters, digits or _ . @ -',
  ],
  'user.nameRequired': ['请输入姓名', 'Enter the name'],
  'user.mobileRule': ['请输入 11 位手机号', 'Enter an 11-digit mobile number'],
  'user.emailRule': ['邮箱格式不正确', 'The email address is not valid'],
  'user.usernameTaken': ['用户名“{{value}}”已被使用', 'The username "{{value}}" is already taken'],
  'user.mobileTaken': [
    '手机号 {{value}} 已被其他用户使用',
    'The mobile {{value}} is already used by another user',
  ],
  'user.roleMissing': ['所选角色不存在', 'A chosen role does not exist'],
  'user.roleDisabled': ['不能分配已停用的角色', 'A disabled role cannot be given'],
  'user.grantBeyondOwnRights': [
    '不能分配包含您自己没有的权限的角色',
    'You cannot give a role that grants rights you do not hold yourself',
  ],
  'user.beyondOwnRights': [
    '该用户拥有您没有的权限，您不能管理其账号',
    'This user holds rights you do not hold: you cannot manage their account',
  ],
  'user.adminTarget': ['只有管理员可以管理管理员账号', 'Only an administrator can manage an administrator'],
  'user.adminOnly': ['只有管理员可以设置管理员', 'Only an administrator can make or unmake an administrator'],
  'user.selfChange.roles': ['不能修改自己的角色', 'You cannot change your own roles'],
  'user.selfChange.isAdmin': ['不能修改自己的管理员身份', 'You cannot change your own administrator flag'],
  'user.selfChange.department': ['不能修改自己所属的部门', 'You cannot change your own department'],
  'user.selfChange.status': ['不能停用或启用自己的账号', 'You cannot disable or enable your own account'],
  'user.selfChange.password': [
    '请在个人设置中修改自己的密码',
    'Change your own password in the user settings',
  ],
  'user.lastAdministrator': [
    '这是最后一位启用的管理员，不能停用或取消其管理员身份',
    'This is the last active administrator: it cannot be disabled or lose the administrator flag',
  ],
  'user.alreadyActive': ['用户已启用', 'The user is already active'],
  'user.alreadyDisabled': ['用户已停用', 'The user is already disabled'],
  'signIn.mustChangePassword': [
    '您正在使用一次性密码，请先修改密码',
    'You signed in with a one-time password: change your password first',
  ],
  'activity.verb.unlock': ['解除{{entity}}的登录锁定', 'Unlocked the sign-in of {{entity}}'],
  'activity.verb.reset_password': ['重置{{entity}}的密码', 'Reset the password of {{entity}}'],
};
