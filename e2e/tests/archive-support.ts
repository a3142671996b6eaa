import type { APIRequestContext } from '@playwright/test';
import type { MaterialCategory, MaterialDetail } from '../../shared/domain/src/shapes/material';
import { apiCall } from './api-session';

/**
 * A project closes only once each category the archive requires for closing has an archived entry (the close
 * gate). A spec about closing files and confirms one paper entry per such category through the archive's API,
 * as `token`'s user (who holds the archive's create and archive buttons).
 */
export async function archiveRequiredCategories(
  request: APIRequestContext,
  token: string,
  projectId: number,
): Promise<void> {
  const categories = await apiCall<MaterialCategory[]>(request, token, 'GET', '/pm/materials/categories');
  for (const { value } of categories.filter((category) => category.requiredForClose)) {
    const entry = await apiCall<MaterialDetail>(request, token, 'POST', '/pm/materials', {
      projectId,
      category: value,
      title: `结项归档 ${value}`,
      confidentiality: 'internal',
      retentionUntil: '2056-12-31',
      fileIds: [],
    });
    await apiCall(request, token, 'POST', `/pm/materials/${entry.id}/archive`, { version: entry.version });
  }
}
