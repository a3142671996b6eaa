import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Availability, VolunteerGender, VolunteerIdType } from '@pm/domain/forms/volunteer-form';
import { VOLUNTEER_GENDERS, VOLUNTEER_ID_TYPES } from '@pm/domain/forms/volunteer-form';
import {
  SERVICE_STATUSES,
  VOLUNTEER_STATUSES,
  type ServiceStatus,
  type VolunteerStatus,
} from '@pm/domain/workflow/volunteer-machine';
import { createdAt, id, searchHash, updatedAt } from './columns';
import { inList } from './in-list';
import { users } from './organisation';
import { projects } from './projects';

/**
 * A volunteer. The ID number is personal data: the table never holds it in clear, only its masked form (what every
 * page shows), its keyed search hash (exact search, uniqueness per ID type) and its AES-256-GCM ciphertext
 * (security/field-cipher.ts; the key is outside the database).
 */
export const volunteers = pgTable(
  'volunteers',
  {
    id: id(),
    /** `ZY000031`: the volunteer's number, from the id. Demo volunteers have their own (`ZYD0001`). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    gender: text('gender').$type<VolunteerGender>().notNull(),
    idType: text('id_type').$type<VolunteerIdType>().notNull(),
    idNumberMasked: text('id_number_masked').notNull(),
    idNumberHash: text('id_number_hash').notNull(),
    idNumberCipher: text('id_number_cipher').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    mobile: text('mobile').notNull(),
    mobileHash: searchHash('mobile_hash'),
    areaCode: char('area_code', { length: 6 }).notNull(),
    address: text('address').notNull().default(''),
    /** `volunteer_skill` dictionary values. */
    skills: text('skills')
      .array()
      .$type<string[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    availability: text('availability')
      .array()
      .$type<Availability[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    availabilityNote: text('availability_note').notNull().default(''),
    emergencyName: text('emergency_name').notNull(),
    emergencyRelation: text('emergency_relation').notNull(),
    emergencyMobile: text('emergency_mobile').notNull(),
    status: text('status').$type<VolunteerStatus>().notNull().default('applied'),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('volunteers_code_key').on(table.code),
    uniqueIndex('volunteers_id_number_key').on(table.idType, table.idNumberHash),
    index('volunteers_name_idx').on(table.name),
    index('volunteers_mobile_hash_idx').on(table.mobileHash),
    index('volunteers_status_idx').on(table.status),
    index('volunteers_area_code_idx').on(table.areaCode),
    check('volunteers_gender_check', inList(table.gender, VOLUNTEER_GENDERS)),
    check('volunteers_id_type_check', inList(table.idType, VOLUNTEER_ID_TYPES)),
    check('volunteers_status_check', inList(table.status, VOLUNTEER_STATUSES)),
  ],
);

/**
 * A volunteer's service on a project (and optionally one of its sub-projects): planned, then attended or missed;
 * an attended record's hours (derived from its actual times, quarter hours) count once verified.
 */
export const volunteerServices = pgTable(
  'volunteer_services',
  {
    id: id(),
    volunteerId: integer('volunteer_id')
      .notNull()
      .references(() => volunteers.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    subProjectId: integer('sub_project_id').references(() => projects.id),
    activity: text('activity').notNull(),
    plannedStart: timestamp('planned_start', { withTimezone: true, mode: 'date' }).notNull(),
    plannedEnd: timestamp('planned_end', { withTimezone: true, mode: 'date' }).notNull(),
    actualStart: timestamp('actual_start', { withTimezone: true, mode: 'date' }),
    actualEnd: timestamp('actual_end', { withTimezone: true, mode: 'date' }),
    /** serviceHours(actualStart, actualEnd): stored, so totals are sums the database makes. */
    hours: numeric('hours', { precision: 6, scale: 2 }),
    status: text('status').$type<ServiceStatus>().notNull().default('scheduled'),
    verifiedBy: integer('verified_by').references(() => users.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('volunteer_services_volunteer_status_idx').on(table.volunteerId, table.status),
    index('volunteer_services_project_status_idx').on(table.projectId, table.status),
    check('volunteer_services_status_check', inList(table.status, SERVICE_STATUSES)),
    check('volunteer_services_planned_check', sql`${table.plannedEnd} > ${table.plannedStart}`),
    check('volunteer_services_hours_check', sql`${table.hours} >= 0 and ${table.hours} <= 24`),
    check(
      'volunteer_services_attended_check',
      sql`${table.status} not in ('attended', 'verified') or (${table.hours} is not null and ${table.actualStart} is not null and ${table.actualEnd} is not null)`,
    ),
    check(
      'volunteer_services_verified_check',
      sql`${table.status} <> 'verified' or (${table.verifiedBy} is not null and ${table.verifiedAt} is not null)`,
    ),
  ],
);
