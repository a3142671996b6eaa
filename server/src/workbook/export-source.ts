import type { ExportKind } from '@pm/domain/contracts/exports';
import type { WorkbookSheet } from './writer';

/**
 * What a list's export hands the export centre (modules/exports `sendExport`): the sheet to write, and the count of
 * the rows its filter matches — read with the same filter and scope as the rows — which decides whether the
 * workbook downloads at once or is written in the background as an export job.
 */
export interface ExportSource {
  kind: ExportKind;
  /** The file's name in the caller's language, dated by the business date. */
  fileName: string;
  sheet: WorkbookSheet;
  count: () => Promise<number>;
}
