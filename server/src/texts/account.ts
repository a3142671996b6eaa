import { PASSWORD_PROBLEM_MESSAGES } from '@pm/domain/auth/password-policy';
import type { Bilingual } from '@pm/domain/texts/bilingual';

/** The settings form and the password change; the English profile messages are the specification's (§5). */
export const accountTexts: Bilingual = {
  'account.emailRequired': ['请输入邮箱地址', 'Please enter email address'],
  'account.emailInvalid': ['请输入正确的邮箱地址', 'Please enter a valid email address'],
  'account.nicknameRequired': ['请输入昵称', 'Please enter nickname'],
  'account.nicknameTooLong': ['昵称不能超过 64 个字符', 'No more than 64 characters'],
  'account.countryRegionRequired': ['请选择国家/地区', 'Please select country/region'],
  'account.areaRequired': ['请选择所在区域', 'Please Select a area'],
  'account.addressTooLong': ['地址不能超过 200 个字符', 'No more than 200 characters'],
  'account.profileTooLong': ['个人简介不能超过 200 字', 'No more than 200 words'],
  'account.oldPasswordRequired': ['请输入当前密码', 'Please enter the current password'],
  'account.newPasswordRequired': ['请输入新密码', 'Please enter a new password'],
  'account.wrongOldPassword': ['当前密码不正确', 'The current password is incorrect'],
  'account.passwordUnchanged': [
    '新密码不能与当前密码相同',
    'The new password must be different from the current password',
  ],
  // The password policy's messages (`password.<problem>`), as the shared policy words them.
  ...Object.fromEntries(
    Object.entries(PASSWORD_PROBLEM_MESSAGES).map(([problem, texts]) => [`password.${problem}`, texts]),
  ),
};
