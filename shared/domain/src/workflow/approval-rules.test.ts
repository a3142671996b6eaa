import type { ApprovalNode, ApprovalTaskStatus } from '../shapes/approval';
import {
  APPROVAL_SUBJECTS,
  applicableNodes,
  approvalsNeeded,
  businessTypeOfEntity,
  canWithdraw,
  nodeOutcome,
} from './approval-rules';

const node = (name: string, minAmount: string | null = null): ApprovalNode => ({
  name,
  source: 'role',
  userIds: [],
  roleId: 1,
  mode: 'or',
  threshold: null,
  minAmount,
  ccUserIds: [],
});

const tasks = (...statuses: ApprovalTaskStatus[]) => statuses.map((status) => ({ status }));

describe('applicableNodes', () => {
  const nodes = [node('finance'), node('head', '100000.00')];

  it('adds a node with a minimum amount from that amount on', () => {
    expect(applicableNodes(nodes, '99999.99').map((n) => n.name)).toEqual(['finance']);
    expect(applicableNodes(nodes, '100000.00').map((n) => n.name)).toEqual(['finance', 'head']);
    expect(applicableNodes(nodes, '2500000.00').map((n) => n.name)).toEqual(['finance', 'head']);
  });

  it('leaves a conditional node out when the record has no amount', () => {
    expect(applicableNodes(nodes, null).map((n) => n.name)).toEqual(['finance']);
  });
});

describe('approvalsNeeded', () => {
  it('is one for or, all for and, the threshold for vote', () => {
    expect(approvalsNeeded({ mode: 'or', threshold: null }, 3)).toBe(1);
    expect(approvalsNeeded({ mode: 'and', threshold: null }, 3)).toBe(3);
    expect(approvalsNeeded({ mode: 'vote', threshold: 2 }, 3)).toBe(2);
  });

  it('never asks a vote for more approvals than there are approvers', () => {
    expect(approvalsNeeded({ mode: 'vote', threshold: 5 }, 3)).toBe(3);
  });
});

describe('nodeOutcome', () => {
  it('or: the first decision decides', () => {
    expect(nodeOutcome('or', 1, tasks('pending', 'pending'))).toBe('pending');
    expect(nodeOutcome('or', 1, tasks('approved', 'pending'))).toBe('approved');
    expect(nodeOutcome('or', 1, tasks('pending', 'rejected'))).toBe('rejected');
  });

  it('and: every approver approves, one rejection rejects', () => {
    expect(nodeOutcome('and', 3, tasks('approved', 'approved', 'pending'))).toBe('pending');
    expect(nodeOutcome('and', 3, tasks('approved', 'approved', 'approved'))).toBe('approved');
    expect(nodeOutcome('and', 3, tasks('approved', 'rejected', 'pending'))).toBe('rejected');
  });

  it('and: a reassigned task gives its place to the new approver', () => {
    expect(nodeOutcome('and', 2, tasks('approved', 'reassigned', 'pending'))).toBe('pending');
    expect(nodeOutcome('and', 2, tasks('approved', 'reassigned', 'approved'))).toBe('approved');
  });

  it('vote: passes at the threshold and fails once it cannot be reached', () => {
    expect(nodeOutcome('vote', 2, tasks('approved', 'rejected', 'pending'))).toBe('pending');
    expect(nodeOutcome('vote', 2, tasks('approved', 'rejected', 'approved'))).toBe('approved');
    expect(nodeOutcome('vote', 2, tasks('rejected', 'rejected', 'pending'))).toBe('rejected');
  });

  it('vote: an added approver can still reach the threshold', () => {
    expect(nodeOutcome('vote', 2, tasks('rejected', 'approved', 'rejected', 'pending'))).toBe('pending');
  });
});

describe('canWithdraw', () => {
  it('only while the history holds the start alone', () => {
    expect(canWithdraw([{ action: 'start' }])).toBe(true);
    expect(canWithdraw([{ action: 'start' }, { action: 'addApprover' }])).toBe(false);
    expect(canWithdraw([{ action: 'start' }, { action: 'approve' }])).toBe(false);
  });
});

describe('APPROVAL_SUBJECTS', () => {
  it('maps each entity back to its business type', () => {
    expect(businessTypeOfEntity('appropriation')).toBe('fund_payment');
    expect(businessTypeOfEntity('project')).toBe('project_closing');
    expect(businessTypeOfEntity('volunteer')).toBeUndefined();
    expect(new Set(Object.values(APPROVAL_SUBJECTS).map((s) => s.entity)).size).toBe(6);
  });
});
