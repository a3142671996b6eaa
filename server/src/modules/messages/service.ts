import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { renderNotice } from '../../approvals/notify';
import type { Texts } from '../../http/texts';
import { MESSAGE_TYPES, messages } from '../../db/schema';
import type { MessageItem, MessageType, ReadMessagesBody, UnreadCounts } from '@pm/domain/shapes';

const LIST_LIMIT = 50;
const UNREAD = 0;
const READ = 1;

/**
 * The caller's latest messages. One the server wrote from a text key (an approval's) is read in the caller's
 * language (`t`); the others as stored.
 */
export async function listMessages(
  db: Executor,
  userId: number,
  type: MessageType | undefined,
  t: Texts,
): Promise<MessageItem[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), type ? eq(messages.type, type) : undefined))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    ...(row.textKey === null
      ? { title: row.title, content: row.content }
      : renderNotice(t, row.textKey, row.textParams ?? {})),
    subTitle: row.subTitle,
    avatar: row.avatar,
    link: row.link,
    time: row.createdAt.toISOString(),
    messageType: row.messageType,
    status: row.status === READ ? READ : UNREAD,
  }));
}

export async function unreadCounts(db: Executor, userId: number): Promise<UnreadCounts> {
  const rows = await db
    .select({ type: messages.type, n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.status, UNREAD)))
    .groupBy(messages.type);
  const counts = Object.fromEntries(MESSAGE_TYPES.map((type) => [type, 0])) as UnreadCounts;
  for (const row of rows) counts[row.type] = row.n;
  return counts;
}

/** Marks the caller's own unread messages read; ids of other users' messages simply match nothing. */
export async function markRead(
  db: Executor,
  userId: number,
  body: ReadMessagesBody,
): Promise<{ updated: number }> {
  const which = 'ids' in body ? inArray(messages.id, body.ids) : eq(messages.type, body.type);
  const updated = await db
    .update(messages)
    .set({ status: READ })
    .where(and(eq(messages.userId, userId), eq(messages.status, UNREAD), which))
    .returning({ id: messages.id });
  return { updated: updated.length };
}
