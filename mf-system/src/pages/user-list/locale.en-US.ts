import type { zhCN } from './locale';

export const enUS: typeof zhCN = {
  user: {
    title: 'Users',
    search: 'Username, name or full mobile',
    username: 'Username',
    name: 'Name',
    mobile: 'Mobile',
    email: 'Email',
    department: 'Department',
    roles: 'Roles',
    status: 'Status',
    admin: 'Administrator',
    createdAt: 'Created',
  },
};
