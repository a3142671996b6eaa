import type { Bilingual } from './bilingual';

/** One label per route of the catalogue (`shared/domain/src/routes/catalogue.ts`: `menu.<group>[.<camelName>]`). */
export const menuTexts: Bilingual = {
  'menu.home': ['仪表盘', 'Dashboard'],
  'menu.home.workplace': ['工作台', 'Workplace'],

  'menu.project': ['项目管理', 'Project management'],
  'menu.project.list': ['项目列表', 'Projects'],
  'menu.project.listDetail': ['项目详情', 'Project details'],
  'menu.project.listCreateSubProject': ['新建子项目', 'New sub-project'],
  'menu.project.reportCreate': ['新建项目报告', 'New project report'],
  'menu.project.appropriation': ['拨付', 'Fund payment'],
  'menu.project.appropriationUnverified': ['待审核', 'Unverified'],
  'menu.project.appropriationWait': ['待拨付', 'Awaiting payment'],
  'menu.project.appropriationAlready': ['已拨付', 'Paid'],
  'menu.project.appropriationCreate': ['新建拨付', 'New payment'],
  'menu.project.budget': ['预算执行', 'Budget execution'],

  'menu.submit': ['申报', 'Submission'],
  'menu.submit.apply': ['项目申请', 'Application'],
  'menu.submit.protocol': ['协议', 'Agreement'],

  'menu.related': ['相关方', 'Related parties'],
  'menu.related.benefit': ['受益人', 'Beneficiaries'],
  'menu.related.benefitPerson': ['个人受益人', 'Individuals'],
  'menu.related.benefitPersonDetail': ['个人受益人详情', 'Individual details'],
  'menu.related.benefitCompany': ['机构受益人', 'Organisations'],
  'menu.related.benefitCompanyDetail': ['机构受益人详情', 'Organisation details'],
  'menu.related.benefitCreate': ['新建受益人', 'New beneficiary'],
  'menu.related.partner': ['合作伙伴', 'Partners'],
  'menu.related.partnerCompany': ['合作机构', 'Partner organisations'],
  'menu.related.partnerDetail': ['合作伙伴详情', 'Partner details'],
  'menu.related.partnerCreate': ['新建合作伙伴', 'New partner'],
  'menu.related.partnerCreateSupport': ['新建支持记录', 'New support record'],
  'menu.related.partnerSupplier': ['供应商', 'Suppliers'],
  'menu.related.volunteer': ['志愿者', 'Volunteers'],
  'menu.related.volunteerDetail': ['志愿者详情', 'Volunteer details'],

  'menu.archives': ['档案', 'Archives'],
  'menu.archives.material': ['资料归档', 'Material archive'],
  'menu.archives.approva': ['审批', 'Approvals'],

  'menu.system': ['系统设置', 'System settings'],
  'menu.system.cert': ['证书设置', 'Certificates'],
  'menu.system.certCreate': ['新建证书', 'New certificate'],
  'menu.system.report': ['报告设置', 'Report settings'],
  'menu.system.reportPlan': ['报告计划', 'Report plans'],
  'menu.system.reportCreatePlan': ['新建报告计划', 'New report plan'],
  'menu.system.reportTemplate': ['报告模板', 'Report templates'],
  'menu.system.reportCreateTemplate': ['新建报告模板', 'New report template'],
  'menu.system.department': ['组织架构', 'Departments'],
  'menu.system.user': ['用户管理', 'Users'],
  'menu.system.role': ['角色管理', 'Roles'],
  'menu.system.roleAccess': ['角色权限', 'Role access'],
  'menu.system.permission': ['权限管理', 'Permissions'],
  'menu.system.files': ['导入导出', 'Import and export'],
  'menu.system.log': ['操作日志', 'Operation log'],

  'menu.user': ['个人中心', 'User center'],
  'menu.user.info': ['用户信息', 'User info'],
  'menu.user.setting': ['用户设置', 'User settings'],

  'menu.client': ['受益人服务', 'Beneficiary portal'],
  'menu.client.home': ['基本信息', 'Basic info'],
  'menu.client.finances': ['资助信息查询', 'Funding info'],
  'menu.client.cert': ['协议与证书', 'Agreements and certificates'],
  'menu.client.report': ['阶段成果报告', 'Stage result reports'],

  // Shell pages outside the catalogue that still show in the tab bar and breadcrumb.
  'menu.welcome': ['欢迎', 'Welcome'],
  'menu.exception': ['异常页', 'Exception'],
  'menu.notFound': ['页面不存在', 'Page not found'],
};
