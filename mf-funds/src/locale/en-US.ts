import type { zhCN } from './zh-CN';

export const enUS: typeof zhCN = {
  appropriation: {
    title: {
      unverified: 'Awaiting verification',
      wait: 'Awaiting payment',
      already: 'Paid',
    },
    search: 'Search by number, project or payee',
    code: 'Number',
    project: 'Project',
    type: 'Type',
    amount: 'Amount (CNY)',
    status: 'Status',
    scheduledDate: 'Scheduled',
    paidDate: 'Paid on',
    payee: 'Payee',
    types: {
      initial: 'Initial',
      interim: 'Interim',
      final: 'Final',
    },
  },
};
