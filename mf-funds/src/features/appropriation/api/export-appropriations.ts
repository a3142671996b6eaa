import type { AppropriationView } from '@pm/shared/contracts';
import { fetchBlob, saveBlob } from '@pm/shared/ui';

/** `appropriations-wait-20261115.xlsx`: the view and the day, so several exports keep apart. */
export function exportFileName(view: AppropriationView, now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  return `appropriations-${view}-${day}.xlsx`;
}

/**
 * Downloads the rows of a view that match the filters as `.xlsx` (`GET /pm/appropriations/export`) through the
 * shared `http`, so the token goes as a header. Rejects with the server's message when refused.
 */
export async function exportAppropriations(
  view: AppropriationView,
  filters: Record<string, string>,
): Promise<void> {
  saveBlob(await fetchBlob('/pm/appropriations/export', { ...filters, view }), exportFileName(view));
}
