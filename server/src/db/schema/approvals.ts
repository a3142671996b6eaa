import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  APPROVAL_BUSINESS_TYPES,
  DEFINITION_STATUSES,
  INSTANCE_STATUSES,
  TASK_STATUSES,
  type ApprovalBusinessType,
  type ApprovalInstanceStatus,
  type ApprovalNode,
  type ApprovalTaskStatus,
  type DefinitionStatus,
} from '@pm/domain/shapes/approval';
import { createdAt, id, money } from './columns';
import { inList } from './in-list';
import { departments, users } from './organisation';
import { beneficiaries } from './beneficiaries';

/**
 * The approval engine's tables (src/approvals): definitions per business type, versioned; instances started by a
 * submission, each pinned to the definition version it started with; tasks of the approvers; the history of
 * every action; the users copied. The record itself keeps its own status: the engine drives its machine.
 */

/** A version of a business type's definition. One is published per type; publishing retires the previous one. */
export const approvalDefinitions = pgTable(
  'approval_definitions',
  {
    id: id(),
    businessType: text('business_type').$type<ApprovalBusinessType>().notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<DefinitionStatus>().notNull(),
    nodes: jsonb('nodes').$type<ApprovalNode[]>().notNull(),
    publishedBy: integer('published_by').references(() => users.id),
    publishedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('approval_definitions_type_version_key').on(table.businessType, table.version),
    uniqueIndex('approval_definitions_published_key')
      .on(table.businessType)
      .where(sql`${table.status} = 'published'`),
    check('approval_definitions_type_check', inList(table.businessType, APPROVAL_BUSINESS_TYPES)),
    check('approval_definitions_status_check', inList(table.status, DEFINITION_STATUSES)),
  ],
);

/** One field of a record as it was submitted: a text key for its label, how to show it, and its raw value. */
export interface SnapshotField {
  key: string;
  kind: 'text' | 'money' | 'date' | 'status' | 'dict';
  value: string | null;
  /** `status`: the machine's entity; `dict`: the dictionary's type. */
  of?: string;
}

/** A node as the instance runs it: the definition's node (conditions met) and the approvals it needs. */
export interface InstanceNode extends ApprovalNode {
  /** Approvals that pass it, fixed when the node starts (`approvalsNeeded`). */
  needed: number | null;
}

export const approvalInstances = pgTable(
  'approval_instances',
  {
    id: id(),
    businessType: text('business_type').$type<ApprovalBusinessType>().notNull(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => approvalDefinitions.id),
    /** The operation log's entity of the record and its id. */
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    projectId: integer('project_id'),
    /** The record's code or title when it was submitted. */
    title: text('title').notNull(),
    amount: money('amount'),
    /** The staff page of the live record. */
    path: text('path').notNull(),
    /** The staff user who started it, or (`initiatorBeneficiaryId`) the beneficiary who submitted in the portal. */
    initiatorId: integer('initiator_id').references(() => users.id),
    initiatorBeneficiaryId: integer('initiator_beneficiary_id').references(() => beneficiaries.id),
    /** The initiator's department when it started: whose head a `department_head` node asks. */
    departmentId: integer('department_id').references(() => departments.id),
    /** Who made the record (its creator and submitter): never its approvers. */
    makerIds: jsonb('maker_ids').$type<number[]>().notNull(),
    status: text('status').$type<ApprovalInstanceStatus>().notNull().default('running'),
    nodes: jsonb('nodes').$type<InstanceNode[]>().notNull(),
    /** The node waiting for its approvers (running), or the last one reached. */
    currentNode: integer('current_node').notNull().default(0),
    /** Counts the returns: a node reached again decides on the tasks of the current round only. */
    round: integer('round').notNull().default(1),
    snapshot: jsonb('snapshot').$type<SnapshotField[]>().notNull(),
    startedAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** Optimistic lock: every action says which version it acted on. */
    version: integer('version').notNull().default(1),
  },
  (table) => [
    // A record is decided by one approval at a time.
    uniqueIndex('approval_instances_running_key')
      .on(table.entity, table.entityId)
      .where(sql`${table.status} = 'running'`),
    index('approval_instances_entity_idx').on(table.entity, table.entityId, table.startedAt),
    index('approval_instances_initiator_idx').on(table.initiatorId, table.startedAt),
    index('approval_instances_status_idx').on(table.status, table.startedAt),
    check('approval_instances_type_check', inList(table.businessType, APPROVAL_BUSINESS_TYPES)),
    check('approval_instances_status_check', inList(table.status, INSTANCE_STATUSES)),
    check(
      'approval_instances_initiator_check',
      sql`(${table.initiatorId} is null) <> (${table.initiatorBeneficiaryId} is null)`,
    ),
    check(
      'approval_instances_finished_check',
      sql`(${table.status} = 'running') = (${table.finishedAt} is null)`,
    ),
  ],
);

export const approvalTasks = pgTable(
  'approval_tasks',
  {
    id: id(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id),
    nodeIndex: integer('node_index').notNull(),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id),
    /** The instance's round the task was opened in (`approval_instances.round`). */
    round: integer('round').notNull().default(1),
    status: text('status').$type<ApprovalTaskStatus>().notNull().default('pending'),
    comment: text('comment'),
    createdAt: createdAt(),
    actedAt: timestamp('acted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('approval_tasks_assignee_idx').on(table.assigneeId, table.status, table.createdAt),
    index('approval_tasks_instance_idx').on(table.instanceId, table.nodeIndex),
    // Nobody waits twice at one node.
    uniqueIndex('approval_tasks_pending_key')
      .on(table.instanceId, table.nodeIndex, table.assigneeId)
      .where(sql`${table.status} = 'pending'`),
    check('approval_tasks_status_check', inList(table.status, TASK_STATUSES)),
    check('approval_tasks_acted_check', sql`(${table.status} = 'pending') = (${table.actedAt} is null)`),
  ],
);

/** What happened to an instance, in order: its start and every action, with the comment and the user it named. */
export const approvalHistory = pgTable(
  'approval_history',
  {
    id: id(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    nodeIndex: integer('node_index').notNull(),
    comment: text('comment'),
    targetUserId: integer('target_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('approval_history_instance_idx').on(table.instanceId, table.id)],
);

/** Users copied on an instance (the inbox's "copied to me"), from the node that copied them. */
export const approvalCopies = pgTable(
  'approval_copies',
  {
    instanceId: integer('instance_id')
      .notNull()
      .references(() => approvalInstances.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    nodeIndex: integer('node_index').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.instanceId, table.userId] }),
    index('approval_copies_user_idx').on(table.userId, table.createdAt),
  ],
);
