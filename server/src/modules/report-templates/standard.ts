import { eq } from 'drizzle-orm';
import { STANDARD_TEMPLATE_CODE } from '@pm/domain/report-templates';
import type { Executor } from '../../db/client';
import { reportTemplates, reportTemplateVersions } from '../../db/schema';

/** The published version of the built-in standard template: the form of every item without a template of its own. */
export async function standardVersionId(db: Executor): Promise<number> {
  const [row] = await db
    .select({ id: reportTemplateVersions.id })
    .from(reportTemplateVersions)
    .innerJoin(reportTemplates, eq(reportTemplates.id, reportTemplateVersions.templateId))
    .where(eq(reportTemplates.code, STANDARD_TEMPLATE_CODE))
    .orderBy(reportTemplateVersions.seq)
    .limit(1);
  return row!.id;
}
