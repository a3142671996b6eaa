import type { Bilingual } from './bilingual';

/** Staff and client login pages (specification §1, §4, §5). */
export const loginTexts: Bilingual = {
  'login.title': ['项目管理系统', 'project management system'],
  'login.clientTitle': ['受益人登录', 'Beneficiary login'],
  'login.tab.account': ['账号密码登录', 'Password login'],
  'login.tab.mobile': ['手机号登录', 'Mobile login'],

  'login.form.username': ['用户名', 'Username'],
  'login.form.username.placeholder': ['请输入用户名', 'Please enter your username'],
  'login.form.username.required': ['用户名不能为空', 'Username is required'],
  'login.form.password': ['密码', 'Password'],
  'login.form.password.placeholder': ['请输入密码', 'Please enter your password'],
  'login.form.password.required': ['密码不能为空', 'Password is required'],
  'login.form.password.hint': [
    '密码至少六位，包含数字、字母和特殊字符（空格除外），且同时包含大小写字母',
    'At least six characters: digits, letters and special characters (no spaces), with both upper- and lowercase letters',
  ],
  'login.form.captcha': ['验证码', 'Captcha'],
  'login.form.captcha.placeholder': ['请输入图中字符', 'Please enter the characters in the picture'],
  'login.form.captcha.required': ['验证码不能为空', 'Captcha is required'],
  'login.form.captcha.refresh': ['看不清？换一张', "Can't read it? Show another"],
  'login.form.mobile': ['手机号', 'Mobile'],
  'login.form.mobile.placeholder': ['请输入手机号', 'Please enter your mobile number'],
  'login.form.mobile.required': ['手机号不能为空', 'Mobile number is required'],
  'login.form.mobile.invalid': ['手机号格式不正确', 'Invalid mobile number'],
  'login.form.verifyCode': ['短信验证码', 'Verify code'],
  'login.form.verifyCode.placeholder': ['请输入短信验证码', 'Please enter the verify code'],
  'login.form.verifyCode.required': ['短信验证码不能为空', 'Verify code is required'],
  'login.form.sendCode': ['发送验证码', 'Send code'],
  'login.form.resendIn': ['{{s}} 秒后重新发送', 'Resend in {{s}}s'],
  'login.form.login': ['登录', 'Login'],
  'login.form.error': ['账号或者密码错误', 'Wrong username or password'],
};
