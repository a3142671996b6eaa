import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, money, searchHash } from './columns';
import { amountInRange } from './in-list';
import { users } from './organisation';
import { files, partners } from './project-records';
import { projects } from './projects';

/** A partner's contacts, in the order the form gave them: the first is the one the lists show. */
export const partnerContacts = pgTable(
  'partner_contacts',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    mobileHash: searchHash('mobile_hash'),
    position: text('position').notNull().default(''),
    email: text('email').notNull().default(''),
  },
  (table) => [
    index('partner_contacts_partner_idx').on(table.partnerId),
    index('partner_contacts_mobile_hash_idx').on(table.mobileHash),
  ],
);

/** A partner's qualification certificates and until when each is valid (the "expiring" filter and badge). */
export const partnerQualifications = pgTable(
  'partner_qualifications',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: integer('file_id').references(() => files.id),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('partner_qualifications_partner_idx').on(table.partnerId),
    index('partner_qualifications_expiry_idx').on(table.expiryDate),
  ],
);

/** What a supporter gave: when, how much, for what, and the project it went to. Kept, never edited. */
export const partnerDonations = pgTable(
  'partner_donations',
  {
    id: id(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    donatedOn: date('donated_on', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    purpose: text('purpose').notNull(),
    projectId: integer('project_id').references(() => projects.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('partner_donations_partner_idx').on(table.partnerId),
    index('partner_donations_project_idx').on(table.projectId),
    check('partner_donations_amount_check', amountInRange(table.amount)),
  ],
);
