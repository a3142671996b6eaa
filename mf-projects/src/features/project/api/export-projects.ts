import { fetchBlob, saveBlob } from '@pm/shared/ui';

/** `projects-20261115.xlsx`: the day of the export, so several downloads do not overwrite each other's name. */
export function exportFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `projects-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}.xlsx`;
}

/**
 * Downloads the projects matching the list's filters as `.xlsx` (`GET /pm/projects/export`) through the shared
 * `http`, so the token goes as a header. Rejects with the server's message when the export is refused.
 */
export async function exportProjects(filters: Record<string, string>): Promise<void> {
  saveBlob(await fetchBlob('/pm/projects/export', filters), exportFileName());
}
