export const zhCN = {
  list: {
    title: '项目列表',
    search: '搜索项目名称或编号',
    status: '状态',
    allStatuses: '全部状态',
    code: '项目编号',
    name: '项目名称',
    type: '类型',
    department: '部门',
    manager: '负责人',
    period: '周期',
    approvedAmount: '批准金额（元）',
    appropriatedAmount: '已拨付（元）',
    createdAt: '创建时间',
    subProject: '子项目',
  },
};
