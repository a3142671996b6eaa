import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ApplicantType, ClauseValues, CostItem, IndicatorValues } from '@pm/domain/forms';
import type { ApplicationContent } from '@pm/domain/shapes';
import { AGREEMENT_STATUSES, type AgreementStatus } from '@pm/domain/workflow/agreement-machine';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@pm/domain/workflow/application-machine';
import { REPORT_STATUSES, type ReportStatus } from '@pm/domain/workflow/report-machine';
import type { ReportValues } from '@pm/domain/report-templates';
import { REPORT_ITEM_KINDS, type ReportItemKind } from '@pm/domain/shapes/report-plan';
import { reportTemplateVersions } from './report-templates';
import { beneficiaries } from './beneficiaries';
import { createdAt, id, money, searchHash, updatedAt } from './columns';
import { amountInRange, inList } from './in-list';
import { makerCheckerCheck, makerCheckerColumns } from './maker-checker';
import { users } from './organisation';
import { projects } from './projects';

/** Lookup lists (project types, budget categories…): a stored value and its label in both languages. */
export const dictItems = pgTable(
  'dict_items',
  {
    id: id(),
    dictCode: text('dict_code').notNull(),
    value: text('value').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [uniqueIndex('dict_items_code_value_key').on(table.dictCode, table.value)],
);

import { PARTNER_TYPES, type PartnerType } from '@pm/domain/shapes/partner';

export { PARTNER_TYPES, type PartnerType };

/**
 * Organisations the foundation works with: implementing partners, suppliers and supporters (donors, supporting
 * units). `contact_name` and `mobile` are the first of its contacts (`partner_contacts`), kept for the lists.
 */
export const partners = pgTable(
  'partners',
  {
    id: id(),
    type: text('type').$type<PartnerType>().notNull(),
    name: text('name').notNull(),
    /** Unified social credit code. */
    creditCode: text('credit_code').notNull(),
    contactName: text('contact_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    mobileHash: searchHash('mobile_hash'),
    areaCode: char('area_code', { length: 6 }),
    address: text('address').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccountName: text('bank_account_name').notNull().default(''),
    bankAccountNo: text('bank_account_no').notNull().default(''),
    /** 1 (poor) to 5 (excellent); null until rated. */
    rating: integer('rating'),
    /** Suppliers: a `supplier_category` dictionary value. */
    category: text('category'),
    remark: text('remark').notNull().default(''),
    /** Set while blacklisted: no new project links, no payments (modules/partners/blacklist-guards.ts). */
    blacklistedAt: timestamp('blacklisted_at', { withTimezone: true, mode: 'date' }),
    blacklistReason: text('blacklist_reason'),
    blacklistedBy: integer('blacklisted_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('partners_credit_code_key').on(table.creditCode),
    index('partners_type_created_at_idx').on(table.type, table.createdAt),
    check('partners_rating_check', sql`${table.rating} between 1 and 5`),
    check(
      'partners_blacklist_check',
      sql`(${table.blacklistedAt} is null) = (${table.blacklistReason} is null)`,
    ),
    index('partners_mobile_hash_idx').on(table.mobileHash),
    index('partners_name_idx').on(table.name),
    check('partners_type_check', inList(table.type, PARTNER_TYPES)),
  ],
);

export const projectPartners = pgTable(
  'project_partners',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.partnerId] }),
    index('project_partners_partner_idx').on(table.partnerId),
  ],
);

/**
 * An uploaded file: stored under the data folder (outside the web root) by its storage key, owned by whoever uploaded
 * it (modules/files/access.ts: who may read it and attach it).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The staff user who uploaded it, or (`uploadedByBeneficiaryId`) the beneficiary through the portal. */
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedByBeneficiaryId: integer('uploaded_by_beneficiary_id').references(() => beneficiaries.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('files_storage_key_key').on(table.storageKey),
    check(
      'files_uploader_check',
      sql`(${table.uploadedBy} is null) <> (${table.uploadedByBeneficiaryId} is null)`,
    ),
  ],
);

/** Which files belong to which record (`application`, `agreement`, `report`), with a version for agreement files. */
export const entityFiles = pgTable(
  'entity_files',
  {
    id: id(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index('entity_files_entity_idx').on(table.entity, table.entityId),
    uniqueIndex('entity_files_entity_file_key').on(table.entity, table.entityId, table.fileId),
    // Where a file is attached (the read and attach checks).
    index('entity_files_file_idx').on(table.fileId),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    code: text('code').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    applicantType: text('applicant_type').$type<ApplicantType>().notNull(),
    beneficiaryId: integer('beneficiary_id').references(() => beneficiaries.id),
    partnerId: integer('partner_id').references(() => partners.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    amountRequested: money('amount_requested').notNull(),
    costItems: jsonb('cost_items').$type<CostItem[]>().notNull(),
    approvedAmount: money('approved_amount'),
    status: text('status').$type<ApplicationStatus>().notNull().default('new'),
    reviewComment: text('review_comment'),
    /** How many times it has been submitted: the snapshot round of the last submission. */
    round: integer('round').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    ...makerCheckerColumns(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    makerCheckerCheck('applications', table),
    uniqueIndex('applications_code_key').on(table.code),
    index('applications_project_idx').on(table.projectId),
    index('applications_status_created_at_idx').on(table.status, table.createdAt),
    check('applications_status_check', inList(table.status, APPLICATION_STATUSES)),
    check('applications_amount_check', amountInRange(table.amountRequested)),
    check('applications_approved_amount_check', amountInRange(table.approvedAmount)),
    check(
      'applications_applicant_check',
      sql`(${table.applicantType} in ('person', 'company') and ${table.beneficiaryId} is not null and ${table.partnerId} is null)
        or (${table.applicantType} = 'partner' and ${table.partnerId} is not null and ${table.beneficiaryId} is null)`,
    ),
  ],
);

/** The application as it was at each submission, so a reviewer sees what was submitted even after rework. */
export const applicationSnapshots = pgTable(
  'application_snapshots',
  {
    id: id(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    content: jsonb('content').$type<ApplicationContent>().notNull(),
    submittedBy: integer('submitted_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('application_snapshots_round_key').on(table.applicationId, table.round)],
);

export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    number: text('number').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    partyA: text('party_a').notNull(),
    partyB: text('party_b').notNull(),
    signedDate: date('signed_date', { mode: 'string' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    totalAmount: money('total_amount').notNull(),
    clauses: jsonb('clauses').$type<ClauseValues[]>().notNull().default([]),
    status: text('status').$type<AgreementStatus>().notNull().default('draft'),
    ...makerCheckerColumns(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    makerCheckerCheck('agreements', table),
    uniqueIndex('agreements_number_key').on(table.number),
    index('agreements_project_idx').on(table.projectId),
    index('agreements_status_created_at_idx').on(table.status, table.createdAt),
    check('agreements_status_check', inList(table.status, AGREEMENT_STATUSES)),
    check('agreements_total_amount_check', amountInRange(table.totalAmount)),
  ],
);

/** The reporting schedule of an agreement: what stage reports are due when. */
export const agreementReportItems = pgTable(
  'agreement_report_items',
  {
    id: id(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** stage, final or financial (a plan's item kind). */
    kind: text('kind').$type<ReportItemKind>().notNull().default('stage'),
    /** The template version its report is filled from; null: the built-in standard template. */
    templateVersionId: integer('template_version_id').references(
      (): AnyPgColumn => reportTemplateVersions.id,
    ),
    /** Days before the due date its reminder is sent; null: none. */
    reminderDays: integer('reminder_days'),
  },
  (table) => [
    check('agreement_report_items_kind_check', inList(table.kind, REPORT_ITEM_KINDS)),
    uniqueIndex('agreement_report_items_seq_key').on(table.agreementId, table.seq),
    index('agreement_report_items_due_date_idx').on(table.dueDate),
  ],
);

/** The payment schedule of an agreement; its amounts add up to the agreement's total. */
export const agreementInstalments = pgTable(
  'agreement_instalments',
  {
    id: id(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    /** The stage report that must be accepted before this instalment can be verified. */
    reportItemId: integer('report_item_id').references((): AnyPgColumn => agreementReportItems.id),
  },
  (table) => [
    uniqueIndex('agreement_instalments_seq_key').on(table.agreementId, table.seq),
    check('agreement_instalments_amount_check', amountInRange(table.amount)),
  ],
);

export const stageReports = pgTable(
  'stage_reports',
  {
    id: id(),
    code: text('code').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id),
    reportItemId: integer('report_item_id')
      .notNull()
      .references(() => agreementReportItems.id),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    indicators: jsonb('indicators').$type<IndicatorValues[]>().notNull(),
    beneficiariesReached: integer('beneficiaries_reached').notNull().default(0),
    amountSpent: money('amount_spent').notNull().default('0'),
    spendingSummary: text('spending_summary').notNull().default(''),
    /** The template version it was filled against, and its values by field key (the columns above mirror them). */
    templateVersionId: integer('template_version_id').references(
      (): AnyPgColumn => reportTemplateVersions.id,
    ),
    values: jsonb('values').$type<ReportValues>(),
    status: text('status').$type<ReportStatus>().notNull().default('draft'),
    reviewComment: text('review_comment'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    ...makerCheckerColumns(),
    /** A report the beneficiary filled in the portal: who created it and who last submitted it (no staff user). */
    createdByBeneficiaryId: integer('created_by_beneficiary_id').references(() => beneficiaries.id),
    submittedByBeneficiaryId: integer('submitted_by_beneficiary_id').references(() => beneficiaries.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    makerCheckerCheck('stage_reports', table),
    uniqueIndex('stage_reports_code_key').on(table.code),
    index('stage_reports_project_idx').on(table.projectId),
    index('stage_reports_report_item_idx').on(table.reportItemId),
    index('stage_reports_status_created_at_idx').on(table.status, table.createdAt),
    check('stage_reports_status_check', inList(table.status, REPORT_STATUSES)),
    check('stage_reports_amount_spent_check', amountInRange(table.amountSpent, { allowZero: true })),
  ],
);
