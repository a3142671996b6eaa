import type { zhCN } from './zh-CN';

export const enUS: typeof zhCN = {
  list: {
    title: 'Projects',
    search: 'Search by project name or code',
    status: 'Status',
    allStatuses: 'All statuses',
    code: 'Code',
    name: 'Name',
    type: 'Type',
    department: 'Department',
    manager: 'Manager',
    period: 'Period',
    approvedAmount: 'Approved (CNY)',
    appropriatedAmount: 'Appropriated (CNY)',
    createdAt: 'Created',
    subProject: 'Sub-project',
  },
};
