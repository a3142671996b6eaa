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
  beneficiaryQualifications,
  entityFiles,
  operationLogs,
  projects,
  stageReports,
} from '../../db/schema';
import { fileRefColumns, withUploader } from '../records/files';
import { timelineEntries } from '../records/timeline';
import { beneficiaryRow } from './detail';

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
    .where(or(eq(projects.beneficiaryId, id), inArray(projects.rootId, ownProjects(id))))
    .orderBy(asc(projects.rootId), sql`${projects.parentId} nulls first`, asc(projects.id));
}

/** The appropriations of its projects, newest first, with what has been paid and what is still pending. */
export async function beneficiaryPayments(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<BeneficiaryPayments> {
  await beneficiaryRow(db, request, id);
  const where = inArray(appropriations.projectId, ownProjects(id));
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
    .where(inArray(agreements.projectId, ownProjects(id)))
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
    .where(inArray(stageReports.projectId, ownProjects(id)))
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

/** Its own operation-log rows (created, edited, revealed, activated, merged), newest first. */
export async function beneficiaryTimeline(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<TimelineEntry[]> {
  await beneficiaryRow(db, request, id);
  return timelineEntries(
    db,
    and(eq(operationLogs.entity, 'beneficiary'), eq(operationLogs.entityId, String(id)))!,
    TIMELINE_LIMIT,
  );
}
