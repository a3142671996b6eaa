/** What makes a spreadsheet read typed text as a formula: = + - @, or a tab or carriage return before one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell's value, safe to open in Excel or LibreOffice: text that would start a formula (a project named
 * `=HYPERLINK(…)`) gets a leading apostrophe, which spreadsheets read as "this is text" (OWASP CSV injection).
 */
export function escapeCellText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
