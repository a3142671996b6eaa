import type { zhCN } from './zh-CN';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const enUS: Shape<typeof zhCN> = {
  subtitle: 'Projects and funds of the foundation',
  clientLogin: {
    sent: 'The code has been sent',
  },
  workplace: {
    greeting: 'Welcome back, {{name}}',
    shortcuts: 'Shortcuts',
    role: 'Role',
    department: 'Department',
    empty: 'Nothing you may open yet',
  },
  userInfo: {
    title: 'User info',
    username: 'Username',
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile',
    department: 'Department',
    roles: 'Roles',
    registrationDate: 'Registered',
  },
  welcome: {
    title: 'Welcome to the project management system',
    enter: 'Enter',
  },
  footer: 'Foundation project management system',
};
