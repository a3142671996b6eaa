import { desc, eq } from 'drizzle-orm';
import type { Locale } from '@pm/shared/contracts/remote';
import type { Bilingual } from '@pm/shared/i18n/common/bilingual';
import { entityTexts } from '@pm/shared/i18n/common/entities';
import { thousands } from '@pm/shared/utils/thousands';
import type { Executor } from '../../db/client';
import type { ResponseData } from '../../http/envelope';
import { textIn } from '../../http/locale';
import { operationLogs, users } from '../../db/schema';
import type { latestActivityRoute } from './schema';

type ActivityItem = ResponseData<typeof latestActivityRoute>[number];

const LATEST = 7;

// The operation log stores machine words (action, entity); a person reads these, in their language.
/** Titles of their own for the changes people make most. */
const TITLES: Bilingual = {
  'create:project': ['新建项目', 'Created a project'],
  'submit:project': ['提交立项申请', 'Submitted a project for approval'],
  'approve:project': ['批准项目立项', 'Approved a project'],
  'create:appropriation': ['发起拨款申请', 'Requested an appropriation'],
  'verify:appropriation': ['核验拨款', 'Verified an appropriation'],
  'pay:appropriation': ['确认拨款支付', 'Paid an appropriation'],
  'update_profile:user': ['更新个人资料', 'Updated the profile'],
  'change_password:user': ['修改登录密码', 'Changed the password'],
};

/**
 * What was done, as a past event: `{{entity}}` is the record's kind. Every action of the state machines
 * (`action.*` in the common texts) has one; a test checks that none is missing.
 */
const VERBS: Bilingual = {
  create: ['新建{{entity}}', 'Created {{entity}}'],
  update: ['修改{{entity}}', 'Edited {{entity}}'],
  delete: ['删除{{entity}}', 'Deleted {{entity}}'],
  upload: ['上传{{entity}}', 'Uploaded {{entity}}'],
  archive: ['归档{{entity}}', 'Archived {{entity}}'],
  apply: ['提交{{entity}}', 'Applied with {{entity}}'],
  submit: ['提交{{entity}}', 'Submitted {{entity}}'],
  resubmit: ['重新提交{{entity}}', 'Resubmitted {{entity}}'],
  review: ['开始审核{{entity}}', 'Started reviewing {{entity}}'],
  approve: ['批准{{entity}}', 'Approved {{entity}}'],
  reject: ['驳回{{entity}}', 'Rejected {{entity}}'],
  rework: ['退回修改{{entity}}', 'Sent back {{entity}} for rework'],
  sign: ['签订{{entity}}', 'Signed {{entity}}'],
  withdraw: ['撤回{{entity}}', 'Withdrew {{entity}}'],
  start: ['开始执行{{entity}}', 'Started {{entity}}'],
  suspend: ['暂停{{entity}}', 'Suspended {{entity}}'],
  resume: ['恢复执行{{entity}}', 'Resumed {{entity}}'],
  close: ['申请结项{{entity}}', 'Started closing {{entity}}'],
  finish: ['确认结项{{entity}}', 'Closed {{entity}}'],
  terminate: ['终止{{entity}}', 'Terminated {{entity}}'],
  return: ['退回{{entity}}', 'Returned {{entity}}'],
  complete: ['确认{{entity}}履行完毕', 'Completed {{entity}}'],
  accept: ['验收通过{{entity}}', 'Accepted {{entity}}'],
  verify: ['核验{{entity}}', 'Verified {{entity}}'],
  pay: ['支付{{entity}}', 'Paid {{entity}}'],
  cancel: ['作废{{entity}}', 'Cancelled {{entity}}'],
  reverse: ['冲销{{entity}}', 'Reversed {{entity}}'],
  lock: ['锁定{{entity}}', 'Locked {{entity}}'],
  revise: ['修订{{entity}}', 'Revised {{entity}}'],
  addFile: ['为{{entity}}上传新版本', 'Uploaded a new version of {{entity}}'],
  createSubProject: ['为{{entity}}创建子项目', 'Created a sub-project of {{entity}}'],
};

/** The kind of record in `locale`: the shared table's name, or the stored word for a kind it does not know. */
function entityName(entity: string, locale: Locale): string {
  const names = entityTexts[`entity.${entity}`];
  return names ? textIn(locale, names) : entity;
}

/** English reads "a budget", "an application"; Chinese has no article. */
function withArticle(name: string, locale: Locale): string {
  if (locale !== 'en-US') return name;
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

export function activityTitle(action: string, entity: string, locale: Locale): string {
  const own = TITLES[`${action}:${entity}`];
  if (own) return textIn(locale, own);
  const verb = VERBS[action];
  const name = withArticle(entityName(entity, locale), locale);
  if (verb) return textIn(locale, verb).replace('{{entity}}', name);
  return locale === 'en-US' ? `${action} ${name}` : `${action}${name}`;
}

const USER_DESCRIPTIONS: Bilingual = {
  update_profile: ['邮箱、昵称、地区与个人简介', 'Email, nickname, region and profile'],
  change_password: ['其他设备上的登录已退出', 'Signed out on every other device'],
};

const ACCOUNT: readonly [string, string] = ['个人账号', 'Own account'];

/** A name quoted as the language quotes it, with its code after it. */
function quoted(name: string, code: string | undefined, locale: Locale): string {
  if (locale === 'en-US') return code ? `“${name}” (${code})` : `“${name}”`;
  return code ? `「${name}」（${code}）` : `「${name}」`;
}

/** What the change was about, from the row's snapshot: names and codes, never the raw JSON. */
export function activityDescription(
  action: string,
  entity: string,
  entityId: string,
  snapshot: unknown,
  locale: Locale,
): string {
  const row = (typeof snapshot === 'object' && snapshot !== null ? snapshot : {}) as Record<string, unknown>;
  const text = (key: string) =>
    typeof row[key] === 'string' && row[key] !== '' ? (row[key] as string) : undefined;
  if (entity === 'user') return textIn(locale, USER_DESCRIPTIONS[action] ?? ACCOUNT);
  if (entity === 'appropriation') {
    const project = text('projectName');
    const amount = text('amount');
    return [text('code'), project && quoted(project, undefined, locale), amount && `¥${thousands(amount)}`]
      .filter(Boolean)
      .join(' · ');
  }
  if (entity === 'expense') {
    const amount = text('amount');
    return [text('voucherNo'), text('payee'), amount && `¥${thousands(amount)}`].filter(Boolean).join(' · ');
  }
  const name = text('name') ?? text('title');
  if (name) return quoted(name, text('code'), locale);
  const kind = entityName(entity, locale);
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} #${entityId}`;
}

export async function latestActivity(db: Executor, userId: number, locale: Locale): Promise<ActivityItem[]> {
  const rows = await db
    .select({ log: operationLogs, avatar: users.avatar })
    .from(operationLogs)
    .innerJoin(users, eq(users.id, operationLogs.userId))
    .where(eq(operationLogs.userId, userId))
    .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
    .limit(LATEST);
  return rows.map(({ log, avatar }) => ({
    id: log.id,
    title: activityTitle(log.action, log.entity, locale),
    description: activityDescription(log.action, log.entity, log.entityId, log.after ?? log.before, locale),
    avatar,
    time: log.createdAt.toISOString(),
  }));
}
