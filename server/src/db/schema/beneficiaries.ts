import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BeneficiaryType, Gender, IdType } from '@pm/domain/shapes/beneficiary';
import { BENEFICIARY_STATUSES, type BeneficiaryStatus } from '@pm/domain/workflow/beneficiary-machine';
import { createdAt, id, searchHash, updatedAt } from './columns';
import { inList } from './in-list';

export { BENEFICIARY_TYPES, type BeneficiaryType } from '@pm/domain/shapes/beneficiary';

/**
 * People and organisations the foundation's projects benefit. A person's ID number is personal data: it is never
 * stored in the clear — `id_number_cipher` holds it encrypted (AES-256-GCM, security/field-cipher.ts), beside its
 * keyed search hash and its masked form (what lists show, so a list never decrypts). A company's unified social
 * credit code is public registry data and is stored plain.
 */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: id(),
    type: text('type').$type<BeneficiaryType>().notNull(),
    name: text('name').notNull(),
    status: text('status').$type<BeneficiaryStatus>().notNull().default('active'),
    /** The record a merged one was merged into. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => beneficiaries.id),
    /**
     * A number written in the clear by a migration or the demo seed, waiting for the start-up encryption
     * (db/id-number-encryption.ts), which moves it into `id_number_cipher` and clears this column. Never read
     * by a request; null after every start.
     */
    pendingIdNumber: text('id_number'),
    idType: text('id_type').$type<IdType>(),
    idNumberCipher: text('id_number_cipher'),
    idNumberMasked: text('id_number_masked').notNull().default(''),
    idNumberHash: searchHash('id_number_hash'),
    creditCode: text('credit_code'),
    mobile: text('mobile').notNull(),
    areaCode: char('area_code', { length: 6 }).notNull(),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The account payments go to; an appropriation keeps a copy of it as it was when created. */
    bankName: text('bank_name').notNull().default(''),
    bankAccountName: text('bank_account_name').notNull().default(''),
    bankAccountNo: text('bank_account_no').notNull().default(''),
    mobileHash: searchHash('mobile_hash'),
    bankAccountNoHash: searchHash('bank_account_no_hash'),
    // A person's own fields (null for a company).
    gender: text('gender').$type<Gender>(),
    birthDate: date('birth_date', { mode: 'string' }),
    householdSize: integer('household_size'),
    vulnerabilityTags: text('vulnerability_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    guardianName: text('guardian_name').notNull().default(''),
    guardianRelation: text('guardian_relation').notNull().default(''),
    guardianMobile: text('guardian_mobile').notNull().default(''),
    consentDate: date('consent_date', { mode: 'string' }),
    consentFileId: integer('consent_file_id'),
    source: text('source').notNull().default(''),
    // A company's own fields ('' for a person).
    legalRepresentative: text('legal_representative').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    orgType: text('org_type').notNull().default(''),
    /** Optimistic lock: edits and actions say which version they read. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One live person per (ID type, number), one live company per credit code; a merged record keeps its own.
    uniqueIndex('beneficiaries_person_id_key')
      .on(table.idType, table.idNumberHash)
      .where(sql`${table.type} = 'person' and ${table.status} <> 'merged'`),
    uniqueIndex('beneficiaries_credit_code_key')
      .on(table.creditCode)
      .where(sql`${table.type} = 'company' and ${table.status} <> 'merged'`),
    index('beneficiaries_name_idx').on(table.name),
    index('beneficiaries_mobile_idx').on(table.mobile),
    index('beneficiaries_id_number_hash_idx').on(table.idNumberHash),
    index('beneficiaries_mobile_hash_idx').on(table.mobileHash),
    index('beneficiaries_bank_account_no_hash_idx').on(table.bankAccountNoHash),
    index('beneficiaries_type_created_at_idx').on(table.type, table.createdAt),
    index('beneficiaries_created_at_idx').on(table.createdAt),
    index('beneficiaries_area_code_idx').on(table.areaCode),
    index('beneficiaries_name_birth_date_idx').on(table.name, table.birthDate),
    index('beneficiaries_tags_idx').using('gin', table.vulnerabilityTags),
    check('beneficiaries_type_check', sql`${table.type} in ('person', 'company')`),
    check('beneficiaries_status_check', inList(table.status, BENEFICIARY_STATUSES)),
    check(
      'beneficiaries_merged_check',
      sql`(${table.status} = 'merged') = (${table.mergedIntoId} is not null)`,
    ),
  ],
);

/** A company's qualification documents, each with its expiry date. */
export const beneficiaryQualifications = pgTable(
  'beneficiary_qualifications',
  {
    id: id(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: integer('file_id').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('beneficiary_qualifications_beneficiary_idx').on(table.beneficiaryId),
    index('beneficiary_qualifications_expiry_idx').on(table.expiryDate),
  ],
);

/**
 * The phones that sign in to the client portal as a beneficiary: one phone may sign in as several records (a
 * person and the cooperative they run), and a record may have several phones. Edited on the staff detail page.
 */
export const beneficiaryClientAccounts = pgTable(
  'beneficiary_client_accounts',
  {
    id: id(),
    beneficiaryId: integer('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('beneficiary_client_accounts_key').on(table.mobile, table.beneficiaryId),
    index('beneficiary_client_accounts_beneficiary_idx').on(table.beneficiaryId),
  ],
);
