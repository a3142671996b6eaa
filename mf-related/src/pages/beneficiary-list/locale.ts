import type { Bilingual } from '@pm/domain/texts';

/** The beneficiary list's texts (keys `beneficiary.*`), as [zh-CN, en-US] pairs. */
export const beneficiaryListTexts: Bilingual = {
  'beneficiary.title.person': ['个人受益人', 'Individual beneficiaries'],
  'beneficiary.title.company': ['机构受益人', 'Organisation beneficiaries'],
  'beneficiary.search.person': [
    '搜索姓名，或完整的身份证号、手机号、账号',
    'Name, or a whole ID number, phone or account',
  ],
  'beneficiary.search.company': [
    '搜索机构名称，或完整的信用代码、手机号、账号',
    'Name, or a whole credit code, phone or account',
  ],
  'beneficiary.name.person': ['姓名', 'Name'],
  'beneficiary.name.company': ['机构名称', 'Organisation name'],
  'beneficiary.idNumber.person': ['身份证号', 'ID number'],
  'beneficiary.idNumber.company': ['统一社会信用代码', 'Credit code'],
  'beneficiary.mobile': ['联系电话', 'Phone'],
  'beneficiary.area': ['地区代码', 'Area code'],
  'beneficiary.address': ['地址', 'Address'],
  'beneficiary.createdAt': ['登记时间', 'Registered'],
};
