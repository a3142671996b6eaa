import type { zhCN } from './zh-CN';
import { pagesEnUS } from './pages/en-US';
import { signInEnUS } from './sign-in';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const enUS: Shape<typeof zhCN> = {
  ...signInEnUS,
  ...pagesEnUS,
  welcome: {
    title: 'Welcome to the project management system',
    enter: 'Enter',
  },
  menuBadge: { todo: '{{count}} to approve' },
  footer: 'Foundation project management system',
};
