import type { ApprovalInstanceStatus, ApprovalNode } from '@pm/domain/shapes/approval';
import { APPROVAL_SUBJECTS, businessTypeOfEntity } from '@pm/domain/workflow/approval-rules';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { instanceLink } from '../../approvals/nodes';
import { startApproval } from '../../approvals/start';
import type { Transaction } from '../../db/client';
import {
  approvalDefinitions,
  approvalHistory,
  approvalInstances,
  approvalTasks,
  budgets,
  messages,
  operationLogs,
} from '../../db/schema';
import { textsIn } from '../../http/texts';
import { actIn } from '../../modules/approvals/actions';
import { subjectOf } from '../../modules/approvals/subjects';
import { budgetApproval } from '../../modules/budgets/approval';
import { seedApprovalDefinitions } from '../approval-definitions';

/**
 * The demo's approvals. Its records were decided before the engine, by one person per type (the history in the
 * operation log): each decision becomes an instance of version 1 of its definition, ended as the log says. Records
 * still waiting start an instance of the published flow (version 2) through the engine, as their submitter; then a
 * few steps are taken through the engine as the demo users would, so the inbox has something in every tab and
 * every state: an application past its first node, a budget revision waiting, a budget draft withdrawn.
 */

/** The log actions that put a record up for approval, and those that ended it (with how). */
const STARTS: Record<string, readonly string[]> = {
  application: ['submit', 'resubmit'],
  agreement: ['submit'],
  report: ['submit'],
  appropriation: ['create', 'resubmit'],
  budget: ['create', 'revise'],
};
const ENDS: Record<string, Partial<Record<string, ApprovalInstanceStatus>>> = {
  application: { approve: 'approved', rework: 'rejected', reject: 'rejected', withdraw: 'withdrawn' },
  agreement: { approve: 'approved', return: 'rejected', terminate: 'cancelled' },
  report: { accept: 'approved', rework: 'rejected', reject: 'rejected' },
  appropriation: { verify: 'approved', reject: 'rejected', cancel: 'cancelled' },
  budget: { approve: 'approved' },
};

type LogRow = typeof operationLogs.$inferSelect;

/** The history's last entry of an ended instance. */
const ENDING_ACTION = {
  approved: 'approve',
  rejected: 'reject',
  withdrawn: 'withdraw',
  cancelled: 'cancel',
  running: 'start',
} as const satisfies Record<ApprovalInstanceStatus, string>;

/** The demo users act through the engine as a request of theirs would (no address, Chinese texts). */
function actingAs(userId: number): FastifyRequest {
  const principal = { kind: 'staff', sessionId: 0, userId, isAdmin: false, mustChangePassword: false };
  return { principal, t: textsIn('zh-CN'), headers: {}, ip: '' } as unknown as FastifyRequest;
}

interface Episode {
  entity: string;
  entityId: number;
  start: LogRow;
  end?: LogRow;
}

/** Each record's approvals as its log tells them: a start, and the decision that ended it (if any yet). */
function episodesOf(logs: readonly LogRow[]): Episode[] {
  const open = new Map<string, Episode>();
  const episodes: Episode[] = [];
  for (const log of logs) {
    const key = `${log.entity}:${log.entityId}`;
    if (STARTS[log.entity]?.includes(log.action)) {
      const episode = { entity: log.entity, entityId: Number(log.entityId), start: log };
      open.set(key, episode);
      episodes.push(episode);
    } else if (ENDS[log.entity]?.[log.action] && open.has(key)) {
      open.get(key)!.end = log;
      open.delete(key);
    }
  }
  return episodes;
}

/** A decided approval of version 1, as the log has it: started by the submitter, ended by the decider. */
async function insertDecided(
  tx: Transaction,
  episode: Episode,
  definition: { id: number; nodes: ApprovalNode[] },
) {
  const end = episode.end!;
  const businessType = businessTypeOfEntity(episode.entity)!;
  const subject = subjectOf(businessType);
  const row = await subject.load(tx, episode.entityId);
  if (!row) return;
  const facts = await subject.facts(tx, row);
  const status = ENDS[episode.entity]![end.action]!;
  const initiatorId = episode.start.userId!;
  const [instance] = await tx
    .insert(approvalInstances)
    .values({
      businessType,
      definitionId: definition.id,
      entity: episode.entity,
      entityId: episode.entityId,
      ...facts,
      initiatorId,
      makerIds: [...new Set([initiatorId, ...subject.makers(row)])],
      status,
      nodes: definition.nodes.map((node) => ({ ...node, needed: 1 })),
      snapshot: await subject.snapshot(tx, row),
      startedAt: episode.start.createdAt,
      finishedAt: end.createdAt,
    })
    .returning({ id: approvalInstances.id });
  const decided = status === 'approved' || status === 'rejected';
  // A cancelled one was closed by its maker (a payment cancelled): the task was its approver's.
  await tx.insert(approvalTasks).values({
    instanceId: instance!.id,
    nodeIndex: 0,
    assigneeId: decided ? end.userId! : definition.nodes[0]!.userIds[0]!,
    status: decided ? status : 'cancelled',
    comment: decided ? end.comment : null,
    createdAt: episode.start.createdAt,
    actedAt: end.createdAt,
  });
  const action = ENDING_ACTION[status];
  await tx.insert(approvalHistory).values([
    {
      instanceId: instance!.id,
      action: 'start',
      actorId: initiatorId,
      nodeIndex: 0,
      createdAt: episode.start.createdAt,
    },
    {
      instanceId: instance!.id,
      action,
      actorId: end.userId,
      nodeIndex: 0,
      comment: end.comment,
      createdAt: end.createdAt,
    },
  ]);
}

/** Starts a waiting record's approval through the engine, dated when it was submitted. */
async function startWaiting(tx: Transaction, episode: Episode): Promise<number | null> {
  const businessType = businessTypeOfEntity(episode.entity)!;
  const subject = subjectOf(businessType);
  const row = await subject.load(tx, episode.entityId);
  if (!row || !(APPROVAL_SUBJECTS[businessType].awaiting as readonly string[]).includes(row.status))
    return null;
  // A budget drafted or under revision waits with its author until they submit it.
  if (businessType === 'budget_revision') return null;
  const instance = await startApproval(tx, actingAs(episode.start.userId!), subject, row);
  const at = episode.start.createdAt;
  await tx.update(approvalInstances).set({ startedAt: at }).where(eq(approvalInstances.id, instance.id));
  await tx.update(approvalTasks).set({ createdAt: at }).where(eq(approvalTasks.instanceId, instance.id));
  await tx.update(approvalHistory).set({ createdAt: at }).where(eq(approvalHistory.instanceId, instance.id));
  await tx
    .update(messages)
    .set({ createdAt: at })
    .where(eq(messages.link, instanceLink(instance.id)));
  return instance.id;
}

/** The user's pending task on the instance. */
async function taskOf(tx: Transaction, instanceId: number, userId: number) {
  const [task] = await tx
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(
      and(
        eq(approvalTasks.instanceId, instanceId),
        eq(approvalTasks.assigneeId, userId),
        eq(approvalTasks.status, 'pending'),
      ),
    );
  return task?.id;
}

async function versionOf(tx: Transaction, instanceId: number): Promise<number> {
  const [row] = await tx
    .select({ version: approvalInstances.version })
    .from(approvalInstances)
    .where(eq(approvalInstances.id, instanceId));
  return row!.version;
}

/** The budget under revision is submitted (waiting for the head); the draft was submitted, then withdrawn. */
async function seedBudgetApprovals(tx: Transaction, officerId: number): Promise<void> {
  const waiting = await tx
    .select()
    .from(budgets)
    .where(inArray(budgets.status, ['revising', 'draft']))
    .orderBy(asc(budgets.id));
  const officer = actingAs(officerId);
  for (const budget of waiting) {
    await tx.update(budgets).set({ submittedBy: officerId }).where(eq(budgets.id, budget.id));
    const instance = await startApproval(tx, officer, budgetApproval, { ...budget, submittedBy: officerId });
    if (budget.status === 'draft') {
      await actIn(tx, officer, instance.id, 'withdraw', {
        version: instance.version,
        comment: '预算期间需要调整',
      });
    }
  }
}

export async function seedApprovals(tx: Transaction, userIds: Map<string, number>): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(approvalInstances);
  if ((existing?.n ?? 0) > 0) return;
  const id = (username: string) => userIds.get(username)!;
  await seedApprovalDefinitions(tx, {
    application: id('admin'),
    agreement: id('admin'),
    stage_report: id('admin'),
    budget_revision: id('admin'),
    project_closing: id('admin'),
    fund_payment: id('finance'),
  });
  const legacy = await tx.select().from(approvalDefinitions).where(eq(approvalDefinitions.version, 1));
  const logs = await tx
    .select()
    .from(operationLogs)
    .where(inArray(operationLogs.entity, Object.keys(STARTS)))
    .orderBy(asc(operationLogs.createdAt), asc(operationLogs.id));
  const started: number[] = [];
  for (const episode of episodesOf(logs)) {
    const businessType = businessTypeOfEntity(episode.entity)!;
    const definition = legacy.find((row) => row.businessType === businessType)!;
    if (episode.end) await insertDecided(tx, episode, definition);
    else {
      const instanceId = await startWaiting(tx, episode);
      if (instanceId !== null && episode.entity === 'application') started.push(instanceId);
    }
  }
  // The reviewer has passed one application on: it waits for the head of 项目部.
  const [first] = started;
  const reviewer = id('reviewer');
  const task = first === undefined ? undefined : await taskOf(tx, first, reviewer);
  if (first !== undefined && task !== undefined) {
    await actIn(tx, actingAs(reviewer), first, 'approve', {
      version: await versionOf(tx, first),
      taskId: task,
      comment: '申请材料齐全，预算合理',
    });
  }
  await seedBudgetApprovals(tx, id('officer'));
}
