import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CorrectableField, CorrectionStatus } from '@pm/domain/shapes/client-corrections';
import { beneficiaries } from './beneficiaries';
import { createdAt, id } from './columns';
import { users } from './organisation';

/** A field's change as asked: `from` as shown then (an account number masked), `to` in full, to be applied. */
export type StoredChanges = Partial<Record<CorrectableField, { from: string; to: string }>>;

/**
 * Corrections a beneficiary asked for in the client portal (issue 17): one pending request per beneficiary at a
 * time; a staff user accepts it (the change goes through the beneficiary edit) or rejects it with a reason.
 */
export const clientCorrectionRequests = pgTable(
  'client_correction_requests',
  {
    id: id(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<StoredChanges>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<CorrectionStatus>().notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('client_correction_requests_beneficiary_idx').on(table.beneficiaryId, table.createdAt),
    uniqueIndex('client_correction_requests_one_pending_key')
      .on(table.beneficiaryId)
      .where(sql`${table.status} = 'pending'`),
    check(
      'client_correction_requests_status_check',
      sql`${table.status} in ('pending', 'accepted', 'rejected')`,
    ),
  ],
);
