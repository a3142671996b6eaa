// Test-only: helpers shared by the jest tests of the shell, the remotes and this package.
import userEvent from '@testing-library/user-event';
import type { Page } from '@pm/domain/contracts';
import type { ApprovalInstanceDetail, ApprovalLink } from '@pm/domain/shapes';

/** The one user of the page tests. Arco's popups turn pointer events off while they animate in; jsdom never finishes. */
export const user = userEvent.setup({ pointerEventsCheck: 0 });

/** A list call's reply: the first page holding `list` (`total` rows in all). */
export function pageOf<T>(list: T[], total = list.length, pageSize = 10): Page<T> {
  return { list, total, page: 1, pageSize };
}

/** A record's running approval (its detail's `approval`), waiting at 项目评审 for 静静 and 李敏. */
export function approvalLinkFixture(change: Partial<ApprovalLink> = {}): ApprovalLink {
  return {
    instanceId: 31,
    status: 'running',
    nodeName: '项目评审',
    waitingFor: ['静静', '李敏'],
    startedAt: '2026-11-20T02:00:00.000Z',
    finishedAt: null,
    myTaskId: null,
    lastComment: null,
    ...change,
  };
}

/**
 * `GET /pm/approvals/instances/31` as its initiator reads it while nobody has acted (`actions: ['withdraw']`);
 * a record page reads only its `status`, `actions` and `version`.
 */
export function approvalInstanceFixture(
  change: Partial<ApprovalInstanceDetail> = {},
): ApprovalInstanceDetail {
  return {
    id: 31,
    businessType: 'application',
    definitionVersion: 1,
    status: 'running',
    subject: {
      entity: 'application',
      entityId: 12,
      title: 'SQ2026000012',
      projectId: 7,
      projectName: '乡村学校图书角',
      amount: '50000.00',
      path: '/submit/apply?id=12',
    },
    snapshot: [],
    live: [],
    currentNode: 0,
    nodes: [],
    tasks: [],
    history: [],
    initiatorId: 4,
    initiator: '李敏',
    startedAt: '2026-11-20T02:00:00.000Z',
    finishedAt: null,
    actions: ['withdraw'],
    myTaskId: null,
    version: 4,
    ...change,
  };
}
