import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  TEMPLATE_VERSION_STATUSES,
  type ReportTemplateDefinition,
  type TemplateVersionStatus,
} from '@pm/domain/report-templates';
import { REPORT_ITEM_KINDS, type ReportItemKind } from '@pm/domain/shapes/report-plan';
import { createdAt, id, updatedAt } from './columns';
import { inList } from './in-list';
import { users } from './organisation';
import { agreementReportItems, agreements } from './project-records';

/** A report template (`/system/report/template`): its name; its forms are its versions. */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: id(),
    /** Set on built-in templates only: how the seed finds its own. */
    code: text('code'),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('report_templates_code_key').on(table.code)],
);

/**
 * A version of a template's form. A draft is edited; publishing freezes it (a trigger refuses any change of a
 * published or retired version's form); retiring hides it from new plans while reports filled from it keep it.
 */
export const reportTemplateVersions = pgTable(
  'report_template_versions',
  {
    id: id(),
    templateId: integer('template_id')
      .notNull()
      .references(() => reportTemplates.id),
    seq: integer('seq').notNull(),
    status: text('status').$type<TemplateVersionStatus>().notNull().default('draft'),
    definition: jsonb('definition').$type<ReportTemplateDefinition>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('report_template_versions_seq_key').on(table.templateId, table.seq),
    // One draft at a time: "new version" refuses while one is open.
    uniqueIndex('report_template_versions_one_draft_key')
      .on(table.templateId)
      .where(sql`${table.status} = 'draft'`),
    check('report_template_versions_status_check', inList(table.status, TEMPLATE_VERSION_STATUSES)),
  ],
);

/** A reporting plan: for one agreement, or for every agreement of a project type. */
export const reportPlans = pgTable(
  'report_plans',
  {
    id: id(),
    name: text('name').notNull(),
    /** Exactly one of the two is set. */
    agreementId: integer('agreement_id').references(() => agreements.id),
    projectType: text('project_type'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('report_plans_scope_check', sql`(${table.agreementId} is null) <> (${table.projectType} is null)`),
    index('report_plans_project_type_idx').on(table.projectType),
    index('report_plans_agreement_idx').on(table.agreementId),
  ],
);

/** An item of a plan: what is reported, when (months after the agreement takes effect, or a fixed date), on what. */
export const reportPlanItems = pgTable(
  'report_plan_items',
  {
    id: id(),
    planId: integer('plan_id')
      .notNull()
      .references(() => reportPlans.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<ReportItemKind>().notNull(),
    title: text('title').notNull(),
    offsetMonths: integer('offset_months'),
    fixedDate: date('fixed_date', { mode: 'string' }),
    templateVersionId: integer('template_version_id')
      .notNull()
      .references(() => reportTemplateVersions.id),
    /** The instalment (by its sequence number) the accepted report releases. */
    instalmentSeq: integer('instalment_seq'),
    reminderDays: integer('reminder_days').notNull().default(7),
  },
  (table) => [
    uniqueIndex('report_plan_items_seq_key').on(table.planId, table.seq),
    check('report_plan_items_kind_check', inList(table.kind, REPORT_ITEM_KINDS)),
    check(
      'report_plan_items_due_check',
      sql`(${table.offsetMonths} is null) <> (${table.fixedDate} is null)`,
    ),
  ],
);

/**
 * A reminder sent for a schedule item: one per item, kind and due date, so the daily check never sends twice
 * (a due date moved by an edit of the schedule is a new window).
 */
export const reportReminders = pgTable(
  'report_reminders',
  {
    id: id(),
    reportItemId: integer('report_item_id')
      .notNull()
      .references(() => agreementReportItems.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'due' | 'overdue'>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('report_reminders_item_kind_due_key').on(table.reportItemId, table.kind, table.dueDate),
    check('report_reminders_kind_check', inList(table.kind, ['due', 'overdue'])),
  ],
);
