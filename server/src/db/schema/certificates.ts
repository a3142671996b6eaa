import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CERT_RECIPIENT_TYPES,
  type CertLayout,
  type CertRecipientType,
} from '@pm/domain/certificates/layout';
import { CERT_STATUSES, type CertStatus } from '@pm/domain/certificates/shapes';
import { createdAt, id, updatedAt } from './columns';
import { inList } from './in-list';
import { users } from './organisation';
import { files } from './project-records';
import { projects } from './projects';

/**
 * A certificate template (not to be confused with `certifications`, a user's enterprise certification): the
 * background and the placed fields (`@pm/domain/certificates/layout`), the numbering rule, seal and signature.
 */
export const certTemplates = pgTable(
  'cert_templates',
  {
    id: id(),
    name: text('name').notNull(),
    recipientType: text('recipient_type').$type<CertRecipientType>().notNull(),
    issuerName: text('issuer_name').notNull(),
    prefix: text('prefix').notNull(),
    digits: integer('digits').notNull().default(4),
    backgroundFileId: integer('background_file_id').references(() => files.id),
    sealFileId: integer('seal_file_id').references(() => files.id),
    signatureFileId: integer('signature_file_id').references(() => files.id),
    layout: jsonb('layout').$type<CertLayout>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('cert_templates_name_key').on(table.name),
    check('cert_templates_recipient_type_check', inList(table.recipientType, CERT_RECIPIENT_TYPES)),
    check('cert_templates_digits_check', sql`${table.digits} between 3 and 8`),
  ],
);

/**
 * An issued certificate. What it shows is a snapshot (the layout and template version used, the recipient's name,
 * the project's name, the issuer), so editing a template or renaming a volunteer never changes one already given.
 * The verify code is 128 random bits (base64url), the key of the public verify page.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    number: text('number').notNull(),
    verifyCode: text('verify_code').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => certTemplates.id),
    templateVersion: integer('template_version').notNull(),
    layout: jsonb('layout').$type<CertLayout>().notNull(),
    issuerName: text('issuer_name').notNull(),
    recipientType: text('recipient_type').$type<CertRecipientType>().notNull(),
    recipientId: integer('recipient_id').notNull(),
    recipientName: text('recipient_name').notNull(),
    projectId: integer('project_id').references(() => projects.id),
    projectName: text('project_name'),
    hours: numeric('hours', { precision: 8, scale: 2 }),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    issuedOn: date('issued_on').notNull(),
    issuedBy: integer('issued_by').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<CertStatus>().notNull().default('issued'),
    revokeReason: text('revoke_reason'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
    pdfFileId: integer('pdf_file_id').references(() => files.id),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('certificates_number_key').on(table.number),
    uniqueIndex('certificates_verify_code_key').on(table.verifyCode),
    index('certificates_recipient_idx').on(table.recipientType, table.recipientId),
    index('certificates_template_project_idx').on(table.templateId, table.projectId),
    check('certificates_status_check', inList(table.status, CERT_STATUSES)),
    check('certificates_recipient_type_check', inList(table.recipientType, CERT_RECIPIENT_TYPES)),
    check(
      'certificates_revoked_check',
      sql`${table.status} <> 'revoked' or (${table.revokeReason} is not null and ${table.revokedAt} is not null)`,
    ),
  ],
);

/**
 * The last sequence given per number prefix and year, written in the issuing transaction (see
 * `modules/certificates/numbering.ts`): numbers run from 1 without gaps or repeats, also under concurrency.
 */
export const certNumberCounters = pgTable(
  'cert_number_counters',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.prefix, table.year] }),
    check('cert_number_counters_sequence_check', sql`${table.lastSequence} >= 1`),
  ],
);
