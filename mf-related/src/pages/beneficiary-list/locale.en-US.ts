import type { zhCN } from './locale';

export const enUS: typeof zhCN = {
  beneficiary: {
    title: {
      person: 'Individual beneficiaries',
      company: 'Organisation beneficiaries',
    },
    search: {
      person: 'Name, or a whole ID number, phone or account',
      company: 'Name, or a whole credit code, phone or account',
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
