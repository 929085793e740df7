import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadAnalyticsUseCase } from '../../../application/home/load-analytics.use-case';
import { type AnalyticsFigures, type AnalyticsReport } from '../../../domain/analytics/analytics-report';
import { figureChange, type FigureChange } from '../../../domain/analytics/figure-change';
import { DATE_RANGE_LAST_30_DAYS, type DateRangeChoice, presetDateRange } from '../../../domain/dates/date-range';
import { CustomDateRangeFields } from '../../kit/custom-date-range-fields';
import { type FigureFormat } from '../../kit/figure-format';

export type AnalyticsStatus = 'loading' | 'loaded' | 'failed';

/** The dashboard's default period (docs/product/analytics.md#periods). */
export const DEFAULT_ANALYTICS_RANGE = presetDateRange(DATE_RANGE_LAST_30_DAYS);

/** How a tile's value is written: a star average, a count, or money in the shop's currency. */
export type TileFormat = FigureFormat;

export interface AnalyticsTile {
  /** The figure's field, which is also its word key (`tiles.<key>`). */
  readonly key: TileKey;
  readonly format: TileFormat;
  /** Null when the figure has no value (no reviews to average). */
  readonly value: number | null;
  readonly change: FigureChange;
}

/** The six tiles, in the dashboard's order (docs/product/analytics.md#tiles). */
export const TILE_KEYS = ['average_star_rating', 'reviews_collected', 'review_requests_sent', 'unique_visitor', 'order_count', 'retention_revenue'] as const;
/** The referral programme's figures, on /data-analyze's conversion and revenue view (docs/product/referrals-list.md#analytics). */
const REFERRAL_TILE_KEYS = ['referral_conversions', 'referral_revenue', 'referral_rewards_issued'] as const;
export type TileKey = (typeof TILE_KEYS)[number] | (typeof REFERRAL_TILE_KEYS)[number];

const TILE_FORMATS: Readonly<Record<TileKey, TileFormat>> = {
  average_star_rating: 'rating',
  reviews_collected: 'count',
  review_requests_sent: 'count',
  unique_visitor: 'count',
  order_count: 'count',
  retention_revenue: 'money',
  referral_conversions: 'count',
  referral_revenue: 'money',
  referral_rewards_issued: 'count',
};

/**
 * The analytics of one date range, for the dashboard's tiles and /data-analyze: the range (last
 * 30 days until the merchant picks another), its custom fields, the answer and the tiles.
 * A later range wins over a slower earlier answer.
 */
@injectable()
export class AnalyticsViewModel {
  range: DateRangeChoice = DEFAULT_ANALYTICS_RANGE;
  readonly customRange = new CustomDateRangeFields();
  status: AnalyticsStatus = 'loading';
  report: AnalyticsReport | null = null;
  private requested = 0;

  constructor(@inject(LoadAnalyticsUseCase) private readonly loadAnalytics: LoadAnalyticsUseCase) {
    makeAutoObservable<this, 'loadAnalytics' | 'requested'>(this, { loadAnalytics: false, requested: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.requested += 1;
    const request = this.requested;
    this.status = 'loading';
    try {
      const report = await this.loadAnalytics.execute(this.range);
      runInAction(() => {
        if (request !== this.requested) return;
        this.report = report;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (request === this.requested) this.status = 'failed';
      });
    }
  }

  setDateRange(range: DateRangeChoice): void {
    this.range = range;
    if (range.kind === 'preset') this.customRange.reset();
    void this.load();
  }

  /** Validates the custom fields and applies their range when valid; returns whether it did. */
  applyCustomRange(): boolean {
    const range = this.customRange.validate();
    if (range === null) return false;
    this.setDateRange(range);
    return true;
  }

  /** False for all time, which has no period before it. */
  get hasPreviousPeriod(): boolean {
    return (this.report?.previous ?? null) !== null;
  }

  get currency(): string {
    return this.report?.currency ?? '';
  }

  get tiles(): readonly AnalyticsTile[] {
    return tilesOf(this.report, TILE_KEYS);
  }

  get referralTiles(): readonly AnalyticsTile[] {
    return tilesOf(this.report, REFERRAL_TILE_KEYS);
  }
}

function figureOf(figures: AnalyticsFigures, key: TileKey): number | null {
  return figures[key];
}

function tilesOf(report: AnalyticsReport | null, keys: readonly TileKey[]): readonly AnalyticsTile[] {
  if (report === null) return [];
  return keys.map((key) => ({
    key,
    format: TILE_FORMATS[key],
    value: report.current[key],
    change: figureChange(report.current[key], report.previous === null ? undefined : figureOf(report.previous, key)),
  }));
}