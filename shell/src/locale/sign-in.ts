import { addResources } from '@pm/web/i18n';

/** The shell's texts the sign-in page shows (its own build registers only these). */
export const signInZhCN = {
  subtitle: '基金会项目与资金管理后台',
  login: {
    codeSent: '验证码已发送',
    captchaForCode: '发送短信验证码前需填写图形验证码',
  },
};

export const signInEnUS: typeof signInZhCN = {
  subtitle: 'Projects and funds of the foundation',
  login: {
    codeSent: 'The code has been sent',
    captchaForCode: 'Needed to send the SMS code',
  },
};

/** The sign-in page's part of the shell's texts only: that page carries no other page's texts. */
export function registerSignInLocale(): void {
  addResources('shell', { 'zh-CN': signInZhCN, 'en-US': signInEnUS });
}
