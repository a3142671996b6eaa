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
