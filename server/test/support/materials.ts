import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app';
import { materialCategoryRules, materials } from '../../src/db/schema';

/**
 * Archived entries, inserted directly, for every category a project needs before it may close (the close gate):
 * what tests about closing a project need without filing each one through the archive's routes.
 */
export async function archiveRequiredCategories(app: App, projectId: number): Promise<void> {
  const required = await app.db
    .select({ category: materialCategoryRules.category })
    .from(materialCategoryRules)
    .where(eq(materialCategoryRules.requiredForClose, true));
  await app.db.insert(materials).values(
    required.map(({ category }) => ({
      code: `T-${randomUUID()}`,
      title: `测试归档 ${category}`,
      category,
      projectId,
      retentionUntil: '2056-12-31',
      status: 'archived' as const,
    })),
  );
}
