import { desc, eq } from 'drizzle-orm';
import { actionTexts } from '@pm/shared/i18n/common/workflow-texts';
import { thousands } from '@pm/shared/utils/thousands';
import type { Executor } from '../../db/client';
import type { ResponseData } from '../../http/envelope';
import { operationLogs, users } from '../../db/schema';
import type { latestActivityRoute } from './schema';

type ActivityItem = ResponseData<typeof latestActivityRoute>[number];

const LATEST = 7;

// The operation log stores machine words (action, entity); a person reads these.
const TITLES: Record<string, string> = {
  'create:project': '新建项目',
  'submit:project': '提交立项申请',
  'approve:project': '批准项目立项',
  'create:appropriation': '发起拨款申请',
  'verify:appropriation': '核验拨款',
  'pay:appropriation': '确认拨款支付',
  'update_profile:user': '更新个人资料',
  'change_password:user': '修改登录密码',
};
const VERBS: Record<string, string> = {
  create: '新建',
  update: '修改',
  delete: '删除',
  submit: '提交',
  approve: '批准',
  verify: '核验',
  pay: '支付',
  reject: '驳回',
  cancel: '取消',
  archive: '归档',
};
/** The state machines' actions (review, rework, accept, complete…) read as in the rest of the product. */
const verbOf = (action: string) => VERBS[action] ?? actionTexts[`action.${action}`]?.[0] ?? action;
const ENTITIES: Record<string, string> = {
  project: '项目',
  appropriation: '拨款',
  material: '材料',
  beneficiary: '受益人',
  user: '账号',
  application: '项目申请',
  agreement: '项目协议',
  report: '阶段报告',
  file: '文件',
  budget: '项目预算',
  expense: '预算支出',
};
const USER_DESCRIPTIONS: Record<string, string> = {
  update_profile: '邮箱、昵称、地区与个人简介',
  change_password: '其他设备上的登录已退出',
};

export function activityTitle(action: string, entity: string): string {
  return TITLES[`${action}:${entity}`] ?? `${verbOf(action)}${ENTITIES[entity] ?? entity}`;
}

/** What the change was about, from the row's snapshot: names and codes, never the raw JSON. */
export function activityDescription(
  action: string,
  entity: string,
  entityId: string,
  snapshot: unknown,
): string {
  const row = (typeof snapshot === 'object' && snapshot !== null ? snapshot : {}) as Record<string, unknown>;
  const text = (key: string) =>
    typeof row[key] === 'string' && row[key] !== '' ? (row[key] as string) : undefined;
  if (entity === 'user') return USER_DESCRIPTIONS[action] ?? '个人账号';
  if (entity === 'appropriation') {
    const project = text('projectName');
    const amount = text('amount');
    return [text('code'), project && `「${project}」`, amount && `¥${thousands(amount)}`]
      .filter(Boolean)
      .join(' · ');
  }
  if (entity === 'expense') {
    const amount = text('amount');
    return [text('voucherNo'), text('payee'), amount && `¥${thousands(amount)}`].filter(Boolean).join(' · ');
  }
  const name = text('name') ?? text('title');
  const code = text('code');
  if (name) return code ? `「${name}」（${code}）` : `「${name}」`;
  return `${ENTITIES[entity] ?? entity} #${entityId}`;
}

export async function latestActivity(db: Executor, userId: number): Promise<ActivityItem[]> {
  const rows = await db
    .select({ log: operationLogs, avatar: users.avatar })
    .from(operationLogs)
    .innerJoin(users, eq(users.id, operationLogs.userId))
    .where(eq(operationLogs.userId, userId))
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
    .limit(LATEST);
  return rows.map(({ log, avatar }) => ({
    id: log.id,
    title: activityTitle(log.action, log.entity),
    description: activityDescription(log.action, log.entity, log.entityId, log.after ?? log.before),
    avatar,
    time: log.createdAt.toISOString(),
  }));
}
