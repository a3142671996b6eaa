/** The shell's own texts; login, navbar, exception and message texts live in the common namespace. */
export const zhCN = {
  subtitle: '基金会项目与资金管理后台',
  clientLogin: {
    sent: '验证码已发送',
  },
  workplace: {
    greeting: '欢迎回来，{{name}}',
    shortcuts: '快捷入口',
    role: '角色',
    department: '部门',
    empty: '暂无可访问的功能',
  },
  userInfo: {
    title: '用户信息',
    username: '用户名',
    name: '姓名',
    email: '邮箱',
    mobile: '手机号',
    department: '部门',
    roles: '角色',
    registrationDate: '注册时间',
  },
  welcome: {
    title: '欢迎使用项目管理系统',
    enter: '进入系统',
  },
  footer: '基金会项目管理系统',
};
