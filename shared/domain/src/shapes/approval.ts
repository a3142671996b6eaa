import { Type, type Static } from 'typebox';
import { Id, INT32_MAX, Version } from './integers';
import { IsoDateTime, Money, nullable } from './primitives';

/**
 * The approval engine (issue 15): definitions per business type, instances started by a submission, tasks for the
 * approvers. The contract between the server (`/pm/approvals/...`) and the approver's inbox (`/archives/approva`).
 */

/** The business types that go through a definition. */
export const APPROVAL_BUSINESS_TYPES = [
  'application',
  'agreement',
  'fund_payment',
  'stage_report',
  'budget_revision',
  'project_closing',
] as const;
export type ApprovalBusinessType = (typeof APPROVAL_BUSINESS_TYPES)[number];

/** Who approves at a node: named users, the holders of a role, or the initiator's department head. */
export const APPROVER_SOURCES = ['users', 'role', 'department_head'] as const;
export type ApproverSource = (typeof APPROVER_SOURCES)[number];

/** `or`: any one approver decides; `and`: every approver must approve; `vote`: `threshold` approvals pass. */
export const APPROVAL_MODES = ['or', 'and', 'vote'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

export const DEFINITION_STATUSES = ['published', 'retired'] as const;
export type DefinitionStatus = (typeof DEFINITION_STATUSES)[number];

/**
 * `cancelled`: the record left the state the instance decides on by another way (a payment cancelled, a project
 * terminated, an application withdrawn with its project), so nothing is left to decide.
 */
export const INSTANCE_STATUSES = ['running', 'approved', 'rejected', 'withdrawn', 'cancelled'] as const;
export type ApprovalInstanceStatus = (typeof INSTANCE_STATUSES)[number];

/** A task's state: `pending` waits for its approver; `cancelled` closed without them (the node was decided). */
export const TASK_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'returned',
  'reassigned',
  'cancelled',
] as const;
export type ApprovalTaskStatus = (typeof TASK_STATUSES)[number];

/** What can be done to a running instance (`POST /pm/approvals/instances/:id/<action>`). */
export const APPROVAL_ACTIONS = [
  'approve',
  'reject',
  'return',
  'reassign',
  'addApprover',
  'withdraw',
] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

/** Actions whose comment is required. */
export const APPROVAL_REASON_ACTIONS = ['reject', 'return'] as const satisfies readonly ApprovalAction[];

/** The inbox tabs (`GET /pm/approvals/inbox?tab=`). */
export const INBOX_TABS = ['todo', 'done', 'initiated', 'copied'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

/** One node of a definition, in order. */
export const ApprovalNodeSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50 }),
  source: Type.Enum(APPROVER_SOURCES),
  /** `users`: the approvers' ids. */
  userIds: Type.Array(Id(), { maxItems: 50 }),
  /** `role`: the role whose active holders approve. */
  roleId: nullable(Id()),
  mode: Type.Enum(APPROVAL_MODES),
  /** `vote`: how many approvals pass the node (1 … the number of approvers). */
  threshold: nullable(Type.Integer({ minimum: 1, maximum: 50 })),
  /** The node applies only when the record's amount is at least this (e.g. payments of ¥100 000 or more). */
  minAmount: nullable(Money),
  /** Users copied on the instance when it reaches the node (the inbox's "copied to me"). */
  ccUserIds: Type.Array(Id(), { maxItems: 50 }),
});
export type ApprovalNode = Static<typeof ApprovalNodeSchema>;

/** A definition version (`GET /pm/approvals/definitions/:businessType` lists them, newest first). */
export const ApprovalDefinitionSchema = Type.Object({
  id: Type.Integer(),
  businessType: Type.Enum(APPROVAL_BUSINESS_TYPES),
  version: Type.Integer(),
  status: Type.Enum(DEFINITION_STATUSES),
  nodes: Type.Array(ApprovalNodeSchema),
  publishedBy: nullable(Type.String()),
  publishedAt: IsoDateTime,
  /** How many instances started on this version. */
  instanceCount: Type.Integer(),
});
export type ApprovalDefinition = Static<typeof ApprovalDefinitionSchema>;

/** `GET /pm/approvals/definitions`: each business type with its published version. */
export const ApprovalDefinitionSummarySchema = Type.Object({
  businessType: Type.Enum(APPROVAL_BUSINESS_TYPES),
  current: nullable(ApprovalDefinitionSchema),
  versions: Type.Integer(),
});
export type ApprovalDefinitionSummary = Static<typeof ApprovalDefinitionSummarySchema>;

/** `POST /pm/approvals/definitions/:businessType`: publishes a new version (the previous one retires). */
export const PublishDefinitionBodySchema = Type.Object({
  nodes: Type.Array(ApprovalNodeSchema, { minItems: 1, maxItems: 20 }),
});
export type PublishDefinitionBody = Static<typeof PublishDefinitionBodySchema>;

/** The record an instance decides on, and where its live page is. */
export const ApprovalSubjectSchema = Type.Object({
  /** The operation log's entity (`application`, `agreement`, `appropriation`, `report`, `budget`, `project`). */
  entity: Type.String(),
  entityId: Type.Integer(),
  /** The record's code or title, for the row. */
  title: Type.String(),
  projectId: nullable(Type.Integer()),
  projectName: nullable(Type.String()),
  amount: nullable(Money),
  /** The staff page of the live record (`/projects/application?id=…` style), for the "open record" link. */
  path: Type.String(),
});

export const INBOX_SORT_FIELDS = ['at', 'startedAt'] as const;

/**
 * The inbox's query string (`GET /pm/approvals/inbox`): the tab, then the usual paging (`page`, `pageSize`), keyword
 * (the record's title or code, the project's name), sort (`at` by default, newest first) and filters.
 */
export const ApprovalInboxQuerySchema = Type.Object({
  tab: Type.Enum(INBOX_TABS),
  businessType: Type.Optional(Type.Enum(APPROVAL_BUSINESS_TYPES)),
  status: Type.Optional(Type.Enum(INSTANCE_STATUSES)),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: INT32_MAX })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  sortField: Type.Optional(Type.Enum(INBOX_SORT_FIELDS)),
  sortOrder: Type.Optional(Type.Enum(['ascend', 'descend'])),
});
export type ApprovalInboxQuery = Static<typeof ApprovalInboxQuerySchema>;

/** A row of the inbox (`GET /pm/approvals/inbox`). */
export const ApprovalInboxRowSchema = Type.Object({
  instanceId: Type.Integer(),
  /** The caller's task on the row (todo and done tabs); null on initiated and copied. */
  taskId: nullable(Type.Integer()),
  businessType: Type.Enum(APPROVAL_BUSINESS_TYPES),
  subject: ApprovalSubjectSchema,
  status: Type.Enum(INSTANCE_STATUSES),
  /** The current node's name (running) or the last node's. */
  nodeName: Type.String(),
  initiator: Type.String(),
  startedAt: IsoDateTime,
  /** When the task arrived (todo) or was acted on (done); the instance's last change otherwise. */
  at: IsoDateTime,
});
export type ApprovalInboxRow = Static<typeof ApprovalInboxRowSchema>;

/** One entry of an instance's history: who did what, when, with which comment. */
export const ApprovalHistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  /** `start`: submitted; `cancel`: the record left the state the instance decided on (see `cancelled`). */
  action: Type.Union([Type.Enum(APPROVAL_ACTIONS), Type.Literal('start'), Type.Literal('cancel')]),
  actor: Type.String(),
  nodeIndex: Type.Integer(),
  nodeName: Type.String(),
  comment: nullable(Type.String()),
  /** Reassign and add-approver: the user the action names. */
  target: nullable(Type.String()),
  at: IsoDateTime,
});
export type ApprovalHistoryEntry = Static<typeof ApprovalHistoryEntrySchema>;

export const ApprovalTaskSchema = Type.Object({
  id: Type.Integer(),
  nodeIndex: Type.Integer(),
  assigneeId: Type.Integer(),
  assignee: Type.String(),
  status: Type.Enum(TASK_STATUSES),
  comment: nullable(Type.String()),
  actedAt: nullable(IsoDateTime),
});
export type ApprovalTask = Static<typeof ApprovalTaskSchema>;

/** One field of a record as an approver reads it: its label and its value, both already in the caller's words. */
export const ApprovalFieldSchema = Type.Object({ label: Type.String(), value: Type.String() });
export type ApprovalField = Static<typeof ApprovalFieldSchema>;

/** `GET /pm/approvals/instances/:id`: the snapshot taken at submission, the nodes, tasks and history. */
export const ApprovalInstanceDetailSchema = Type.Object({
  id: Type.Integer(),
  businessType: Type.Enum(APPROVAL_BUSINESS_TYPES),
  definitionVersion: Type.Integer(),
  status: Type.Enum(INSTANCE_STATUSES),
  subject: ApprovalSubjectSchema,
  /** The record as it was submitted: label → value pairs in the caller's language. */
  snapshot: Type.Array(ApprovalFieldSchema),
  /** The same fields read from the record now (shown beside the snapshot; a changed value stands out). */
  live: Type.Array(ApprovalFieldSchema),
  currentNode: nullable(Type.Integer()),
  /** The nodes that apply to this instance (conditions already evaluated), in order. */
  nodes: Type.Array(ApprovalNodeSchema),
  /**
   * Who approves each node, by name, in the order of `nodes`: the named users, the role's holders, the initiator's
   * department head (resolved when the node is reached, or as they stand now for a node not reached yet). Optional:
   * without it the page names a node's approvers from its tasks, and a node not reached yet by its source.
   */
  approverNames: Type.Optional(Type.Array(Type.Array(Type.String()))),
  tasks: Type.Array(ApprovalTaskSchema),
  history: Type.Array(ApprovalHistoryEntrySchema),
  /** Null when a beneficiary started it in the portal (a stage report they submitted). */
  initiatorId: nullable(Type.Integer()),
  initiator: Type.String(),
  startedAt: IsoDateTime,
  finishedAt: nullable(IsoDateTime),
  /** What the caller may do now (their pending task's actions, or withdraw for the initiator). */
  actions: Type.Array(Type.Enum(APPROVAL_ACTIONS)),
  /** The caller's pending task, which approve/reject/return/reassign/addApprover act on. */
  myTaskId: nullable(Type.Integer()),
  version: Type.Integer(),
});
export type ApprovalInstanceDetail = Static<typeof ApprovalInstanceDetailSchema>;

/**
 * The body of every instance action. `taskId` names the caller's task (approve, reject, return, reassign,
 * addApprover); `toNode` the earlier node a return goes back to; `userId` the new approver of reassign and
 * addApprover; `version` the instance version the caller read (a stale one is a 409); `approvedAmount` the amount an
 * application's last approval grants (the requested amount when left out).
 */
export const ApprovalActionBodySchema = Type.Object({
  version: Version,
  taskId: Type.Optional(Id()),
  comment: Type.Optional(Type.String({ maxLength: 500 })),
  toNode: Type.Optional(Type.Integer({ minimum: 0, maximum: 19 })),
  userId: Type.Optional(Id()),
  approvedAmount: Type.Optional(Type.String({ maxLength: 30 })),
});
export type ApprovalActionBody = Static<typeof ApprovalActionBodySchema>;

/**
 * The approval a record is in, or was last decided by: every record detail that goes through a definition carries
 * it (`approval`), so its page shows where it stands and links to the instance in the inbox.
 */
export const ApprovalLinkSchema = Type.Object({
  instanceId: Type.Integer(),
  status: Type.Enum(INSTANCE_STATUSES),
  /** The current node's name (running) or the last node's. */
  nodeName: Type.String(),
  /** Who the running node waits for (names); empty once decided. */
  waitingFor: Type.Array(Type.String()),
  startedAt: IsoDateTime,
  finishedAt: nullable(IsoDateTime),
  /** The caller's pending task on it, if any (their inbox opens it). */
  myTaskId: nullable(Type.Integer()),
  /** The comment of the decision that ended it (a rejection's reason), or null. */
  lastComment: nullable(Type.String()),
});
export type ApprovalLink = Static<typeof ApprovalLinkSchema>;

/** Button code of the definitions editor (administrators by default). The inbox needs the menu key `approve`. */
export const APPROVAL_BUTTONS = { define: 'approval:define' } as const;

/**
 * `POST /pm/approvals/batch`: one decision on several of the caller's pending tasks, each judged on its own (the
 * answer is a `BatchResult`). A reject needs its comment.
 */
export const ApprovalBatchBodySchema = Type.Object({
  action: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  taskIds: Type.Array(Id(), { minItems: 1, maxItems: 100 }),
  comment: Type.Optional(Type.String({ maxLength: 500 })),
});
export type ApprovalBatchBody = Static<typeof ApprovalBatchBodySchema>;

/** `GET /pm/approvals/counts`: the caller's pending tasks (the menu badge and the inbox tab). */
export const ApprovalCountsSchema = Type.Object({ todo: Type.Integer() });
export type ApprovalCounts = Static<typeof ApprovalCountsSchema>;
