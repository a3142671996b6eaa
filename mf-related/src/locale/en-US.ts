import type { zhCN } from './zh-CN';

export const enUS: typeof zhCN = {
  beneficiary: {
    title: {
      person: 'Individual beneficiaries',
      company: 'Organisation beneficiaries',
    },
    search: {
      person: 'Search by name, ID number or phone',
      company: 'Search by organisation name, credit code or phone',
    },
    name: {
      person: 'Name',
      company: 'Organisation name',
    },
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
