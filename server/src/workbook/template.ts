import type ExcelJS from 'exceljs';
import { loadExcelJS } from './exceljs';
import { escapeCellText } from './cell-text';

/**
 * An import template (the import centre): a header row, a sample row, text-formatted columns (an ID number stays
 * text, never 1.1e+17) and drop-down lists of the allowed values. The lists sit on a hidden sheet, so they are not
 * bound by the 255 characters an inline list may have.
 */

export interface TemplateColumn {
  header: string;
  /** In characters. */
  width: number;
  /** The values offered in a drop-down (the cell still accepts what the import accepts). */
  list?: readonly string[];
  /** Several values of the list, separated by commas: the drop-down is a hint, not a rule. */
  multiple?: boolean;
  /** A note shown on the header cell (the format expected). */
  note?: string;
}

export interface TemplateSheet {
  name: string;
  listsName: string;
  columns: readonly TemplateColumn[];
  sample: readonly string[];
  /** How many rows below the header the drop-downs cover. */
  rows: number;
}

const columnLetter = (index: number): string => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
};

/** exceljs keeps range validations on the sheet (one rule for a whole column) but its types lack them. */
const validations = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: { add: (range: string, rule: ExcelJS.DataValidation) => void } })
    .dataValidations;

/** The template as .xlsx bytes. */
export async function templateWorkbook(sheet: TemplateSheet): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  const data = workbook.addWorksheet(sheet.name);
  const lists = workbook.addWorksheet(sheet.listsName, { state: 'veryHidden' });
  data.columns = sheet.columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: { numFmt: '@' },
  }));
  data.getRow(1).font = { bold: true };
  data.views = [{ state: 'frozen', ySplit: 1 }];
  data.addRow(sheet.sample.map(escapeCellText));
  let listColumn = 0;
  sheet.columns.forEach((column, index) => {
    const cell = data.getCell(1, index + 1);
    if (column.note) cell.note = column.note;
    if (!column.list || column.list.length === 0) return;
    const letter = columnLetter(listColumn);
    listColumn += 1;
    column.list.forEach((value, row) => {
      lists.getCell(row + 1, listColumn).value = escapeCellText(value);
    });
    const range = `'${sheet.listsName}'!$${letter}$1:$${letter}$${column.list.length}`;
    const target = columnLetter(index);
    validations(data).add(`${target}2:${target}${sheet.rows + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [range],
      showErrorMessage: !column.multiple,
      errorStyle: 'stop',
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
