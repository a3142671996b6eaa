import type { zhCN } from './locale';

export const enUS: typeof zhCN = {
  home: {
    basicInfo: 'Basic information',
    name: 'Name',
    type: 'Type',
    types: {
      person: 'Individual',
      company: 'Organisation',
    },
    mobile: 'Mobile',
    idNumber: 'ID number',
    area: 'Area code',
    address: 'Address',
    email: 'Email',
    projects: 'My projects',
    projectCount: 'Projects',
    totalApproved: 'Total approved (CNY)',
    totalPaid: 'Total paid (CNY)',
    code: 'Code',
    projectName: 'Project',
    status: 'Status',
    period: 'Period',
    approvedAmount: 'Approved (CNY)',
    paidAmount: 'Paid (CNY)',
    search: 'Search by project name or code',
  },
};
