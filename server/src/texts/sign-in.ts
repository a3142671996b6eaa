import type { Bilingual } from '@pm/domain/texts/bilingual';

/**
 * Sign-in, captcha, SMS codes, lockout and sessions. Where the login page says the same thing the server answers
 * with the page's own text from the common tables (`login.form.error`, `login.form.username.required`,
 * `login.form.password.required`, `login.form.mobile.invalid`, `message.notLoggedIn`).
 */
export const signInTexts: Bilingual = {
  'signIn.disabled': ['账号已停用', 'This account is disabled'],
  'signIn.locked': [
    '密码错误次数过多，登录已锁定，请{{minutes}}分钟后再试',
    'Too many wrong passwords: sign-in is locked, try again in {{minutes}} minutes',
  ],
  'signIn.mobileRequired': ['请输入手机号', 'Please enter your mobile number'],
  'signIn.captchaIdRequired': ['请先获取验证码', 'Get a captcha first'],
  'signIn.captchaRequired': ['请输入验证码', 'Please enter the captcha'],
  'signIn.captchaWrong': ['验证码错误', 'Wrong captcha'],
  'signIn.smsCodeRequired': ['请输入短信验证码', 'Please enter the verify code'],
  'signIn.smsCodeFormat': ['短信验证码为6位数字', 'The verify code is six digits'],
  'signIn.smsCodeWrong': ['短信验证码错误或已过期', 'The verify code is wrong or has expired'],
  'signIn.smsTooSoon': [
    '验证码发送过于频繁，请60秒后再试',
    'A code was sent less than a minute ago; try again later',
  ],
  'signIn.smsUnavailable': [
    '短信发送失败，请稍后再试',
    'The text message could not be sent; try again later',
  ],
  'signIn.switchRefused': ['不能切换到该用户', 'You cannot switch to this user'],
  'signIn.otherSide': ['当前账号不能访问此接口', 'This account cannot use this call'],
  'signIn.forbidden': ['没有访问权限', 'You do not have permission'],
  'testChannel.noCaptcha': ['没有该验证码', 'No such captcha'],
  'testChannel.noSms': ['没有发送给该手机号的验证码', 'No code was sent to this mobile'],
};
