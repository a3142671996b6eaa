import type { FileRef, ProjectFundsSummary, TimelineEntry } from '@pm/domain/shapes';
import { percentOf } from '@pm/domain/money';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import {
  APPROPRIATION_STATUSES,
  agreements,
  applications,
  appropriations,
  entityFiles,
  operationLogs,
  projects,
  stageReports,
} from '../../db/schema';
import { fileRefColumns, withUploader } from '../records/files';
import { amountsOf, projectNotFound } from './detail';
import { projectFigures } from './figures';
import { timelineEntries } from '../records/timeline';
import { dataScopeOf, projectInScope } from '../../security/data-scope';

/** The newest entries a timeline shows; a project's whole life stays well below it. */
const TIMELINE_LIMIT = 500;

async function projectRow(db: Executor, request: FastifyRequest, id: number) {
  const scope = await dataScopeOf(request, db);
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), projectInScope(scope)));
  if (!row) throw projectNotFound(request);
  return row;
}

/** The operation log rows that name the project: its own changes and those of its records, newest first. */
export async function projectTimeline(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<TimelineEntry[]> {
  const [, entries] = await Promise.all([
    projectRow(db, request, id),
    timelineEntries(db, eq(operationLogs.projectId, id), TIMELINE_LIMIT),
  ]);
  return entries;
}

const statusOrder = (status: string) => (APPROPRIATION_STATUSES as readonly string[]).indexOf(status);

/** Appropriations by status, the amounts, and how much of the approved amount has been paid (a percentage). */
export async function projectFunds(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<ProjectFundsSummary> {
  const [project, byStatus, figures] = await Promise.all([
    projectRow(db, request, id),
    db
      .select({
        status: appropriations.status,
        count: count(),
        amount: moneySum(appropriations.amount),
      })
      .from(appropriations)
      .where(eq(appropriations.projectId, id))
      .groupBy(appropriations.status),
    projectFigures(db, [id]),
  ]);
  const amounts = amountsOf(project, figures.get(id));
  return {
    byStatus: byStatus.sort((a, b) => statusOrder(a.status) - statusOrder(b.status)),
    amounts,
    executionRate:
      amounts.approvedAmount === null ? null : percentOf(amounts.paidAmount, amounts.approvedAmount),
  };
}

/** The files attached to the project's applications, agreements and stage reports, newest first. */
export async function projectFiles(db: Executor, request: FastifyRequest, id: number): Promise<FileRef[]> {
  const idsOf = (table: typeof applications | typeof agreements | typeof stageReports) =>
    db.select({ id: table.id }).from(table).where(eq(table.projectId, id));
  const of = (entity: string, ids: ReturnType<typeof idsOf>) =>
    and(eq(entityFiles.entity, entity), inArray(entityFiles.entityId, ids));
  const [, rows] = await Promise.all([
    projectRow(db, request, id),
    withUploader(db.select(fileRefColumns).from(entityFiles).$dynamic())
      .where(
        or(
          of('application', idsOf(applications)),
          of('agreement', idsOf(agreements)),
          of('report', idsOf(stageReports)),
        ),
      )
      .orderBy(desc(entityFiles.createdAt), asc(entityFiles.id)),
  ]);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
