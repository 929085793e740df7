import { describe, expect, it } from 'vitest';
import { LoadAnalyticsUseCase } from '../../../src/application/home/load-analytics.use-case';
import { ApiError } from '../../../src/application/http/api-error';
import { getAnalytics } from '../../../src/contracts/analytics.contract';
import { presetDateRange } from '../../../src/domain/dates/date-range';
import { chartRows, chartsOf } from '../../../src/ui/home/analytics/analytics-charts';
import { formatBucket, formatPercentChange } from '../../../src/ui/home/analytics/analytics-format';
import { formatFigure } from '../../../src/ui/kit/figure-format';
import { AnalyticsViewModel } from '../../../src/ui/home/analytics/analytics.view-model';
import { DataAnalyzeViewModel, viewOfHash } from '../../../src/ui/home/analytics/data-analyze.view-model';
import { testAnalyticsReport } from '../../fakes/analytics-fixtures';
import { FakeContractClient } from '../../fakes/fake-contract-client';
import { FakeFileSaver } from '../../fakes/fake-file-saver';
import { createTestRequestCache } from '../../support/adapter-fakes';

function analyticsWith(client = new FakeContractClient().on(getAnalytics, testAnalyticsReport())) {
  return { client, analytics: new AnalyticsViewModel(new LoadAnalyticsUseCase(client, createTestRequestCache())) };
}

describe('AnalyticsViewModel', () => {
  it('loads the last 30 days first and makes six tiles with their change against the previous period', async () => {
    const { client, analytics } = analyticsWith();
    await analytics.load();
    expect(client.callsTo(getAnalytics)).toEqual([{ date_range: 3 }]);
    expect(analytics.status).toBe('loaded');
    expect(analytics.tiles.map((tile) => [tile.key, tile.value, tile.change])).toEqual([
      ['average_star_rating', 4.5, { kind: 'percent', ratio: 0.5, direction: 'up' }],
      ['reviews_collected', 2, { kind: 'new' }],
      ['review_requests_sent', 4, { kind: 'percent', ratio: -0.5, direction: 'down' }],
      ['unique_visitor', 10, { kind: 'percent', ratio: 0, direction: 'flat' }],
      ['order_count', 3, { kind: 'percent', ratio: 0.5, direction: 'up' }],
      ['retention_revenue', 1234.5, { kind: 'percent', ratio: 0.234, direction: 'up' }],
    ]);
    expect(analytics.hasPreviousPeriod).toBe(true);
  });

  it('shows no change for all time, which has no previous period', async () => {
    const allTime = testAnalyticsReport({ previous: null, previous_period: null });
    const client = new FakeContractClient().on(getAnalytics, (query) => ('date_range' in query && query.date_range === 0 ? allTime : testAnalyticsReport()));
    const { analytics } = analyticsWith(client);
    analytics.setDateRange(presetDateRange(0));
    await analytics.load();
    expect(analytics.hasPreviousPeriod).toBe(false);
    expect(analytics.tiles.every((tile) => tile.change.kind === 'none')).toBe(true);
  });

  it('applies a valid custom range and refuses one that is not a real date, saying so', async () => {
    const { client, analytics } = analyticsWith();
    analytics.customRange.setStart('2025-02-30');
    analytics.customRange.setEnd('2025-03-06');
    expect(analytics.applyCustomRange()).toBe(false);
    expect(analytics.customRange.startError?.key).toBe('dateFormatError');
    analytics.customRange.setStart('2025-03-05');
    expect(analytics.applyCustomRange()).toBe(true);
    await analytics.load();
    expect(client.callsTo(getAnalytics).at(-1)).toEqual({ start_date: '2025-03-05', end_date: '2025-03-06' });
  });

  it('fails when the server does, and loads again on retry', async () => {
    const { client, analytics } = analyticsWith(new FakeContractClient().fail(getAnalytics, new ApiError('envelope', 'Server error', 1)));
    await analytics.load();
    expect(analytics.status).toBe('failed');
    client.on(getAnalytics, testAnalyticsReport());
    await analytics.load();
    expect(analytics.status).toBe('loaded');
  });
});

describe('DataAnalyzeViewModel', () => {
  it('takes its view from the hash, the reviews view for anything else', () => {
    expect(viewOfHash('#conversion-revenue')).toBe('conversion-revenue');
    expect(viewOfHash('#reviews')).toBe('reviews');
    expect(viewOfHash('')).toBe('reviews');
    expect(viewOfHash('#other')).toBe('reviews');
  });

  it("draws each view's charts of the spec's types and downloads a chart's table as CSV", async () => {
    const { analytics } = analyticsWith();
    const saver = new FakeFileSaver();
    const screen = new DataAnalyzeViewModel(analytics, saver);
    await analytics.load();
    expect(screen.charts?.map((chart) => chart.type)).toEqual(['Bar', 'Line', 'HorizontalBar', 'Donut']);
    screen.showHash('#conversion-revenue');
    const charts = screen.charts!;
    expect(charts.map((chart) => chart.type)).toEqual(['Combo', 'Line', 'Bar', 'Line']);
    await screen.downloadCsv(charts[0]!, ['Period', 'Orders', 'Revenue']);
    expect(saver.saved).toEqual([
      { filename: 'ordersRevenue-2025-03-05-2025-03-06.csv', type: 'text/csv;charset=utf-8', text: '\uFEFFPeriod,Orders,Revenue\r\n2025-03-05,1,25\r\n2025-03-06,2,50\r\n' },
    ]);
  });
});

describe('the charts and their words', () => {
  it('stack the reviews of each period by rating and list the ratings 5 stars first', () => {
    const [perPeriod, , distribution] = chartsOf('reviews', testAnalyticsReport());
    expect(chartRows(perPeriod!)).toEqual([
      { key: '2025-03-05', values: [0, 0, 0, 1, 0] },
      { key: '2025-03-06', values: [0, 0, 0, 0, 1] },
    ]);
    expect(chartRows(distribution!).map((row) => row.key)).toEqual(['5', '4', '3', '2', '1']);
  });

  it('write figures, changes and periods in the admin language', () => {
    expect(formatFigure(1234.5, 'money', 'de', 'EUR').replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(formatFigure(4.256, 'rating', 'en', 'EUR')).toBe('4.26');
    expect(formatFigure(null, 'rating', 'en', 'EUR')).toBe('—');
    expect(formatPercentChange({ kind: 'percent', ratio: 0.235, direction: 'up' }, 'en')).toBe('+23.5%');
    expect(formatPercentChange({ kind: 'percent', ratio: -0.5, direction: 'down' }, 'en')).toBe('-50%');
    expect(formatPercentChange({ kind: 'new' }, 'en')).toBeNull();
    expect(formatBucket('2025-03-05', 'day', 'en')).toBe('Mar 5');
    expect(formatBucket('2025-03-01', 'month', 'de')).toBe('März 2025');
  });
});
