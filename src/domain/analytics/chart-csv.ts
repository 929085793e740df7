import { reportCell } from '../import/import-report';

/**
 * A chart's data as a CSV file (docs/product/analytics.md#charts): a BOM so spreadsheets read
 * UTF-8, the header line in the merchant's words, then one line per row; values as plain numbers
 * (a dot for decimals), days as YYYY-MM-DD, a missing value as an empty cell.
 */
export function chartCsv(headers: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map((cell) => (cell === null ? '' : reportCell(cell))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
