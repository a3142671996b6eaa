import type { Bilingual } from '@pm/domain/texts';

/** The material archive's texts (keys `material.*`), as [zh-CN, en-US] pairs. */
export const materialListTexts: Bilingual = {
  'material.title': ['资料归档', 'Material archive'],
  'material.search': ['搜索材料名称、编号或项目', 'Search by title, number or project'],
  'material.code': ['档案编号', 'Number'],
  'material.name': ['材料名称', 'Title'],
  'material.category': ['类别', 'Category'],
  'material.project': ['所属项目', 'Project'],
  'material.file': ['文件', 'File'],
  'material.status': ['状态', 'Status'],
  'material.uploadedBy': ['上传人', 'Uploaded by'],
  'material.createdAt': ['归档时间', 'Archived'],
};
