import type {
  BeneficiaryAgreement,
  BeneficiaryFile,
  BeneficiaryPayments,
  BeneficiaryProject,
  BeneficiaryReport,
  TimelineEntry,
} from '@pm/domain/shapes';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { qualified } from '../../db/qualified';
import {
  agreements,
  appropriations,
  beneficiaries,
  beneficiaryQualifications,
  entityFiles,
  operationLogs,
  projects,
  stageReports,
} from '../../db/schema';
import { fileRefColumns, withUploader } from '../records/files';
import { timelineEntries } from '../records/timeline';
import { beneficiaryRow } from './detail';
import { dataScopeOf, filedUnderScope, projectInScope } from '../../security/data-scope';

/** The newest entries a timeline shows. */
const TIMELINE_LIMIT = 500;

/** The projects a beneficiary receives money through (its own; sub-projects of them have their own payees). */
const ownProjects = (id: number) =>
  // A fresh select each time: drizzle subqueries are not shared between statements.
  sql`(select ${qualified(projects.id)} from ${projects} where ${qualified(projects.beneficiaryId)} = ${id})`;

const parent = alias(projects, 'parent');

const paidOf = sql<string>`(
  select ${moneySum(qualified(appropriations.amount))} from ${appropriations}
  where ${qualified(appropriations.projectId)} = ${qualified(projects.id)} and ${qualified(appropriations.status)} = 'paid'
)`;

/** Its projects and every sub-project under them, top projects first. */
export async function beneficiaryProjects(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<BeneficiaryProject[]> {
  await beneficiaryRow(db, request, id);
  return db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      status: projects.status,
      parentId: projects.parentId,
      parentName: parent.name,
      startDate: projects.startDate,
      endDate: projects.endDate,
      approvedAmount: projects.approvedAmount,
      paidAmount: paidOf,
    })
    .from(projects)
    .leftJoin(parent, eq(parent.id, projects.parentId))
    .where(
      and(
        or(eq(projects.beneficiaryId, id), inArray(projects.rootId, ownProjects(id))),
        projectInScope(await dataScopeOf(request, db)),
      ),
    )
    .orderBy(asc(projects.rootId), sql`${projects.parentId} nulls first`, asc(projects.id));
}

/** The appropriations of its projects, newest first, with what has been paid and what is still pending. */
export async function beneficiaryPayments(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<BeneficiaryPayments> {
  await beneficiaryRow(db, request, id);
  const where = and(
    inArray(appropriations.projectId, ownProjects(id)),
    filedUnderScope(await dataScopeOf(request, db), appropriations.projectId, appropriations.createdBy),
  );
  const [list, [sums]] = await Promise.all([
    db
      .select({
        id: appropriations.id,
        code: appropriations.code,
        projectId: appropriations.projectId,
        projectName: projects.name,
        agreementNumber: agreements.number,
        type: appropriations.type,
        amount: appropriations.amount,
        status: appropriations.status,
        scheduledDate: appropriations.scheduledDate,
        paidDate: appropriations.paidDate,
      })
      .from(appropriations)
      .innerJoin(projects, eq(projects.id, appropriations.projectId))
      .innerJoin(agreements, eq(agreements.id, appropriations.agreementId))
      .where(where)
      .orderBy(desc(appropriations.createdAt), desc(appropriations.id)),
    db
      .select({
        totalPaid: moneySum(appropriations.amount, sql`${appropriations.status} = 'paid'`),
        totalPending: moneySum(
          appropriations.amount,
          sql`${appropriations.status} in ('submitted', 'verified')`,
        ),
      })
      .from(appropriations)
      .where(where),
  ]);
  return { totalPaid: sums?.totalPaid ?? '0.00', totalPending: sums?.totalPending ?? '0.00', list };
}

export async function beneficiaryAgreements(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<BeneficiaryAgreement[]> {
  await beneficiaryRow(db, request, id);
  return db
    .select({
      id: agreements.id,
      number: agreements.number,
      projectId: agreements.projectId,
      projectName: projects.name,
      signedDate: agreements.signedDate,
      effectiveDate: agreements.effectiveDate,
      expiryDate: agreements.expiryDate,
      totalAmount: agreements.totalAmount,
      status: agreements.status,
    })
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(
      and(
        inArray(agreements.projectId, ownProjects(id)),
        filedUnderScope(await dataScopeOf(request, db), agreements.projectId, agreements.createdBy),
      ),
    )
    .orderBy(desc(agreements.signedDate), desc(agreements.id));
}

export async function beneficiaryReports(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<BeneficiaryReport[]> {
  await beneficiaryRow(db, request, id);
  const rows = await db
    .select({
      id: stageReports.id,
      code: stageReports.code,
      title: stageReports.title,
      projectId: stageReports.projectId,
      projectName: projects.name,
      status: stageReports.status,
      amountSpent: stageReports.amountSpent,
      submittedAt: stageReports.submittedAt,
    })
    .from(stageReports)
    .innerJoin(projects, eq(projects.id, stageReports.projectId))
    .where(
      and(
        inArray(stageReports.projectId, ownProjects(id)),
        filedUnderScope(await dataScopeOf(request, db), stageReports.projectId, stageReports.createdBy),
      ),
    )
    .orderBy(desc(stageReports.createdAt), desc(stageReports.id));
  return rows.map((row) => ({ ...row, submittedAt: row.submittedAt?.toISOString() ?? null }));
}

/** Its files, newest first: the consent form, its qualifications' files, anything else attached to it. */
export async function beneficiaryFiles(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<BeneficiaryFile[]> {
  const row = await beneficiaryRow(db, request, id);
  const [rows, qualifications] = await Promise.all([
    withUploader(db.select(fileRefColumns).from(entityFiles).$dynamic())
      .where(and(eq(entityFiles.entity, 'beneficiary'), eq(entityFiles.entityId, id)))
      .orderBy(desc(entityFiles.createdAt), asc(entityFiles.id)),
    db
      .select({ fileId: beneficiaryQualifications.fileId })
      .from(beneficiaryQualifications)
      .where(eq(beneficiaryQualifications.beneficiaryId, id)),
  ]);
  const qualificationFiles = new Set(qualifications.map((item) => item.fileId));
  return rows.map((file) => ({
    ...file,
    createdAt: file.createdAt.toISOString(),
    purpose:
      file.id === row.consentFileId
        ? ('consent' as const)
        : qualificationFiles.has(file.id)
          ? ('qualification' as const)
          : ('attachment' as const),
  }));
}

/** The record and every record merged into it, directly or along a chain of merges. */
async function mergedLineage(db: Executor, id: number): Promise<number[]> {
  const lineage = [id];
  let frontier = [id];
  while (frontier.length > 0) {
    const rows = await db
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .where(inArray(beneficiaries.mergedIntoId, frontier));
    frontier = rows.map((row) => row.id).filter((next) => !lineage.includes(next));
    lineage.push(...frontier);
  }
  return lineage;
}

/**
 * Its operation-log rows (created, edited, revealed, activated, merged), newest first, with those of the records
 * merged into it: a merge leaves the log untouched (it is append-only), so the survivor reads their history here.
 */
export async function beneficiaryTimeline(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<TimelineEntry[]> {
  await beneficiaryRow(db, request, id);
  const ids = (await mergedLineage(db, id)).map(String);
  return timelineEntries(
    db,
    and(eq(operationLogs.entity, 'beneficiary'), inArray(operationLogs.entityId, ids))!,
    TIMELINE_LIMIT,
  );
}
