// Fills the configured database (DATABASE_URL, else the PGlite folder DATA_DIR) with years of approvals, for the
// approvals benchmark: migrates and seeds as the server does at start, then adds --size instances spread over three
// years and the six business types — most approved, some rejected or withdrawn, one in ten running — each with its
// tasks (the reviewer at the first node, the department head at the second), its history and, for one in five, a
// copy to the auditor. The officer started them all. The instances stand for records that are not in the database
// (the inbox reads the instance's own snapshot of the record, never the record). Usage:
// node --import tsx scripts/seed-bulk-approvals.ts --size 100000
import { parseArgs } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ApprovalBusinessType, ApprovalInstanceStatus } from '@pm/domain/shapes/approval';
import { APPROVAL_BUSINESS_TYPES } from '@pm/domain/shapes/approval';
import { APPROVAL_SUBJECTS } from '@pm/domain/workflow/approval-rules';
import { startDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import {
  approvalCopies,
  approvalDefinitions,
  approvalHistory,
  approvalInstances,
  approvalTasks,
  users,
} from '../src/db/schema';

const { values } = parseArgs({ options: { size: { type: 'string', default: '100000' } } });
const size = Number(values.size);
if (!Number.isInteger(size) || size < 10 || size > 1_000_000)
  throw new Error('--size must be 10 … 1 000 000');
const BATCH = 1000;
const DAY = 24 * 60 * 60 * 1000;

const config = loadConfig(process.env);
const { handle } = await startDatabase(config);
const db: Database = handle.db;
const started = Date.now();

const people = await db
  .select({ id: users.id, username: users.username })
  .from(users)
  .where(inArray(users.username, ['officer', 'reviewer', 'head', 'auditor']));
const idOf = (username: string) => people.find((row) => row.username === username)!.id;
const [officer, reviewer, head, auditor] = ['officer', 'reviewer', 'head', 'auditor'].map(idOf) as [
  number,
  number,
  number,
  number,
];

const published = await db
  .select()
  .from(approvalDefinitions)
  .where(eq(approvalDefinitions.status, 'published'));
const definitionOf = (type: ApprovalBusinessType) => published.find((row) => row.businessType === type)!;

/** Nine in ten ended (approved mostly), one in ten running; the running ones wait at their last node. */
function statusOf(i: number): ApprovalInstanceStatus {
  const slot = i % 20;
  if (slot < 2) return 'running';
  if (slot === 2) return 'rejected';
  if (slot === 3) return 'withdrawn';
  return 'approved';
}

const now = Date.now();
for (let offset = 0; offset < size; offset += BATCH) {
  const count = Math.min(BATCH, size - offset);
  const rows = Array.from({ length: count }, (_, k) => {
    const i = offset + k;
    const businessType = APPROVAL_BUSINESS_TYPES[i % APPROVAL_BUSINESS_TYPES.length]!;
    const definition = definitionOf(businessType);
    const nodes = definition.nodes.slice(0, 2).map((node) => ({ ...node, needed: 1 }));
    const status = statusOf(i);
    // Spread over three years, the newest first in id order reversed: older ids are older instances.
    const startedAt = new Date(now - (size - i) * ((3 * 365 * DAY) / size));
    return {
      businessType,
      definitionId: definition.id,
      entity: APPROVAL_SUBJECTS[businessType].entity,
      entityId: 10_000_000 + i,
      projectId: null,
      title: `压测审批 ${i}`,
      amount: `${(i % 500) * 1000 + 100}.00`,
      path: '/archives/approva',
      initiatorId: officer,
      departmentId: null,
      makerIds: [officer],
      status,
      nodes,
      currentNode: nodes.length - 1,
      snapshot: [],
      startedAt,
      finishedAt: status === 'running' ? null : new Date(startedAt.getTime() + 2 * DAY),
    };
  });
  const instances = await db.insert(approvalInstances).values(rows).returning({
    id: approvalInstances.id,
    status: approvalInstances.status,
    nodes: approvalInstances.nodes,
    startedAt: approvalInstances.startedAt,
  });
  const tasks = instances.flatMap((instance) =>
    instance.nodes.map((_, nodeIndex) => {
      const last = nodeIndex === instance.nodes.length - 1;
      const status =
        !last || instance.status === 'approved'
          ? ('approved' as const)
          : instance.status === 'running'
            ? ('pending' as const)
            : instance.status === 'rejected'
              ? ('rejected' as const)
              : ('cancelled' as const);
      const createdAt = new Date(instance.startedAt.getTime() + nodeIndex * DAY);
      return {
        instanceId: instance.id,
        nodeIndex,
        assigneeId: nodeIndex === 0 ? reviewer : head,
        status,
        comment: status === 'pending' ? null : '同意',
        createdAt,
        actedAt: status === 'pending' ? null : new Date(createdAt.getTime() + DAY / 2),
      };
    }),
  );
  await db.insert(approvalTasks).values(tasks);
  await db.insert(approvalHistory).values(
    instances.map((instance) => ({
      instanceId: instance.id,
      action: 'start',
      actorId: officer,
      nodeIndex: 0,
      createdAt: instance.startedAt,
    })),
  );
  const copied = instances.filter((_, k) => (offset + k) % 5 === 0);
  if (copied.length > 0) {
    await db.insert(approvalCopies).values(
      copied.map((instance) => ({
        instanceId: instance.id,
        userId: auditor,
        nodeIndex: 0,
        createdAt: instance.startedAt,
      })),
    );
  }
}
for (const table of ['approval_instances', 'approval_tasks', 'approval_history', 'approval_copies']) {
  await db.execute(sql.raw(`analyze ${table}`));
}
console.log(`inserted ${size} approval instances in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await handle.close();
