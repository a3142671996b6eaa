import ExcelJS from 'exceljs';

/**
 * The first sheet of a downloaded .xlsx. Tests read workbooks only here, as the server writes them only in
 * `src/workbook/writer.ts`: these two files are all a change of Excel library touches.
 */
export async function firstSheet(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

/** An .xlsx of one sheet with these rows (the first is the header), as a test uploads it. */
export async function workbookOf(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row as ExcelJS.CellValue[]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The sheet's rows as text (row 1 first; empty cells ''). */
export function sheetTexts(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let index = 1; index <= sheet.actualColumnCount; index += 1) {
      const value = row.getCell(index).value;
      cells.push(value === null || value === undefined ? '' : String(value));
    }
    rows.push(cells);
  });
  return rows;
}
