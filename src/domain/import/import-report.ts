import { type ImportIssue } from './import-job';

/**
 * The downloadable report of an import (docs/product/import-screens.md#report): one CSV line per
 * row problem, made in the browser from get_review_import_issues, words in the merchant's language.
 */
export interface ImportReportWords {
  /** Row, column, value, problem, duplicate of. */
  readonly headers: readonly [string, string, string, string, string];
  /** The problem in words (the `import` namespace's `issues.<code>`). */
  describe(issue: ImportIssue): string;
}

/** A spreadsheet reads a cell starting with these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: a value a spreadsheet would run as a formula gets a leading apostrophe, and a
 * cell with a separator, quote or line break is quoted (RFC 4180).
 */
export function reportCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report's text: a BOM (so spreadsheets read it as UTF-8), the header line, one line per issue. */
export function importReportCsv(issues: readonly ImportIssue[], words: ImportReportWords): string {
  const lines = [words.headers.map(reportCell).join(',')];
  for (const issue of issues) {
    lines.push([issue.row, issue.field, issue.value, words.describe(issue), issue.duplicateOf ?? ''].map(reportCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
