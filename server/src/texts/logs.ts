import type { Bilingual } from '@pm/domain/texts/bilingual';

/** The operation log: its detail's refusal, its export's sheet, and the words of sign-in events. */
export const logTexts: Bilingual = {
  'log.notFound': ['日志不存在', 'Log entry not found'],
  'export.log.file': ['操作日志', 'operation-log'],
  'export.log.sheet': ['操作日志', 'Operation log'],
  'export.log.time': ['时间', 'Time'],
  'export.log.user': ['操作人', 'User'],
  'export.log.username': ['登录名', 'Username'],
  'export.log.module': ['模块', 'Module'],
  'export.log.entity': ['对象', 'Record kind'],
  'export.log.entityId': ['对象编号', 'Record'],
  'export.log.action': ['操作', 'Action'],
  'export.log.ip': ['IP 地址', 'IP address'],
  'export.log.comment': ['说明', 'Comment'],
  'export.log.module.projects': ['项目管理', 'Projects'],
  'export.log.module.funds': ['资金管理', 'Funds'],
  'export.log.module.related': ['相关方', 'Related parties'],
  'export.log.module.archives': ['档案', 'Archives'],
  'export.log.module.system': ['系统设置', 'System'],
  'export.log.module.session': ['登录', 'Sign-in'],
  'entity.session': ['会话', 'session'],
  'entity.account': ['账号登录', 'account sign-in'],
  'activity.verb.login': ['登录', 'Signed in'],
  'activity.verb.logout': ['退出登录', 'Signed out'],
  'activity.verb.loginFailed': ['登录失败', 'Failed sign-in'],
  'activity.verb.lockout': ['账号锁定', 'Locked out'],
};
