import type { Bilingual } from '@pm/domain/texts';
import { materialTexts } from '../../features/material/locale';

/**
 * The material archive's texts as [zh-CN, en-US] pairs: the list's own (keys `materialList.*`) and the entry's
 * (`material.*`, beside the feature that says them).
 */
export const materialListTexts: Bilingual = {
  ...materialTexts,
  'materialList.title': ['资料归档', 'Material archive'],
  'materialList.create': ['新建档案', 'New entry'],
  'materialList.empty': ['暂无档案', 'No archive entries'],
  'materialList.notFound': ['档案不存在或无权查看', 'No such entry, or it is not yours to see'],
  'materialList.backToList': ['返回列表', 'Back to the list'],
  'materialList.search.title': ['档案查询', 'Search the archive'],
  'materialList.search.keyword': ['关键词', 'Keyword'],
  'materialList.search.placeholder': ['档案编号、名称或文件名', 'Number, title or file name'],
  'materialList.search.project': ['所属项目', 'Project'],
  'materialList.search.category': ['材料类别', 'Category'],
  'materialList.search.status': ['状态', 'Status'],
  'materialList.search.confidentiality': ['密级', 'Confidentiality'],
  'materialList.search.flags': ['提醒', 'Attention'],
  'materialList.search.overdue': ['逾期未还', 'Overdue loans'],
  'materialList.search.retentionOver': ['已过保管期', 'Retention over'],
  'materialList.search.all': ['全部', 'All'],
  'materialList.column.code': ['档案编号', 'Number'],
  'materialList.column.title': ['材料名称', 'Title'],
  'materialList.column.category': ['类别', 'Category'],
  'materialList.column.project': ['所属项目', 'Project'],
  'materialList.column.confidentiality': ['密级', 'Confidentiality'],
  'materialList.column.status': ['状态', 'Status'],
  'materialList.column.retentionUntil': ['保管期限至', 'Keep until'],
  'materialList.column.documents': ['文件', 'Files'],
  'materialList.column.borrowing': ['借阅', 'On loan'],
  'materialList.column.borrowedUntil': ['{{borrower}}，应还 {{dueOn}}', '{{borrower}}, due {{dueOn}}'],
  'materialList.column.createdBy': ['归档人', 'Filed by'],
  'materialList.column.createdAt': ['创建日期', 'Created'],
};
