import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { loadExcelJS } from './exceljs';
import { escapeCellText } from './cell-text';

/**
 * The one module that knows the Excel library (exceljs today): every export writes through `workbookStream`, so
 * swapping the library is a change here only.
 */

export type Cell = string | number | null;

export interface WorkbookColumn {
  header: string;
  /** In characters. */
  width: number;
  /** Shown as an amount (`#,##0.00`). */
  amount?: boolean;
}

export interface WorkbookSheet {
  name: string;
  columns: readonly WorkbookColumn[];
  /** The rows, a batch at a time; the next batch may be read while one is written. */
  rows: AsyncIterable<readonly Cell[][]>;
}

const AMOUNT_FORMAT = '#,##0.00';

/** Text that a spreadsheet would run as a formula gets its apostrophe (see `escapeCellText`). */
const cellOf = (value: Cell) => (typeof value === 'string' ? escapeCellText(value) : value);

async function write(sheet: WorkbookSheet, out: PassThrough): Promise<void> {
  const workbook = new (await loadExcelJS()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const worksheet = workbook.addWorksheet(sheet.name);
  worksheet.columns = sheet.columns.map((column, index) => ({
    key: String(index),
    header: column.header,
    width: column.width,
    ...(column.amount ? { style: { numFmt: AMOUNT_FORMAT } } : {}),
  }));
  for await (const rows of sheet.rows) {
    for (const row of rows) worksheet.addRow(row.map(cellOf)).commit();
    // Wait for the client to take what was written before reading more.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  worksheet.commit();
  await workbook.commit();
}

/**
 * One sheet as an .xlsx stream, written row by row as the batches arrive, so that 100 000 rows never sit in memory.
 * Whatever must be able to fail with a proper error response has to be read before calling this: a failure once
 * the stream runs is reported to `onError` and can only cut the download short.
 */
export function workbookStream(sheet: WorkbookSheet, onError: (error: unknown) => void): Readable {
  const out = new PassThrough();
  write(sheet, out).catch((error: unknown) => {
    onError(error);
    out.destroy(error as Error);
  });
  return out;
}
