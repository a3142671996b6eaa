import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

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

type SheetRows = AsyncIterable<ExcelJS.Row> & { id?: number };

/** exceljs' streaming reader; its types lack the async iteration it supports. */
function streamReader(body: Buffer) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([body]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  return reader as unknown as AsyncIterable<SheetRows>;
}

const rowTexts = (row: ExcelJS.Row, width: number) => {
  const values = row.values as ExcelJS.CellValue[];
  return Array.from({ length: width }, (_, index) => cellText(values[index + 1]));
};

/**
 * The first sheet of an .xlsx, streamed (10 000 rows read in a fraction of what loading the whole workbook takes):
 * header and data rows as text, at most `maxRows` data rows (more: `tooManyRows`); `headerOnly` stops after the
 * header and the first data row (an upload's check). Anything exceljs cannot read is `notWorkbook`.
 */
export async function readFirstSheet(
  body: Buffer,
  maxRows: number,
  { headerOnly = false } = {},
): Promise<ReadSheet> {
  let header: string[] | null = null;
  const rows: ReadSheet['rows'] = [];
  try {
    for await (const sheet of streamReader(body)) {
      for await (const row of sheet) {
        if (header === null) {
          const cells = row.values as ExcelJS.CellValue[];
          header = rowTexts(row, Math.max(0, cells.length - 1)).map((cell) =>
            typeof cell === 'string' ? cell : '',
          );
          continue;
        }
        const cells = rowTexts(row, header.length);
        if (cells.every((cell) => cell === '')) continue;
        if (rows.length === maxRows) throw new UnreadableWorkbook('tooManyRows', maxRows);
        rows.push({ row: row.number, cells });
        if (headerOnly) break;
      }
      // The first sheet only; the rest of the file is not read.
      break;
    }
  } catch (error) {
    if (error instanceof UnreadableWorkbook) throw error;
    throw new UnreadableWorkbook('notWorkbook');
  }
  if (header === null) throw new UnreadableWorkbook('noSheet');
  return { header, rows };
}
