import type {
  ApprovalBusinessType,
  ApprovalDefinition,
  ApprovalDefinitionSummary,
  ApprovalNode,
  PublishDefinitionBody,
} from '@pm/domain/shapes/approval';
import { APPROVAL_BUSINESS_TYPES } from '@pm/domain/shapes/approval';
import { normalizeMoney } from '@pm/domain/money/money';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Executor, Transaction } from '../../db/client';
import { approvalDefinitions, approvalInstances, roles, users } from '../../db/schema';
import { AppError, conflict, isUniqueViolation } from '../../http/errors';
import { staffOf } from '../../plugins/auth';

type DefinitionRow = typeof approvalDefinitions.$inferSelect;

async function toDefinition(db: Executor, row: DefinitionRow): Promise<ApprovalDefinition> {
  const [[publisher], [instances]] = await Promise.all([
    row.publishedBy === null
      ? Promise.resolve([])
      : db.select({ name: users.name }).from(users).where(eq(users.id, row.publishedBy)),
    db.select({ n: count() }).from(approvalInstances).where(eq(approvalInstances.definitionId, row.id)),
  ]);
  return {
    id: row.id,
    businessType: row.businessType,
    version: row.version,
    status: row.status,
    nodes: row.nodes,
    publishedBy: publisher?.name ?? null,
    publishedAt: row.publishedAt.toISOString(),
    instanceCount: instances?.n ?? 0,
  };
}

/** Each business type with its published version and how many versions it has had. */
export async function listDefinitions(db: Executor): Promise<ApprovalDefinitionSummary[]> {
  const rows = await db.select().from(approvalDefinitions).orderBy(desc(approvalDefinitions.version));
  return Promise.all(
    APPROVAL_BUSINESS_TYPES.map(async (businessType) => {
      const versions = rows.filter((row) => row.businessType === businessType);
      const current = versions.find((row) => row.status === 'published');
      return {
        businessType,
        current: current ? await toDefinition(db, current) : null,
        versions: versions.length,
      };
    }),
  );
}

/** A business type's versions, newest first. */
export async function definitionVersions(
  db: Executor,
  businessType: ApprovalBusinessType,
): Promise<ApprovalDefinition[]> {
  const rows = await db
    .select()
    .from(approvalDefinitions)
    .where(eq(approvalDefinitions.businessType, businessType))
    .orderBy(desc(approvalDefinitions.version));
  return Promise.all(rows.map((row) => toDefinition(db, row)));
}

/**
 * What the schema cannot check about the nodes: each names its approvers (users that exist and are active, an
 * active role), a vote's threshold fits the users it names, and at least one node applies whatever the amount.
 * Every problem is reported on its field (`nodes.1.threshold`), in the caller's language.
 */
async function assertNodes(tx: Transaction, request: FastifyRequest, nodes: readonly ApprovalNode[]) {
  const errors: { field: string; message: string }[] = [];
  const userIds = [...new Set(nodes.flatMap((node) => [...node.userIds, ...node.ccUserIds]))];
  const activeUsers = new Set(
    userIds.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, userIds), eq(users.status, 'active')))
        ).map((row) => row.id),
  );
  const roleIds = nodes.flatMap((node) => (node.roleId === null ? [] : [node.roleId]));
  const activeRoles = new Set(
    roleIds.length === 0
      ? []
      : (
          await tx
            .select({ id: roles.id })
            .from(roles)
            .where(and(inArray(roles.id, roleIds), eq(roles.status, 'active')))
        ).map((row) => row.id),
  );
  nodes.forEach((node, index) => {
    const at = (field: string, key: string, values?: Record<string, unknown>) =>
      errors.push({ field: `nodes.${index}.${field}`, message: request.t(key, values) });
    const unknown = (ids: readonly number[]) => ids.filter((id) => !activeUsers.has(id));
    if (node.source === 'users' && node.userIds.length === 0)
      at('userIds', 'approval.definition.usersRequired');
    if (unknown(node.userIds).length > 0) {
      at('userIds', 'approval.definition.unknownUsers', { ids: unknown(node.userIds).join(', ') });
    }
    if (unknown(node.ccUserIds).length > 0) {
      at('ccUserIds', 'approval.definition.unknownUsers', { ids: unknown(node.ccUserIds).join(', ') });
    }
    if (node.source === 'role' && node.roleId === null) at('roleId', 'approval.definition.roleRequired');
    else if (node.source === 'role' && !activeRoles.has(node.roleId!)) {
      at('roleId', 'approval.definition.unknownRole');
    }
    if (node.mode === 'vote' && node.threshold === null) {
      at('threshold', 'approval.definition.thresholdRequired');
    }
    if (node.mode === 'vote' && node.source === 'users' && (node.threshold ?? 0) > node.userIds.length) {
      at('threshold', 'approval.definition.thresholdTooHigh', { count: node.userIds.length });
    }
  });
  if (nodes.every((node) => node.minAmount !== null)) {
    errors.push({ field: 'nodes', message: request.t('approval.definition.noUnconditionalNode') });
  }
  if (errors.length > 0) throw new AppError(422, errors[0]!.message, undefined, { errors });
}

/** The nodes as stored: names trimmed, amounts with 2 decimals, nothing a source does not use. */
const cleanNode = (node: ApprovalNode): ApprovalNode => ({
  name: node.name.trim(),
  source: node.source,
  userIds: node.source === 'users' ? [...new Set(node.userIds)] : [],
  roleId: node.source === 'role' ? node.roleId : null,
  mode: node.mode,
  threshold: node.mode === 'vote' ? node.threshold : null,
  minAmount: node.minAmount === null ? null : normalizeMoney(node.minAmount),
  ccUserIds: [...new Set(node.ccUserIds)],
});

/**
 * Publishes the next version of a business type's definition; the published one retires. Running instances keep
 * the version they started with: only new submissions use this one.
 */
export async function publishDefinition(
  db: Database,
  request: FastifyRequest,
  businessType: ApprovalBusinessType,
  body: PublishDefinitionBody,
): Promise<ApprovalDefinition> {
  const nodes = body.nodes.map(cleanNode);
  const row = await db
    .transaction(async (tx) => {
      await assertNodes(tx, request, nodes);
      // Serialises publications of one type: the next version number is read under this lock.
      const versions = await tx
        .select()
        .from(approvalDefinitions)
        .where(eq(approvalDefinitions.businessType, businessType))
        .orderBy(desc(approvalDefinitions.version))
        .for('update');
      const previous = versions.find((version) => version.status === 'published') ?? null;
      if (previous) {
        await tx
          .update(approvalDefinitions)
          .set({ status: 'retired' })
          .where(eq(approvalDefinitions.id, previous.id));
      }
      const [created] = await tx
        .insert(approvalDefinitions)
        .values({
          businessType,
          version: (versions[0]?.version ?? 0) + 1,
          status: 'published',
          nodes,
          publishedBy: staffOf(request).userId,
        })
        .returning();
      await withAudit(
        tx,
        { id: staffOf(request).userId },
        'publish',
        'approvalDefinition',
        created!.id,
        previous ? { version: previous.version, nodes: previous.nodes } : null,
        { businessType, version: created!.version, nodes },
      );
      return created!;
    })
    .catch((error: unknown) => {
      // Two first publications of a type at once: the version's unique key lets one through.
      if (isUniqueViolation(error)) throw conflict(request.t('workflow.stale'));
      throw error;
    });
  return toDefinition(db, row);
}
