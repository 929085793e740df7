import { describe, expect, it } from 'vitest';
import { figureChange } from '../../../src/domain/analytics/figure-change';
import { chartCsv } from '../../../src/domain/analytics/chart-csv';

describe('the change of a figure against the previous period', () => {
  it('is a ratio of the previous value, rounded to a tenth of a percent', () => {
    expect(figureChange(125, 100)).toEqual({ kind: 'percent', ratio: 0.25, direction: 'up' });
    expect(figureChange(4, 1.5)).toEqual({ kind: 'percent', ratio: 1.667, direction: 'up' });
    expect(figureChange(0, 40)).toEqual({ kind: 'percent', ratio: -1, direction: 'down' });
    expect(figureChange(7, 7)).toEqual({ kind: 'percent', ratio: 0, direction: 'flat' });
  });

  it('never reads "-0 %" for a fall too small to show', () => {
    const change = figureChange(99_999, 100_000);
    expect(change).toEqual({ kind: 'percent', ratio: 0, direction: 'flat' });
    expect(Object.is(change.kind === 'percent' && change.ratio, -0)).toBe(false);
  });

  it('is "new" when the previous period had nothing, and no percentage at all', () => {
    expect(figureChange(3, 0)).toEqual({ kind: 'new' });
    expect(figureChange(4.5, null)).toEqual({ kind: 'new' });
  });

  it('is none without a previous period (all time), without a value now, or with nothing on either side', () => {
    expect(figureChange(12, undefined)).toEqual({ kind: 'none' });
    expect(figureChange(null, null)).toEqual({ kind: 'none' });
    expect(figureChange(0, 0)).toEqual({ kind: 'percent', ratio: 0, direction: 'flat' });
    expect(figureChange(null, 4)).toEqual({ kind: 'none' });
    expect(figureChange(0, null)).toEqual({ kind: 'none' });
  });
});

describe("a chart's CSV", () => {
  it('has a BOM, the headers, one line per row, empty cells for no value and formulas defused', () => {
    expect(chartCsv(['Period', 'Average, stars'], [['2025-03-05', 4.5], ['2025-03-06', null], ['=cmd', 1]])).toBe(
      '\uFEFFPeriod,"Average, stars"\r\n2025-03-05,4.5\r\n2025-03-06,\r\n\'=cmd,1\r\n',
    );
  });
});
