import type { MessageType } from '@pm/domain/shapes';

export interface DemoMessage {
  type: MessageType;
  title: string;
  subTitle: string;
  content: string;
  /** Notices and todos: 0 not started, 1 pending, 2 done, 3 overdue. */
  messageType: number | null;
  status: 0 | 1;
  /** Hours before the demo's reference date. */
  hoursAgo: number;
  /** Username of the colleague a private message comes from (their avatar is shown). */
  from?: string;
}

const note = (
  from: string,
  title: string,
  content: string,
  status: 0 | 1,
  hoursAgo: number,
): DemoMessage => ({
  type: 'message',
  title,
  subTitle: '的私信',
  content,
  messageType: null,
  status,
  hoursAgo,
  from,
});

const item = (
  type: 'notice' | 'todo',
  title: string,
  content: string,
  messageType: number,
  status: 0 | 1,
  hoursAgo: number,
): DemoMessage => ({ type, title, subTitle: '', content, messageType, status, hoursAgo });

/** Six messages per demo user (the specification's sample size), about each person's own work. */
export const DEMO_MESSAGES: Record<string, DemoMessage[]> = {
  admin: [
    note('officer', '王丽', '「武侯区先心病儿童救助项目」的立项材料已补齐，请您审批。', 0, 2),
    note('finance', '刘强', '十月份拨款对账表已上传至材料档案，请查阅。', 1, 30),
    item(
      'notice',
      '季度报告提交提醒',
      '第三季度项目执行报告将于 11 月 30 日截止提交，请督促各项目负责人按时上传。',
      1,
      0,
      5,
    ),
    item('notice', '系统维护通知', '系统将于本周六 22:00—24:00 升级维护，期间暂停登录。', 0, 1, 50),
    item('todo', '项目立项审批', '「芙蓉区社区养老互助项目」等 3 个项目待立项审批。', 1, 0, 8),
    item('todo', '年度审计资料准备', '请在 12 月 10 日前完成本年度审计资料的整理与归档。', 0, 0, 72),
  ],
  officer: [
    note('finance', '刘强', '「南明区乡村儿童阅读计划」第二笔拨款已核验通过，请确认受助方收款账户。', 0, 1),
    note('admin', '系统管理员', '请于本周五前更新「五华区妇女手工艺增收项目」的执行进度。', 0, 20),
    item(
      'notice',
      '拨款票据核查提醒',
      '「城关区乡村教师培训项目」中期拨款的票据将于 3 日后到期核查，请及时上传。',
      1,
      0,
      6,
    ),
    item(
      'notice',
      '阶段报告截止提醒',
      '「南山区小额创业扶持项目」第二阶段报告将于 11 月 25 日截止提交。',
      1,
      1,
      26,
    ),
    item('todo', '受助人回访', '完成「渝中区白内障复明行动」10 位受助人的电话回访。', 2, 1, 96),
    item('todo', '申报书修改', '根据评审意见修改「兴宁区特色种植技术培训项目」申报书并重新提交。', 3, 0, 120),
  ],
  finance: [
    note('officer', '王丽', '「山区学校营养午餐项目—食材采购子项目」的付款申请已提交，请核验。', 0, 3),
    note('admin', '系统管理员', '请在月底前完成十月拨款台账与银行流水的核对。', 1, 40),
    item('notice', '付款核验到期提醒', '有 2 笔拨款已超过计划付款日期，请尽快完成付款核验。', 3, 0, 4),
    item('notice', '票据归档通知', '第三季度拨款票据已全部归档，可在材料档案中查阅。', 2, 1, 60),
    item('todo', '拨款核验', '「武侯区大病医疗救助项目」的中期拨款待核验。', 1, 0, 9),
    item('todo', '年度预算编制', '编制下一年度项目资金预算草案，提交理事会审议。', 0, 0, 100),
  ],
};
