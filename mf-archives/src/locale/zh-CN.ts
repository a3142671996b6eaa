export const zhCN = {
  material: {
    title: '资料归档',
    search: '搜索材料名称、编号或项目',
    code: '档案编号',
    name: '材料名称',
    category: '类别',
    project: '所属项目',
    file: '文件',
    status: '状态',
    uploadedBy: '上传人',
    createdAt: '归档时间',
    categories: {
      application: '申请材料',
      agreement: '协议文件',
      report: '阶段报告',
      finance: '财务凭证',
      other: '其他',
    },
  },
};
