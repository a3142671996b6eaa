import type ExcelJS from 'exceljs';
import { loadExcelJS } from './exceljs';

/**
 * Reading an uploaded .xlsx (the import centre): the first sheet's cells as text. Like writer.ts, the only other
 * import of the Excel library, so a change of library stays in this folder.
 */

/** A cell as the import reads it: its text, or a formula (refused: the file must hold values). */
export type ReadCell = string | { formula: true };

export interface ReadSheet {
  /** The first row's texts, trimmed. */
  header: string[];
  /** The data rows (blank rows left out), each with its row number in the sheet. */
  rows: { row: number; cells: ReadCell[] }[];
}

/** Why a file could not be read at all; the caller turns it into a 400 in the caller's language. */
export class UnreadableWorkbook extends Error {
  constructor(
    readonly reason: 'notWorkbook' | 'noSheet' | 'tooManyRows',
    readonly limit?: number,
  ) {
    super(reason);
    this.name = 'UnreadableWorkbook';
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date cell is a calendar date: Excel stores no time zone, exceljs hands it over as UTC midnight. */
const dateText = (date: Date) =>
  Number.isNaN(date.getTime())
    ? ''
    : `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

function cellText(value: ExcelJS.CellValue): ReadCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('formula' in value || 'sharedFormula' in value) return { formula: true };
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  return '';
}

/**
 * The first sheet of an .xlsx: header and data rows as text, at most `maxRows` data rows (more: `tooManyRows`).
 * Anything exceljs cannot open is `notWorkbook`. The whole workbook is loaded: exceljs' streaming reader splits
 * multi-byte characters at its chunk boundaries (1 name in ~4 000 came back as "��电"), so it is not used.
 */
export async function readFirstSheet(body: Buffer, maxRows: number): Promise<ReadSheet> {
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableWorkbook('notWorkbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UnreadableWorkbook('noSheet');
  const width = sheet.getRow(1).cellCount;
  const texts = (row: ExcelJS.Row) =>
    Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1).value));
  const header = texts(sheet.getRow(1)).map((cell) => (typeof cell === 'string' ? cell : ''));
  const rows: ReadSheet['rows'] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1 || tooMany) return;
    const cells = texts(row);
    if (cells.every((cell) => cell === '')) return;
    if (rows.length === maxRows) tooMany = true;
    else rows.push({ row: number, cells });
  });
  if (tooMany) throw new UnreadableWorkbook('tooManyRows', maxRows);
  return { header, rows };
}
