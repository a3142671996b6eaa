export const zhCN = {
  appropriation: {
    title: {
      unverified: '待审核拨付',
      wait: '待拨付',
      already: '已拨付',
    },
    search: '搜索拨付单号、项目或收款方',
    code: '拨付单号',
    project: '项目',
    type: '类型',
    amount: '金额（元）',
    status: '状态',
    scheduledDate: '计划日期',
    paidDate: '拨付日期',
    payee: '收款方',
    types: {
      initial: '首期',
      interim: '中期',
      final: '尾款',
    },
  },
};
