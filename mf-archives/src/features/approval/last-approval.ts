import type { ApprovalInstanceDetail } from '@pm/domain/shapes';

/**
 * Whether the caller's approval, now, decides the instance's last node: they hold a pending task there and, by the
 * node's mode, nobody else's approval is still needed — any one (`or`); every other task already acted on (`and`);
 * the votes already cast plus theirs reach the threshold (`vote`).
 */
export function decidesLastNode(detail: ApprovalInstanceDetail): boolean {
  const { currentNode, myTaskId, nodes } = detail;
  if (detail.status !== 'running' || currentNode === null || myTaskId === null) return false;
  const node = nodes[currentNode];
  if (!node || currentNode !== nodes.length - 1) return false;
  const tasks = detail.tasks.filter((task) => task.nodeIndex === currentNode);
  switch (node.mode) {
    case 'or':
      return true;
    case 'and':
      return tasks.every((task) => task.id === myTaskId || task.status !== 'pending');
    case 'vote':
      return tasks.filter((task) => task.status === 'approved').length + 1 >= (node.threshold ?? 1);
  }
}

/** An application's last approval grants an amount: the approve form asks for it (the requested one by default). */
export function asksApprovedAmount(detail: ApprovalInstanceDetail): boolean {
  return detail.businessType === 'application' && detail.subject.amount !== null && decidesLastNode(detail);
}
