import type { AgreementDetail, AgreementListItem } from '@pm/domain/shapes';
import type { Page } from '@pm/domain/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { agreementInstalments, agreementReportItems, agreements, projects } from '../../db/schema';
import { notFound } from '../../http/errors';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { fileRefsOf } from '../records/files';
import { agreementSchedule } from '../records/report-items';
import type { AgreementListQuery } from './schema';
import { dataScopeOf, filedUnderScope, type DataScope } from '../../security/data-scope';
import { approvalLinkOf } from '../../approvals/link';

const itemColumns = {
  id: agreements.id,
  number: agreements.number,
  projectId: agreements.projectId,
  projectName: projects.name,
  partyA: agreements.partyA,
  partyB: agreements.partyB,
  signedDate: agreements.signedDate,
  effectiveDate: agreements.effectiveDate,
  expiryDate: agreements.expiryDate,
  totalAmount: agreements.totalAmount,
  status: agreements.status,
  version: agreements.version,
  createdAt: agreements.createdAt,
};

const toItem = <Row extends { createdAt: Date }>(row: Row) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listAgreements(
  db: Executor,
  query: Static<typeof AgreementListQuery>,
  scope: DataScope,
): Promise<Page<AgreementListItem>> {
  const where = and(
    filedUnderScope(scope, agreements.projectId, agreements.createdBy),
    keywordFilter(query.keyword, [agreements.number, agreements.partyA, agreements.partyB]),
    query.status ? eq(agreements.status, query.status) : undefined,
    query.projectId ? eq(agreements.projectId, query.projectId) : undefined,
  );
  const plan = planList(
    query,
    {
      number: agreements.number,
      signedDate: agreements.signedDate,
      expiryDate: agreements.expiryDate,
      totalAmount: agreements.totalAmount,
      status: agreements.status,
      createdAt: agreements.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    agreements.id,
  );
  const rows = db
    .select(itemColumns)
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(where)
    .$dynamic();
  const total = db.select({ value: count() }).from(agreements).where(where);
  return fetchPage(rows, total, plan, toItem);
}

export async function agreementDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<AgreementDetail> {
  const [row] = await db
    .select({
      ...itemColumns,
      clauses: agreements.clauses,
      createdById: agreements.createdBy,
      submittedById: agreements.submittedBy,
    })
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .where(
      and(
        eq(agreements.id, id),
        filedUnderScope(await dataScopeOf(request, db), agreements.projectId, agreements.createdBy),
      ),
    );
  if (!row) throw notFound(request.t('agreement.notFound'));
  const instalments = await db
    .select({
      id: agreementInstalments.id,
      seq: agreementInstalments.seq,
      plannedDate: agreementInstalments.plannedDate,
      amount: agreementInstalments.amount,
      reportItemId: agreementInstalments.reportItemId,
      reportSeq: agreementReportItems.seq,
    })
    .from(agreementInstalments)
    .leftJoin(agreementReportItems, eq(agreementReportItems.id, agreementInstalments.reportItemId))
    .where(eq(agreementInstalments.agreementId, id))
    .orderBy(asc(agreementInstalments.seq));
  const [reportItems, files] = await Promise.all([
    agreementSchedule(db, id),
    fileRefsOf(db, 'agreement', [id]),
  ]);
  return {
    ...toItem(row),
    instalments,
    reportItems,
    files: files.get(id) ?? [],
    approval: await approvalLinkOf(db, request, 'agreement', id),
  };
}
