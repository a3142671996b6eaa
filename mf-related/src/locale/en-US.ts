import type { zhCN } from './zh-CN';

export const enUS: typeof zhCN = {
  beneficiary: {
    title: {
      person: 'Individual beneficiaries',
      company: 'Organisation beneficiaries',
    },
    search: 'Name or full ID/mobile/account',
    name: 'Name',
    idNumber: {
      person: 'ID number',
      company: 'Credit code',
    },
    mobile: 'Phone',
    area: 'Area code',
    address: 'Address',
    createdAt: 'Registered',
  },
};
