import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './organisation';

/** Who changed which business row, and how it looked before and after. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The project the change belongs to, so a project's timeline reads its own and its records' changes. */
    projectId: integer('project_id'),
    /** The reason the user gave (a review comment, why a project was suspended…). */
    comment: text('comment'),
    /** The caller's address (sign-ins and every change made through the API). */
    ip: text('ip'),
    /** Sign-in events: the name typed, kept when no user matched (a failed sign-in of an unknown account). */
    username: text('username'),
    createdAt: createdAt(),
  },
  (table) => [
    index('operation_logs_entity_idx').on(table.entity, table.entityId),
    index('operation_logs_created_at_idx').on(table.createdAt),
    index('operation_logs_user_idx').on(table.userId),
    index('operation_logs_project_idx').on(table.projectId, table.createdAt),
    index('operation_logs_action_idx').on(table.action, table.createdAt),
  ],
);
