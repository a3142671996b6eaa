import { expect, type APIRequestContext } from '@playwright/test';
import type { ApprovalInstanceDetail, ApprovalLink } from '../../shared/domain/src/shapes/approval';
import { apiCall, staffToken } from './api-session';
import type { Account } from './support';

/**
 * Records are decided by their approval (`/pm/approvals/...`), whose approvers the seeded definitions name:
 * application reviewer → head; agreement reviewer; payment finance (+ head from ¥100 000); report reviewer;
 * budget head; closing head → reviewer. A spec about another page decides through these calls, as those people.
 */

const tokens = new Map<Account, Promise<string>>();

/** A demo user's token, signed in once per run (each sign-in costs captcha calls). */
export function tokenOf(request: APIRequestContext, who: Account): Promise<string> {
  let token = tokens.get(who);
  if (!token) {
    token = staffToken(request, who);
    tokens.set(who, token);
  }
  return token;
}

/** The running approval of the record at `recordUrl` (`/pm/applications/12`), read by someone who sees it. */
export async function runningApproval(
  request: APIRequestContext,
  token: string,
  recordUrl: string,
): Promise<ApprovalLink> {
  const { approval } = await apiCall<{ approval: ApprovalLink | null }>(request, token, 'GET', recordUrl);
  expect(approval?.status, `${recordUrl} is not in approval`).toBe('running');
  return approval!;
}

/**
 * Approves an instance node by node: each of `approvers` in turn approves their own pending task at the version
 * they read. `body` goes with every approval (an application's last one may name the amount granted).
 */
export async function approveThrough(
  request: APIRequestContext,
  instanceId: number,
  approvers: readonly Account[],
  body: { comment?: string; approvedAmount?: string } = {},
): Promise<ApprovalInstanceDetail> {
  let instance: ApprovalInstanceDetail | undefined;
  for (const who of approvers) {
    const token = await tokenOf(request, who);
    const url = `/pm/approvals/instances/${instanceId}`;
    const current = await apiCall<ApprovalInstanceDetail>(request, token, 'GET', url);
    expect(current.myTaskId, `${who} has no task on approval ${instanceId}`).not.toBeNull();
    instance = await apiCall<ApprovalInstanceDetail>(request, token, 'POST', `${url}/approve`, {
      version: current.version,
      taskId: current.myTaskId,
      comment: '同意',
      ...body,
    });
  }
  expect(instance?.status, `approval ${instanceId} did not end approved`).toBe('approved');
  return instance!;
}

/** The record's running approval (read with `token`), approved to its end by `approvers`. */
export async function approveRecord(
  request: APIRequestContext,
  token: string,
  recordUrl: string,
  approvers: readonly Account[],
): Promise<void> {
  const { instanceId } = await runningApproval(request, token, recordUrl);
  await approveThrough(request, instanceId, approvers);
}
