import type { Locale } from '@pm/domain/contracts/locale';
import { textsIn, type Texts } from '../http/texts';
import type { DataScope } from '../security/data-scope';

/**
 * Whom a list's export reads for, as plain data: an export job carries it to whichever server writes the workbook,
 * long after the request (modules/exports). Resolved once from the request: the rows are those the caller's data
 * scope let them read when they asked.
 */
export interface ExportCallerData {
  userId: number;
  locale: Locale;
  scope: DataScope;
  /** Whether confidential archive entries are theirs to read (materials only; false elsewhere). */
  confidential: boolean;
}

/** The caller with their language's texts, as the export builders use it. */
export interface ExportCaller extends ExportCallerData {
  t: Texts;
}

/** The caller of stored data (an export job's), with the texts of their language. */
export const exportCaller = (data: ExportCallerData): ExportCaller => ({ ...data, t: textsIn(data.locale) });
