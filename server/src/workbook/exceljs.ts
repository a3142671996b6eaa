import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded on first use: it costs ~250 ms of CPU to load, and most starts (and most of the server suite's
 * test processes) never read or write a workbook.
 */
export function loadExcelJS(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
