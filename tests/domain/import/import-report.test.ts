import { describe, expect, it } from 'vitest';
import { importReportCsv, reportCell } from '../../../src/domain/import/import-report';
import { IMPORT_TEMPLATE_COLUMNS, importTemplateCsv } from '../../../src/domain/import/import-template';

const WORDS = { headers: ['Row', 'Column', 'Value', 'Problem', 'Duplicate of'] as const, describe: () => 'Bad, "very" bad' };

describe('import report', () => {
  it('neutralises values a spreadsheet would run as formulas', () => {
    expect(reportCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(reportCell('+1')).toBe("'+1");
    expect(reportCell('-2')).toBe("'-2");
    expect(reportCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(reportCell('\tx')).toBe("'\tx");
    expect(reportCell(-3)).toBe('-3');
    expect(reportCell('plain')).toBe('plain');
  });

  it('quotes cells with separators, quotes and line breaks', () => {
    expect(reportCell('a,b')).toBe('"a,b"');
    expect(reportCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('writes a BOM, the header and one line per issue with its duplicate', () => {
    const csv = importReportCsv(
      [
        { row: 3, code: 'duplicate_in_file', field: 'body', value: 'Great', duplicateOf: 1 },
        { row: 4, code: 'rating_invalid', field: 'rating', value: '=1+1' },
      ],
      WORDS,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Row,Column,Value,Problem,Duplicate of',
      '3,body,Great,"Bad, ""very"" bad",1',
      `4,rating,'=1+1,"Bad, ""very"" bad",`,
      '',
    ]);
  });

  it('gives the template its columns and one example row of as many cells', () => {
    const [header, example] = importTemplateCsv().split('\r\n');
    expect(header?.split(',')).toEqual([...IMPORT_TEMPLATE_COLUMNS]);
    expect(example?.split(',')).toHaveLength(IMPORT_TEMPLATE_COLUMNS.length);
  });
});
