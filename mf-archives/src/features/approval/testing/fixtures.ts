// Test-only: the approval records the page tests answer with.
import type {
  ApprovalDefinition,
  ApprovalDefinitionSummary,
  ApprovalInboxRow,
  ApprovalInstanceDetail,
  ApprovalNode,
  ApprovalTask,
  UserPick,
} from '@pm/domain/shapes';

export const approvalNode = (change: Partial<ApprovalNode> = {}): ApprovalNode => ({
  name: '部门负责人审核',
  source: 'department_head',
  userIds: [],
  roleId: null,
  mode: 'or',
  threshold: null,
  minAmount: null,
  ccUserIds: [],
  ...change,
});

export const approvalTask = (change: Partial<ApprovalTask> = {}): ApprovalTask => ({
  id: 31,
  nodeIndex: 0,
  assigneeId: 3,
  assignee: '李强',
  status: 'pending',
  comment: null,
  actedAt: null,
  ...change,
});

export const inboxRow = (change: Partial<ApprovalInboxRow> = {}): ApprovalInboxRow => ({
  instanceId: 12,
  taskId: 31,
  businessType: 'fund_payment',
  subject: {
    entity: 'appropriation',
    entityId: 7,
    title: 'BK2026000007',
    projectId: 2,
    projectName: '乡村儿童阅读计划',
    amount: '120000.00',
    path: '/project/appropriation/unverified?open=7',
  },
  status: 'running',
  nodeName: '财务复核',
  initiator: '王敏',
  startedAt: '2026-03-01T02:00:00.000Z',
  at: '2026-03-02T03:30:00.000Z',
  ...change,
});

/** A payment of ¥120 000 at its second node (财务复核, a role), the caller holding its task. */
export const instanceDetail = (change: Partial<ApprovalInstanceDetail> = {}): ApprovalInstanceDetail => ({
  id: 12,
  businessType: 'fund_payment',
  definitionVersion: 3,
  status: 'running',
  subject: inboxRow().subject,
  snapshot: [
    { label: '拨付金额', value: '120,000.00' },
    { label: '收款方', value: '阳光乡村小学' },
  ],
  live: [
    { label: '拨付金额', value: '125,000.00' },
    { label: '收款方', value: '阳光乡村小学' },
  ],
  currentNode: 1,
  nodes: [
    approvalNode(),
    approvalNode({ name: '财务复核', source: 'role', roleId: 4, mode: 'vote', threshold: 2 }),
    approvalNode({ name: '秘书长审批', source: 'users', userIds: [9], minAmount: '100000.00' }),
  ],
  approverNames: [['张主任'], ['李强', '赵敏', '钱进'], ['周秘书长']],
  tasks: [
    approvalTask({
      id: 30,
      assignee: '张主任',
      status: 'approved',
      comment: '同意',
      actedAt: '2026-03-02T01:00:00.000Z',
    }),
    approvalTask({ id: 31, nodeIndex: 1 }),
    approvalTask({
      id: 32,
      nodeIndex: 1,
      assigneeId: 5,
      assignee: '赵敏',
      status: 'approved',
      actedAt: '2026-03-02T02:00:00.000Z',
    }),
    approvalTask({ id: 33, nodeIndex: 1, assigneeId: 6, assignee: '钱进' }),
  ],
  history: [
    {
      id: 1,
      action: 'start',
      actor: '王敏',
      nodeIndex: 0,
      nodeName: '部门负责人审核',
      comment: null,
      target: null,
      at: '2026-03-01T02:00:00.000Z',
    },
    {
      id: 2,
      action: 'approve',
      actor: '张主任',
      nodeIndex: 0,
      nodeName: '部门负责人审核',
      comment: '同意',
      target: null,
      at: '2026-03-02T01:00:00.000Z',
    },
  ],
  initiatorId: 2,
  initiator: '王敏',
  startedAt: '2026-03-01T02:00:00.000Z',
  finishedAt: null,
  actions: ['approve', 'reject', 'return', 'reassign', 'addApprover'],
  myTaskId: 31,
  version: 4,
  ...change,
});

export const userPicks: UserPick[] = [
  { id: 3, name: '李强', username: 'liqiang', departmentName: '财务部' },
  { id: 5, name: '赵敏', username: 'zhaomin', departmentName: '财务部' },
  { id: 9, name: '周秘书长', username: 'zhou', departmentName: '秘书处' },
];

export const definition = (change: Partial<ApprovalDefinition> = {}): ApprovalDefinition => ({
  id: 5,
  businessType: 'fund_payment',
  version: 2,
  status: 'published',
  nodes: [approvalNode(), approvalNode({ name: '财务复核', source: 'users', userIds: [3, 5], mode: 'and' })],
  publishedBy: '系统管理员',
  publishedAt: '2026-02-01T02:00:00.000Z',
  instanceCount: 14,
  ...change,
});

export const definitionSummary = (
  change: Partial<ApprovalDefinitionSummary> = {},
): ApprovalDefinitionSummary => ({
  businessType: 'fund_payment',
  current: definition(),
  versions: 2,
  ...change,
});
