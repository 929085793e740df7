import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { type FileFormatId } from '../../../src/domain/import/imported-review';

/** A fixture file of tests/fixtures/import as its header row and data rows. */
export function readFixture(id: FileFormatId): { headers: string[]; rows: string[][] } {
  const text = readFileSync(new URL(`../../fixtures/import/${id}.csv`, import.meta.url), 'utf8');
  const records: string[][] = parse(text, { bom: true, relax_column_count: true });
  const [headers, ...rows] = records;
  return { headers: headers!, rows };
}
