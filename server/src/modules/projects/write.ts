import type { ProjectDetail } from '@pm/domain/shapes';
import { projectForm } from '@pm/domain/forms';
import { PROJECT_EDITABLE_STATUSES, type ProjectStatus } from '@pm/domain/workflow';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { assertLinkable } from '../partners/blacklist-guards';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { projectPartners, projects } from '../../db/schema';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { pendingCode, recordCode } from '../records/codes';
import { statusConflict } from '../records/refusals';
import { projectDetail } from './detail';
import { lockProject } from '../../records/project-lock';
import { assertReferences, formValues, projectColumns } from './references';
import type { ProjectBody } from '@pm/domain/shapes/project';
import type { updateProjectRoute } from './write-schema';

type ProjectRow = typeof projects.$inferSelect;
type ProjectInsert = typeof projects.$inferInsert;

/** What the operation log keeps of a project: its own fields and its partners. */
export function projectSnapshot(row: ProjectRow, partnerIds: number[]) {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return { ...fields, partnerIds };
}

async function partnerIdsOf(tx: Transaction, id: number): Promise<number[]> {
  const rows = await tx
    .select({ id: projectPartners.partnerId })
    .from(projectPartners)
    .where(eq(projectPartners.projectId, id));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function replacePartners(tx: Transaction, id: number, partnerIds: number[]): Promise<void> {
  await tx.delete(projectPartners).where(eq(projectPartners.projectId, id));
  if (partnerIds.length === 0) return;
  await tx.insert(projectPartners).values(partnerIds.map((partnerId) => ({ projectId: id, partnerId })));
}

/**
 * Inserts projects (the create drawer's one, an import's batch) with their codes. The code comes from the id
 * (`XM<year><id>`), which exists only after the insert: each row goes in with a unique stand-in that is replaced in
 * the same transaction, all rows in one statement each way.
 */
export async function insertProjectRows(
  tx: Transaction,
  rows: readonly Omit<ProjectInsert, 'code'>[],
): Promise<ProjectRow[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(projects)
    .values(rows.map((columns) => ({ ...columns, code: pendingCode() })))
    .returning({ id: projects.id, createdAt: projects.createdAt, rootId: projects.rootId });
  const codes = sql.join(
    inserted.map(
      (row) =>
        sql`(${row.id}::int, ${recordCode('XM', row.id, row.createdAt)}::text, ${row.rootId ?? row.id}::int)`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`update ${projects} set code = fresh.code, root_id = fresh.root_id
        from (values ${codes}) as fresh(id, code, root_id) where ${projects.id} = fresh.id`,
  );
  const ids = inserted.map((row) => row.id);
  return tx.select().from(projects).where(inArray(projects.id, ids)).orderBy(asc(projects.id));
}

/** Inserts a project with its partners and logs it. */
export async function insertProject(
  tx: Transaction,
  request: FastifyRequest,
  columns: Omit<ProjectInsert, 'code'>,
  partnerIds: number[],
): Promise<ProjectRow> {
  const [row] = await insertProjectRows(tx, [columns]);
  const id = row!.id;
  await replacePartners(tx, id, partnerIds);
  await withAudit(
    tx,
    { id: staffOf(request).userId },
    'create',
    'project',
    id,
    null,
    projectSnapshot(row!, partnerIds),
    { projectId: id },
  );
  return row!;
}

export async function createProject(
  tx: Transaction,
  request: FastifyRequest,
  body: Static<typeof ProjectBody>,
): Promise<ProjectDetail> {
  const values = formValues(body);
  assertForm(request, projectForm, values);
  await assertReferences(tx, request, values);
  await assertLinkable(tx, request, values.partnerIds);
  const row = await insertProject(
    tx,
    request,
    { ...projectColumns(values), status: 'draft' },
    values.partnerIds,
  );
  return projectDetail(tx, request, row.id);
}

const isEditable = (status: ProjectStatus) =>
  (PROJECT_EDITABLE_STATUSES as readonly ProjectStatus[]).includes(status);

/** Edits a project still being prepared; the version it was based on must be the stored one. */
export async function updateProject(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  body: Static<typeof updateProjectRoute.body>,
): Promise<ProjectDetail> {
  const row = await lockProject(tx, request, id);
  assertVersion(request, row.version, body.version);
  if (!isEditable(row.status)) {
    throw statusConflict(request, 'project.notEditableIn', row.status);
  }
  const values = formValues(body);
  assertForm(request, projectForm, values);
  await assertReferences(tx, request, values);
  const linked = await partnerIdsOf(tx, id);
  // A partner blacklisted after it was linked stays linked; a blacklisted one is never added.
  await assertLinkable(tx, request, values.partnerIds, linked);
  const before = projectSnapshot(row, linked);
  const [updated] = await tx
    .update(projects)
    .set({ ...projectColumns(values), version: row.version + 1 })
    .where(eq(projects.id, id))
    .returning();
  await replacePartners(tx, id, values.partnerIds);
  const after = projectSnapshot(updated!, await partnerIdsOf(tx, id));
  await withAudit(tx, { id: staffOf(request).userId }, 'update', 'project', id, before, after, {
    projectId: id,
  });
  return projectDetail(tx, request, id);
}
