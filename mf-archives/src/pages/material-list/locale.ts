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
  },
};
