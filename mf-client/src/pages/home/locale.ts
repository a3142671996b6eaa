import type { Bilingual } from '@pm/domain/texts';

/** The portal home page's texts (keys `home.*`), as [zh-CN, en-US] pairs. */
export const homeTexts: Bilingual = {
  'home.basicInfo': ['基本信息', 'Basic information'],
  'home.name': ['名称', 'Name'],
  'home.type': ['类型', 'Type'],
  'home.types.person': ['个人', 'Individual'],
  'home.types.company': ['机构', 'Organisation'],
  'home.mobile': ['手机号', 'Mobile'],
  'home.idNumber': ['证件号', 'ID number'],
  'home.area': ['地区代码', 'Area code'],
  'home.address': ['地址', 'Address'],
  'home.email': ['邮箱', 'Email'],
  'home.projects': ['我的项目', 'My projects'],
  'home.projectCount': ['项目数', 'Projects'],
  'home.totalApproved': ['批准金额合计（元）', 'Total approved (CNY)'],
  'home.totalPaid': ['已拨付合计（元）', 'Total paid (CNY)'],
  'home.code': ['项目编号', 'Code'],
  'home.projectName': ['项目名称', 'Project'],
  'home.status': ['状态', 'Status'],
  'home.period': ['周期', 'Period'],
  'home.approvedAmount': ['批准金额（元）', 'Approved (CNY)'],
  'home.paidAmount': ['已拨付（元）', 'Paid (CNY)'],
  'home.search': ['搜索项目名称或编号', 'Search by project name or code'],
};
