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
import { beneficiaries } from './beneficiaries';
import { createdAt, id, money, updatedAt } from './columns';
import { departments, users } from './organisation';

import { PROJECT_STATUSES, type ProjectStatus } from '@pm/domain/workflow/project-machine';
import { amountInRange, inList } from './in-list';

export { PROJECT_STATUSES, type ProjectStatus } from '@pm/domain/workflow/project-machine';

export const projects = pgTable(
  'projects',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => projects.id),
    /** The top project of a sub-project tree (itself for a top project), so a tree loads with one filter. */
    rootId: integer('root_id').references((): AnyPgColumn => projects.id),
    departmentId: integer('department_id').references(() => departments.id),
    managerId: integer('manager_id').references(() => users.id),
    beneficiaryId: integer('beneficiary_id').references(() => beneficiaries.id),
    areaCode: char('area_code', { length: 6 }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    goal: text('goal').notNull().default(''),
    targetBeneficiaries: integer('target_beneficiaries').notNull().default(0),
    plannedBudget: money('planned_budget').notNull().default('0'),
    approvedAmount: money('approved_amount'),
    status: text('status').$type<ProjectStatus>().notNull().default('draft'),
    /** Optimistic lock: updates say which version they edited. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('projects_code_key').on(table.code),
    index('projects_name_idx').on(table.name),
    index('projects_status_idx').on(table.status),
    index('projects_created_at_idx').on(table.createdAt),
    index('projects_parent_idx').on(table.parentId),
    index('projects_root_idx').on(table.rootId),
    index('projects_beneficiary_idx').on(table.beneficiaryId),
    index('projects_department_idx').on(table.departmentId),
    index('projects_type_idx').on(table.type),
    index('projects_area_code_idx').on(table.areaCode),
    index('projects_start_date_idx').on(table.startDate),
    index('projects_planned_budget_idx').on(table.plannedBudget),
    index('projects_approved_amount_idx').on(table.approvedAmount),
    check('projects_status_check', inList(table.status, PROJECT_STATUSES)),
    check('projects_planned_budget_check', amountInRange(table.plannedBudget, { allowZero: true })),
    check('projects_approved_amount_check', amountInRange(table.approvedAmount, { allowZero: true })),
  ],
);
