import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './organisation';

/** A user's enterprise (organisation) certification, shown under user settings (specification §3 "Certification"). */
export const enterpriseCertifications = pgTable(
  'enterprise_certifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type').notNull(),
    /** 0 under review, 1 certified. */
    status: smallint('status').notNull().default(0),
    certifiedAt: timestamp('certified_at', { withTimezone: true, mode: 'date' }).notNull(),
    legalPerson: text('legal_person').notNull(),
    certificateType: text('certificate_type').notNull(),
    authenticationNumber: text('authentication_number').notNull(),
    enterpriseName: text('enterprise_name').notNull(),
    enterpriseCertificateType: text('enterprise_certificate_type').notNull(),
    organizationCode: text('organization_code').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('enterprise_certifications_user_key').on(table.userId)],
);

/** The history of certification requests: the records table under enterprise certification. */
export const certificationRecords = pgTable(
  'certification_records',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificationType: text('certification_type').notNull(),
    certificationContent: text('certification_content').notNull(),
    /** 0 under review, 1 passed, 2 refused. */
    status: smallint('status').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('certification_records_user_created_at_idx').on(table.userId, table.createdAt)],
);
