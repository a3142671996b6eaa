import { eq, isNull, sql } from 'drizzle-orm';
import {
  STANDARD_TEMPLATE,
  STANDARD_TEMPLATE_CODE,
  STANDARD_TEMPLATE_NAME,
} from '@pm/domain/report-templates';
import type { Transaction } from '../db/client';
import { standardVersionId } from '../modules/report-templates/standard';
import { reportTemplates, reportTemplateVersions, stageReports } from '../db/schema';

/**
 * The built-in standard template (published version 1), once; then every report filed before templates (or by
 * the demo) is moved onto it: its template version and its values, read from its own columns and attachments.
 */
export async function seedStandardTemplate(tx: Transaction): Promise<number> {
  const [existing] = await tx
    .select({ id: reportTemplates.id })
    .from(reportTemplates)
    .where(eq(reportTemplates.code, STANDARD_TEMPLATE_CODE));
  if (!existing) {
    const [template] = await tx
      .insert(reportTemplates)
      .values({
        code: STANDARD_TEMPLATE_CODE,
        nameZh: STANDARD_TEMPLATE_NAME.zh,
        nameEn: STANDARD_TEMPLATE_NAME.en,
        description: '内置模板：标题、进展、绩效指标、受益人数、支出与附件',
      })
      .returning({ id: reportTemplates.id });
    await tx.insert(reportTemplateVersions).values({
      templateId: template!.id,
      seq: 1,
      status: 'published',
      definition: STANDARD_TEMPLATE,
      publishedAt: new Date(),
    });
  }
  const versionId = await standardVersionId(tx);
  await tx
    .update(stageReports)
    .set({
      templateVersionId: versionId,
      // Moving a report onto the template is not an edit of it: its last change keeps its date.
      updatedAt: sql`${stageReports.updatedAt}`,
      values: sql`jsonb_build_object(
        'title', ${stageReports.title},
        'summary', ${stageReports.summary},
        'indicators', ${stageReports.indicators},
        'beneficiariesReached', ${stageReports.beneficiariesReached}::text,
        'amountSpent', ${stageReports.amountSpent}::text,
        'spendingSummary', ${stageReports.spendingSummary},
        'attachmentIds', coalesce((select jsonb_agg(f.file_id order by f.file_id) from entity_files f
          where f.entity = 'report' and f.entity_id = ${stageReports.id}), '[]'::jsonb))`,
    })
    .where(isNull(stageReports.templateVersionId));
  return versionId;
}
