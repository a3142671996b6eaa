import { and, desc, eq, notInArray } from 'drizzle-orm';
import { LOG_ENTITIES } from '@pm/domain/audit';
import type { Locale } from '@pm/domain/contracts/locale';
import { thousands } from '@pm/domain/utils/thousands';
import type { Executor } from '../../db/client';
import type { ResponseData } from '../../http/envelope';
import { textsIn } from '../../http/texts';
import { operationLogs, users } from '../../db/schema';
import type { latestActivityRoute } from './schema';

type ActivityItem = ResponseData<typeof latestActivityRoute>[number];

const LATEST = 7;

/** The kind of record in `locale`: the shared table's name, or the stored word for a kind it does not know. */
function entityName(entity: string, locale: Locale): string {
  return textsIn(locale)(`entity.${entity}`, { defaultValue: entity });
}

/** English reads "a budget", "an application"; Chinese has no article. */
function withArticle(name: string, locale: Locale): string {
  if (locale !== 'en-US') return name;
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

export function activityTitle(action: string, entity: string, locale: Locale): string {
  const t = textsIn(locale);
  const name = withArticle(entityName(entity, locale), locale);
  const fallback = locale === 'en-US' ? `${action} ${name}` : `${action}${name}`;
  return t([`activity.title.${action}.${entity}`, `activity.verb.${action}`], {
    entity: name,
    defaultValue: fallback,
  });
}

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
  if (entity === 'user') return textsIn(locale)([`activity.user.${action}`, 'activity.account']);
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
    // Sign-ins and sign-outs are in the operation log too; the feed shows what one did to records.
    .where(and(eq(operationLogs.userId, userId), notInArray(operationLogs.entity, [...LOG_ENTITIES.session])))
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
