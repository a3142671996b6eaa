export const zhCN = {
  beneficiary: {
    title: {
      person: '个人受益人',
      company: '机构受益人',
    },
    search: {
      person: '搜索姓名，或完整的身份证号、手机号、账号',
      company: '搜索机构名称，或完整的信用代码、手机号、账号',
    },
    name: {
      person: '姓名',
      company: '机构名称',
    },
    idNumber: {
      person: '身份证号',
      company: '统一社会信用代码',
    },
    mobile: '联系电话',
    area: '地区代码',
    address: '地址',
    createdAt: '登记时间',
  },
};
