import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type FileSaver } from '../../../application/platform/file-saver.port';
import { TOKENS } from '../../../application/tokens';
import { chartCsv } from '../../../domain/analytics/chart-csv';
import { ANALYTICS_VIEWS, type AnalyticsView, type ChartSpec, chartRows, chartsOf } from './analytics-charts';
import { AnalyticsViewModel } from './analytics.view-model';

/** The charts' themes: Light by default, Dark, and Print for paper. */
export const CHART_THEMES = ['Light', 'Dark', 'Print'] as const;
export type ChartTheme = (typeof CHART_THEMES)[number];

const CSV_TYPE = 'text/csv;charset=utf-8';

/** The view a hash names; anything else is the reviews view. */
export function viewOfHash(hash: string): AnalyticsView {
  const name = hash.replace(/^#/, '');
  return ANALYTICS_VIEWS.find((view) => view === name) ?? 'reviews';
}

/**
 * /data-analyze (docs/product/analytics.md#charts): the analytics of a range, the view the
 * address's hash names, the charts' theme, and each chart's CSV download.
 */
@injectable()
export class DataAnalyzeViewModel {
  view: AnalyticsView = 'reviews';
  theme: ChartTheme = 'Light';

  constructor(
    @inject(AnalyticsViewModel) readonly analytics: AnalyticsViewModel,
    @inject(TOKENS.FileSaver) private readonly saver: FileSaver,
  ) {
    makeAutoObservable<this, 'saver'>(this, { analytics: false, saver: false }, { autoBind: true });
  }

  showHash(hash: string): void {
    this.view = viewOfHash(hash);
  }

  setTheme(theme: ChartTheme): void {
    this.theme = theme;
  }

  /** The view's charts, once the analytics have loaded (null before). */
  get charts(): readonly ChartSpec[] | null {
    const report = this.analytics.report;
    return report === null ? null : chartsOf(this.view, report);
  }

  /** Saves a chart's table as `<chart>-<first day>-<last day>.csv`; the header line is in the merchant's words. */
  async downloadCsv(chart: ChartSpec, headers: readonly string[]): Promise<void> {
    const period = this.analytics.report?.period;
    const rows = chartRows(chart).map((row) => [row.key, ...row.values]);
    const name = period ? `${chart.id}-${period.start_date}-${period.end_date}.csv` : `${chart.id}.csv`;
    await this.saver.saveText(chartCsv(headers, rows), name, CSV_TYPE);
  }
}
