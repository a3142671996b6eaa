import { pagesZhCN } from './pages/zh-CN';
import { signInZhCN } from './sign-in';

/** The shell's own texts; login, navbar, exception and message texts live in the common namespace. */
export const zhCN = {
  ...signInZhCN,
  ...pagesZhCN,
  welcome: {
    title: '欢迎使用项目管理系统',
    enter: '进入系统',
  },
  menuBadge: { todo: '{{count}} 项待审批' },
  footer: '基金会项目管理系统',
};
