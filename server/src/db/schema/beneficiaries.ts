import { sql } from 'drizzle-orm';
import { char, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BeneficiaryType } from '@pm/domain/shapes/beneficiary';
import { createdAt, id, searchHash, updatedAt } from './columns';

export { BENEFICIARY_TYPES, type BeneficiaryType } from '@pm/domain/shapes/beneficiary';

export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: id(),
    type: text('type').$type<BeneficiaryType>().notNull(),
    name: text('name').notNull(),
    /** Resident ID number for persons, unified social credit code for companies. */
    idNumber: text('id_number').notNull(),
    mobile: text('mobile').notNull(),
    areaCode: char('area_code', { length: 6 }).notNull(),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The account payments go to; an appropriation keeps a copy of it as it was when created. */
    bankName: text('bank_name').notNull().default(''),
    bankAccountName: text('bank_account_name').notNull().default(''),
    bankAccountNo: text('bank_account_no').notNull().default(''),
    idNumberHash: searchHash('id_number_hash'),
    mobileHash: searchHash('mobile_hash'),
    bankAccountNoHash: searchHash('bank_account_no_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('beneficiaries_id_number_key').on(table.idNumber),
    index('beneficiaries_name_idx').on(table.name),
    index('beneficiaries_mobile_idx').on(table.mobile),
    index('beneficiaries_id_number_hash_idx').on(table.idNumberHash),
    index('beneficiaries_mobile_hash_idx').on(table.mobileHash),
    index('beneficiaries_bank_account_no_hash_idx').on(table.bankAccountNoHash),
    index('beneficiaries_type_created_at_idx').on(table.type, table.createdAt),
    check('beneficiaries_type_check', sql`${table.type} in ('person', 'company')`),
  ],
);
