import assert from 'node:assert/strict';
import type { ApprovalAction, ApprovalInstanceDetail } from '@pm/domain/shapes/approval';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { approvalInstances, approvalTasks, users } from '../../src/db/schema';
import { DEMO_PASSWORDS, type DemoStaff } from '../../src/seed/demo/accounts';
import { loginAs } from '../helper';
import { caller, type Reply } from './records';

/**
 * Records go through their approval (`/pm/approvals/...`): these helpers act as the approvers the engine chose,
 * signing each demo user in once per app. An approver who is not a demo user (a test's own) is a test error.
 */

const tokens = new WeakMap<App, Map<string, Promise<string>>>();

/** A demo staff user's token, signed in once per app. */
export function tokenOf(app: App, username: DemoStaff): Promise<string> {
  let cache = tokens.get(app);
  if (!cache) {
    cache = new Map();
    tokens.set(app, cache);
  }
  let token = cache.get(username);
  if (!token) {
    token = loginAs(app, username);
    cache.set(username, token);
  }
  return token;
}

/**
 * Makes these helpers act with sessions the caller made (`createSession`), not through sign-ins: a suite that
 * sends wrong passwords to the sign-in route (the fuzz suite) would lock the demo accounts out of it.
 */
export function actWithSessions(app: App, sessions: Partial<Record<DemoStaff, string>>): void {
  let cache = tokens.get(app);
  if (!cache) {
    cache = new Map();
    tokens.set(app, cache);
  }
  for (const [username, token] of Object.entries(sessions)) cache.set(username, Promise.resolve(token));
}

/** The record's newest approval (running or not), or undefined. */
export async function latestInstance(app: App, entity: string, entityId: number) {
  const [instance] = await app.db
    .select()
    .from(approvalInstances)
    .where(and(eq(approvalInstances.entity, entity), eq(approvalInstances.entityId, entityId)))
    .orderBy(desc(approvalInstances.id))
    .limit(1);
  return instance;
}

/** The pending tasks of the instance's current node, with each assignee's username. */
export async function pendingAt(app: App, instanceId: number) {
  const [instance] = await app.db
    .select()
    .from(approvalInstances)
    .where(eq(approvalInstances.id, instanceId));
  return app.db
    .select({ id: approvalTasks.id, assigneeId: approvalTasks.assigneeId, username: users.username })
    .from(approvalTasks)
    .innerJoin(users, eq(users.id, approvalTasks.assigneeId))
    .where(
      and(
        eq(approvalTasks.instanceId, instanceId),
        eq(approvalTasks.status, 'pending'),
        eq(approvalTasks.nodeIndex, instance!.currentNode),
      ),
    )
    .orderBy(asc(approvalTasks.id));
}

/** An action on an instance as `token`'s user, with the instance's current version. */
export async function actOn(
  app: App,
  token: string,
  instanceId: number,
  action: ApprovalAction,
  body: { taskId?: number; comment?: string; toNode?: number; userId?: number; approvedAmount?: string } = {},
): Promise<Reply<ApprovalInstanceDetail>> {
  const call = caller(app);
  const [instance] = await app.db
    .select({ version: approvalInstances.version })
    .from(approvalInstances)
    .where(eq(approvalInstances.id, instanceId));
  return call<ApprovalInstanceDetail>(token, 'POST', `/pm/approvals/instances/${instanceId}/${action}`, {
    version: instance!.version,
    ...body,
  });
}

const asDemo = (username: string): DemoStaff => {
  assert.ok(username in DEMO_PASSWORDS, `approver ${username} is not a demo user`);
  return username as DemoStaff;
};

/**
 * Approves the record's running approval to its end: at each node, the first pending approver approves (every
 * one of them for a node that needs all). `approvedAmount` goes with an application's last approval.
 */
export async function approveAll(
  app: App,
  entity: string,
  entityId: number,
  { comment = '同意', approvedAmount }: { comment?: string; approvedAmount?: string } = {},
): Promise<void> {
  for (let step = 0; step < 50; step += 1) {
    const instance = await latestInstance(app, entity, entityId);
    assert.ok(instance, `${entity} ${entityId} has no approval`);
    if (instance.status !== 'running') {
      assert.equal(instance.status, 'approved', `${entity} ${entityId}: approval ${instance.status}`);
      return;
    }
    const [task] = await pendingAt(app, instance.id);
    assert.ok(task, `${entity} ${entityId}: no pending task`);
    const token = await tokenOf(app, asDemo(task.username));
    const reply = await actOn(app, token, instance.id, 'approve', {
      taskId: task.id,
      comment,
      ...(approvedAmount === undefined ? {} : { approvedAmount }),
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
  }
  assert.fail(`${entity} ${entityId}: approval did not end`);
}

/** The current node's first approver rejects the record's running approval with a reason. */
export async function rejectOnce(app: App, entity: string, entityId: number, comment = '请补充材料') {
  const instance = await latestInstance(app, entity, entityId);
  assert.ok(instance && instance.status === 'running', `${entity} ${entityId} is not in approval`);
  const [task] = await pendingAt(app, instance.id);
  const token = await tokenOf(app, asDemo(task!.username));
  return actOn(app, token, instance.id, 'reject', { taskId: task!.id, comment });
}
