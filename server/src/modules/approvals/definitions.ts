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
import { approvalDefinitions, approvalInstances, roles, userRoles, users } from '../../db/schema';
import { assertForm } from '../../http/form';
import { approvalDefinitionForm } from '@pm/domain/forms';
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

/** How many active users hold each of the roles the nodes name: what a role's vote can count. */
async function roleHolders(tx: Transaction, nodes: readonly ApprovalNode[]): Promise<Record<number, number>> {
  const roleIds = [...new Set(nodes.flatMap((node) => (node.roleId === null ? [] : [node.roleId])))];
  if (roleIds.length === 0) return {};
  const rows = await tx
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(inArray(userRoles.roleId, roleIds), eq(users.status, 'active')))
    .groupBy(userRoles.roleId);
  return Object.fromEntries(rows.map((row) => [row.roleId, row.n]));
}

/**
 * The definition form's rules (the editor runs the same: `approvalDefinitionForm`, with the role holders read
 * here), then what only the database knows: the users and roles the nodes name exist and are active. Every
 * problem is reported on its field (`nodes[1].userIds`), in the caller's language.
 */
async function assertNodes(tx: Transaction, request: FastifyRequest, nodes: ApprovalNode[]) {
  assertForm(request, approvalDefinitionForm, { nodes }, { roleHolders: await roleHolders(tx, nodes) });
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
  const errors: { field: string; message: string }[] = [];
  nodes.forEach((node, index) => {
    const unknown = (ids: readonly number[]) => ids.filter((id) => !activeUsers.has(id));
    for (const field of ['userIds', 'ccUserIds'] as const) {
      const missing = unknown(node[field]);
      if (missing.length > 0) {
        errors.push({
          field: `nodes[${index}].${field}`,
          message: request.t('approval.definition.unknownUsers', { ids: missing.join(', ') }),
        });
      }
    }
    if (node.source === 'role' && !activeRoles.has(node.roleId!)) {
      errors.push({ field: `nodes[${index}].roleId`, message: request.t('approval.definition.unknownRole') });
    }
  });
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
