import type { MessageType } from '@pm/domain/shapes/workplace';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/client';
import { messages } from '../db/schema';
import { textsIn, type Texts } from '../http/texts';

/** The messages the engine writes: a task to take, a copy, and the initiator's news of the decision. */
const KINDS = {
  todo: 'todo',
  copied: 'notice',
  approved: 'message',
  rejected: 'message',
} as const satisfies Record<string, MessageType>;
export type NoticeKind = keyof typeof KINDS;

/** A todo waits (1 pending); it is done (2) when its task is closed. */
const TODO_PENDING = 1;
const TODO_DONE = 2;

export interface Notice {
  userId: number;
  kind: NoticeKind;
  /** Values of the text; a value under a key ending in `Key` is itself a text key, read in the reader's language. */
  params: Record<string, string>;
  link: string;
  taskId?: number;
}

/** A message's title and content in one language, from its text key and values. */
export function renderNotice(t: Texts, textKey: string, params: Record<string, string>) {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Key')) values[name.slice(0, -3)] = t(value);
    else values[name] = value;
  }
  return { title: t(`${textKey}.title`, values), content: t(`${textKey}.content`, values) };
}

/** Writes the messages in the transaction of the action that caused them. */
export async function notify(tx: Transaction, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const zh = textsIn('zh-CN');
  await tx.insert(messages).values(
    notices.map((notice) => {
      const textKey = `approval.message.${notice.kind}`;
      const type = KINDS[notice.kind];
      return {
        userId: notice.userId,
        type,
        ...renderNotice(zh, textKey, notice.params),
        messageType: type === 'message' ? null : TODO_PENDING,
        link: notice.link,
        textKey,
        textParams: notice.params,
        taskId: notice.taskId ?? null,
      };
    }),
  );
}

/** The todos of closed tasks are done (and read: nothing is left to do about them). */
export async function closeTodos(db: Executor, taskIds: readonly number[]): Promise<void> {
  if (taskIds.length === 0) return;
  await db
    .update(messages)
    .set({ messageType: TODO_DONE, status: 1 })
    .where(and(inArray(messages.taskId, [...taskIds]), eq(messages.type, 'todo')));
}
