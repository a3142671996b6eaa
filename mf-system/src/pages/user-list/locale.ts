export const zhCN = {
  user: {
    title: '用户管理',
    search: '搜索用户名、姓名或完整手机号',
    username: '用户名',
    name: '姓名',
    mobile: '手机号',
    email: '邮箱',
    department: '部门',
    roles: '角色',
    status: '状态',
    admin: '管理员',
    createdAt: '创建时间',
  },
};
