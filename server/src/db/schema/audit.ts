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
    createdAt: createdAt(),
  },
  (table) => [
    index('operation_logs_entity_idx').on(table.entity, table.entityId),
    index('operation_logs_created_at_idx').on(table.createdAt),
    index('operation_logs_user_idx').on(table.userId),
    index('operation_logs_project_idx').on(table.projectId, table.createdAt),
  ],
);
