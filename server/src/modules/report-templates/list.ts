import type { Page } from '@pm/domain/contracts';
import type {
  ReportTemplateDetail,
  ReportTemplateListItem,
  ReportTemplateVersion,
  TemplateVersionOption,
} from '@pm/domain/shapes/report-template';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { reportTemplates, reportTemplateVersions } from '../../db/schema';
import { qualified } from '../../db/qualified';
import { notFound } from '../../http/errors';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import type { TemplateListQuery } from './schema';

type VersionRow = typeof reportTemplateVersions.$inferSelect;

const versionsOf = (status: string) =>
  sql`(select v.id, v.seq from ${reportTemplateVersions} v where v.template_id = ${qualified(reportTemplates.id)} and v.status = ${status} order by v.seq desc limit 1)`;

const columns = {
  id: reportTemplates.id,
  code: reportTemplates.code,
  nameZh: reportTemplates.nameZh,
  nameEn: reportTemplates.nameEn,
  description: reportTemplates.description,
  publishedSeq: sql<number | null>`(select p.seq from ${versionsOf('published')} p)`,
  publishedVersionId: sql<number | null>`(select p.id from ${versionsOf('published')} p)`,
  draftVersionId: sql<number | null>`(select d.id from ${versionsOf('draft')} d)`,
  versionCount: sql<number>`(select count(*)::int from ${reportTemplateVersions} c where c.template_id = ${qualified(reportTemplates.id)})`,
  version: reportTemplates.version,
  updatedAt: reportTemplates.updatedAt,
};

const toItem = (
  row: { updatedAt: Date } & Omit<ReportTemplateListItem, 'updatedAt'>,
): ReportTemplateListItem => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

export const toVersion = (row: VersionRow): ReportTemplateVersion => ({
  id: row.id,
  templateId: row.templateId,
  seq: row.seq,
  status: row.status,
  definition: row.definition,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  retiredAt: row.retiredAt?.toISOString() ?? null,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listTemplates(
  db: Executor,
  query: Static<typeof TemplateListQuery>,
): Promise<Page<ReportTemplateListItem>> {
  const where = keywordFilter(query.keyword, [reportTemplates.nameZh, reportTemplates.nameEn]);
  const plan = planList(
    query,
    {
      nameZh: reportTemplates.nameZh,
      updatedAt: reportTemplates.updatedAt,
      createdAt: reportTemplates.createdAt,
    },
    { field: 'createdAt', order: 'ascend' },
    reportTemplates.id,
  );
  const rows = db.select(columns).from(reportTemplates).where(where).$dynamic();
  const total = db.select({ value: count() }).from(reportTemplates).where(where);
  return fetchPage(rows, total, plan, toItem);
}

export async function templateDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<ReportTemplateDetail> {
  const [row] = await db.select(columns).from(reportTemplates).where(eq(reportTemplates.id, id));
  if (!row) throw notFound(request.t('reportTemplate.notFound'));
  const versions = await db
    .select()
    .from(reportTemplateVersions)
    .where(eq(reportTemplateVersions.templateId, id))
    .orderBy(asc(reportTemplateVersions.seq));
  return { ...toItem(row), versions: versions.map(toVersion) };
}

export async function versionForm(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<ReportTemplateVersion> {
  const [row] = await db.select().from(reportTemplateVersions).where(eq(reportTemplateVersions.id, id));
  if (!row) throw notFound(request.t('reportTemplate.versionNotFound'));
  return toVersion(row);
}

/** Published versions, newest template first, for a plan's items. */
export async function versionOptions(db: Executor): Promise<TemplateVersionOption[]> {
  return db
    .select({
      id: reportTemplateVersions.id,
      templateId: reportTemplates.id,
      seq: reportTemplateVersions.seq,
      nameZh: reportTemplates.nameZh,
      nameEn: reportTemplates.nameEn,
    })
    .from(reportTemplateVersions)
    .innerJoin(reportTemplates, eq(reportTemplates.id, reportTemplateVersions.templateId))
    .where(and(eq(reportTemplateVersions.status, 'published')))
    .orderBy(asc(reportTemplates.id), asc(reportTemplateVersions.seq));
}
