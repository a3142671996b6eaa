import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { approvalTasks } from './approvals';
import { createdAt, id } from './columns';
import type { MessageType } from '@pm/domain/shapes/workplace';
import { users } from './organisation';

export { MESSAGE_TYPES } from '@pm/domain/shapes/workplace';

/** The message box (specification §3 "Message"): one row per recipient. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<MessageType>().notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    content: text('content').notNull(),
    /** Notices and todos: 0 not started, 1 pending, 2 done, 3 overdue. */
    messageType: smallint('message_type'),
    /** 0 unread, 1 read. */
    status: smallint('status').notNull().default(0),
    /** The staff page the message opens (an approval in the inbox: `/archives/approva?instance=12`). */
    link: text('link'),
    /**
     * A message the server writes (an approval's task, its decision) is kept as a text key and its values, and read
     * in the reader's language; `title` and `content` then hold the zh-CN text for anything that reads the row as is.
     */
    textKey: text('text_key'),
    textParams: jsonb('text_params').$type<Record<string, string>>(),
    /** The approval task a `todo` stands for: it is done when the task is. */
    taskId: integer('task_id').references(() => approvalTasks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_user_type_created_at_idx').on(table.userId, table.type, table.createdAt),
    index('messages_task_idx').on(table.taskId),
    check('messages_type_check', sql`${table.type} in ('message', 'notice', 'todo')`),
    check('messages_status_check', sql`${table.status} in (0, 1)`),
    check('messages_message_type_check', sql`${table.messageType} between 0 and 3`),
  ],
);

/** One row per page a staff user opened: the workplace's "visits" compare this week with the last. */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    routeName: text('route_name').notNull(),
    path: text('path').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('page_visits_user_visited_at_idx').on(table.userId, table.visitedAt)],
);
