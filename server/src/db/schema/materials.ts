import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  MATERIAL_CONFIDENTIALITY,
  MATERIAL_SOURCES,
  MATERIAL_STATUSES,
  type MaterialConfidentiality,
  type MaterialSource,
  type MaterialStatus,
} from '@pm/domain/workflow/material-machine';
import { MAX_RETENTION_YEARS } from '@pm/domain/utils/retention';
import { createdAt, id, updatedAt } from './columns';
import { inList } from './in-list';
import { users } from './organisation';
import { files } from './project-records';
import { projects } from './projects';

/**
 * An entry of the material archive: filed under a project (its data scope), numbered by the archive rule
 * (`@pm/domain/utils/archive-number`), kept until its retention date, moved by `materialMachine`. Entries are never
 * deleted: a destroyed one keeps its row, documents and history. `source_*` name the record that filed it
 * automatically (a signed agreement, an accepted report, a paid appropriation); both null for a manual entry.
 */
export const materials = pgTable(
  'materials',
  {
    id: id(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    confidentiality: text('confidentiality').$type<MaterialConfidentiality>().notNull().default('internal'),
    retentionUntil: date('retention_until', { mode: 'string' }).notNull(),
    status: text('status').$type<MaterialStatus>().notNull().default('pending'),
    sourceEntity: text('source_entity').$type<MaterialSource>(),
    sourceId: integer('source_id'),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('materials_code_key').on(table.code),
    // A record files itself once (its step runs once); the index holds it under concurrent steps too.
    uniqueIndex('materials_source_key')
      .on(table.sourceEntity, table.sourceId)
      .where(sql`${table.sourceEntity} is not null`),
    index('materials_title_idx').on(table.title),
    index('materials_project_idx').on(table.projectId),
    index('materials_status_idx').on(table.status),
    index('materials_retention_idx').on(table.retentionUntil),
    index('materials_created_at_idx').on(table.createdAt),
    check('materials_status_check', inList(table.status, MATERIAL_STATUSES)),
    check('materials_confidentiality_check', inList(table.confidentiality, MATERIAL_CONFIDENTIALITY)),
    check(
      'materials_source_check',
      sql`(${table.sourceEntity} is null and ${table.sourceId} is null) or (${table.sourceId} is not null and ${inList(table.sourceEntity, MATERIAL_SOURCES)})`,
    ),
  ],
);

/** A document of an entry; its versions are stored uploads. `current_version` 0: named, no file yet (paper only). */
export const materialDocuments = pgTable(
  'material_documents',
  {
    id: id(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    name: text('name').notNull(),
    currentVersion: integer('current_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('material_documents_material_idx').on(table.materialId),
    check('material_documents_current_version_check', sql`${table.currentVersion} >= 0`),
  ],
);

/**
 * One version of a document: an upload (sha256, size, type, uploader in `files`), who filed it and when. The same
 * upload may be a version in several entries (a batch payment's one receipt files itself under each payment).
 */
export const materialDocumentVersions = pgTable(
  'material_document_versions',
  {
    id: id(),
    documentId: integer('document_id')
      .notNull()
      .references(() => materialDocuments.id),
    version: integer('version').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('material_document_versions_key').on(table.documentId, table.version),
    // Where a file is archived (the file read and attach checks).
    index('material_document_versions_file_idx').on(table.fileId),
    check('material_document_versions_version_check', sql`${table.version} >= 1`),
  ],
);

/** Lending an entry out and taking it back; at most one borrowing of an entry is open. */
export const materialBorrowings = pgTable(
  'material_borrowings',
  {
    id: id(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    borrower: text('borrower').notNull(),
    purpose: text('purpose').notNull(),
    borrowedOn: date('borrowed_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    returnedOn: date('returned_on', { mode: 'string' }),
    lentBy: integer('lent_by')
      .notNull()
      .references(() => users.id),
    receivedBy: integer('received_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('material_borrowings_material_idx').on(table.materialId),
    uniqueIndex('material_borrowings_open_key')
      .on(table.materialId)
      .where(sql`${table.returnedOn} is null`),
    index('material_borrowings_due_idx').on(table.dueOn),
    check('material_borrowings_due_check', sql`${table.dueOn} >= ${table.borrowedOn}`),
    check(
      'material_borrowings_returned_check',
      sql`(${table.returnedOn} is null and ${table.receivedBy} is null) or (${table.returnedOn} >= ${table.borrowedOn} and ${table.receivedBy} is not null)`,
    ),
  ],
);

/**
 * What each `material_category` value means to the archive: how many years its entries are kept, and whether a
 * project must have one archived before it may close (the close gate, `modules/materials/archive-gate.ts`).
 * Reference data (seed/material-categories.ts); a category without a row has no period and is not required.
 */
export const materialCategoryRules = pgTable(
  'material_category_rules',
  {
    category: text('category').primaryKey(),
    retentionYears: integer('retention_years').notNull(),
    requiredForClose: boolean('required_for_close').notNull().default(false),
  },
  (table) => [
    check(
      'material_category_rules_years_check',
      sql`${table.retentionYears} between 1 and ${sql.raw(String(MAX_RETENTION_YEARS))}`,
    ),
  ],
);

/**
 * The last archive number's sequence per project and year: drawn by `insert … on conflict do update … returning`
 * in the transaction that files the entry, so concurrent entries of one project wait for each other's commit and
 * a rolled-back entry gives its number back (no gaps, no duplicates).
 */
export const materialNumberCounters = pgTable(
  'material_number_counters',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    year: integer('year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.year] }),
    check('material_number_counters_sequence_check', sql`${table.lastSequence} >= 1`),
  ],
);
