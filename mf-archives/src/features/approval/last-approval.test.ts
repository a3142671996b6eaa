import { approvalNode, approvalTask, instanceDetail } from './testing/fixtures';
import { asksApprovedAmount, decidesLastNode } from './last-approval';

/** An application at its last node (index 1) in the given mode, the caller holding task 41. */
const atLastNode = (mode: 'or' | 'and' | 'vote', others: ReturnType<typeof approvalTask>[], threshold = 2) =>
  instanceDetail({
    businessType: 'application',
    subject: { ...instanceDetail().subject, amount: '50000.00' },
    currentNode: 1,
    nodes: [
      approvalNode(),
      approvalNode({ name: '评审会', source: 'users', userIds: [3, 5, 6], mode, threshold }),
    ],
    tasks: [approvalTask({ id: 41, nodeIndex: 1 }), ...others],
    myTaskId: 41,
  });

describe('decidesLastNode', () => {
  it('is any approval of an or node', () => {
    expect(decidesLastNode(atLastNode('or', [approvalTask({ id: 42, nodeIndex: 1 })]))).toBe(true);
  });

  it('is the last pending approval of an and node', () => {
    const waiting = approvalTask({ id: 42, nodeIndex: 1 });
    expect(decidesLastNode(atLastNode('and', [waiting]))).toBe(false);
    expect(decidesLastNode(atLastNode('and', [{ ...waiting, status: 'approved' }]))).toBe(true);
  });

  it('is the vote that reaches the threshold', () => {
    const cast = approvalTask({ id: 42, nodeIndex: 1, status: 'approved' });
    expect(decidesLastNode(atLastNode('vote', [], 2))).toBe(false);
    expect(decidesLastNode(atLastNode('vote', [cast], 2))).toBe(true);
  });

  it('is never an approval before the last node, nor without a task of the caller', () => {
    expect(decidesLastNode(instanceDetail({ currentNode: 1 }))).toBe(false);
    expect(decidesLastNode({ ...atLastNode('or', []), myTaskId: null })).toBe(false);
    expect(decidesLastNode({ ...atLastNode('or', []), status: 'approved' })).toBe(false);
  });
});

describe('asksApprovedAmount', () => {
  it("asks only at an application's deciding approval", () => {
    expect(asksApprovedAmount(atLastNode('or', []))).toBe(true);
    expect(asksApprovedAmount({ ...atLastNode('or', []), businessType: 'fund_payment' })).toBe(false);
  });
});
