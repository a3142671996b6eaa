import type { ApplicationDetail, ApplicationListItem } from '@pm/domain/shapes';
import type { Page } from '@pm/domain/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import {
  applications,
  applicationSnapshots,
  beneficiaries,
  partners,
  projects,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { fileRefsOf } from '../records/files';
import type { ApplicationListQuery } from './schema';
import { dataScopeOf, filedUnderScope, type DataScope } from '../../security/data-scope';
import { approvalLinkOf } from '../../approvals/link';

/** A person or company applies as a beneficiary, an organisation as a partner: the row has one of the two. */
const applicantName = sql<string>`coalesce(${beneficiaries.name}, ${partners.name}, '')`;

const itemColumns = {
  id: applications.id,
  code: applications.code,
  projectId: applications.projectId,
  projectName: projects.name,
  applicantType: applications.applicantType,
  applicantName,
  title: applications.title,
  amountRequested: applications.amountRequested,
  approvedAmount: applications.approvedAmount,
  status: applications.status,
  submittedAt: applications.submittedAt,
  version: applications.version,
  createdAt: applications.createdAt,
};

type ItemRow = { submittedAt: Date | null; createdAt: Date };

const toItem = <Row extends ItemRow>(row: Row) => ({
  ...row,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Joins what an application's list item and detail show: its project and its applicant. */
function withNames<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .leftJoin(beneficiaries, eq(beneficiaries.id, applications.beneficiaryId))
    .leftJoin(partners, eq(partners.id, applications.partnerId));
}

export async function listApplications(
  db: Executor,
  query: Static<typeof ApplicationListQuery>,
  scope: DataScope,
): Promise<Page<ApplicationListItem>> {
  const where = and(
    filedUnderScope(scope, applications.projectId, applications.createdBy),
    keywordFilter(query.keyword, [applications.code, applications.title, beneficiaries.name, partners.name]),
    query.status ? eq(applications.status, query.status) : undefined,
    query.projectId ? eq(applications.projectId, query.projectId) : undefined,
  );
  const plan = planList(
    query,
    {
      code: applications.code,
      title: applications.title,
      amountRequested: applications.amountRequested,
      status: applications.status,
      submittedAt: applications.submittedAt,
      createdAt: applications.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    applications.id,
  );
  const total = withNames(db.select({ value: count() }).from(applications).$dynamic()).where(where);
  const rows = withNames(db.select(itemColumns).from(applications).$dynamic()).where(where);
  return fetchPage(rows, total, plan, toItem);
}

export async function applicationDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<ApplicationDetail> {
  const [row] = await withNames(
    db
      .select({
        ...itemColumns,
        applicantId: sql<number>`coalesce(${applications.beneficiaryId}, ${applications.partnerId})`.mapWith(
          Number,
        ),
        summary: applications.summary,
        startDate: applications.startDate,
        endDate: applications.endDate,
        costItems: applications.costItems,
        reviewComment: applications.reviewComment,
        createdById: applications.createdBy,
        submittedById: applications.submittedBy,
      })
      .from(applications)
      .$dynamic(),
  ).where(
    and(
      eq(applications.id, id),
      filedUnderScope(await dataScopeOf(request, db), applications.projectId, applications.createdBy),
    ),
  );
  if (!row) throw notFound(request.t('application.notFound'));
  const snapshots = await db
    .select({
      id: applicationSnapshots.id,
      round: applicationSnapshots.round,
      content: applicationSnapshots.content,
      submittedBy: users.name,
      createdAt: applicationSnapshots.createdAt,
    })
    .from(applicationSnapshots)
    .leftJoin(users, eq(users.id, applicationSnapshots.submittedBy))
    .where(eq(applicationSnapshots.applicationId, id))
    .orderBy(asc(applicationSnapshots.round));
  const attachments = (await fileRefsOf(db, 'application', [id])).get(id) ?? [];
  return {
    ...toItem(row),
    attachments,
    attachmentIds: attachments.map((file) => file.id),
    snapshots: snapshots.map((snapshot) => ({ ...snapshot, createdAt: snapshot.createdAt.toISOString() })),
    approval: await approvalLinkOf(db, request, 'application', id),
  };
}
