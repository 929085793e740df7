import '@shopify/polaris-viz/build/esm/styles.css';
import { BarChart, ComboChart, type DataSeries, DonutChart, LineChart, PolarisVizProvider } from '@shopify/polaris-viz';
import { type ChartSpec } from './analytics-charts';

/**
 * The one module that imports the chart library (@shopify/polaris-viz), loaded only when a
 * chart is shown (docs/product/analytics.md#chart-library): the dashboard and the other screens
 * never download it.
 */

/** polaris-viz's built-in themes. */
export type VizTheme = 'Light' | 'Dark' | 'Print';

export interface AnalyticsVizProps {
  readonly chart: ChartSpec;
  readonly theme: VizTheme;
  /** A series' name, a category's label and a value, in the merchant's words. */
  readonly seriesName: (index: number) => string;
  readonly categoryLabel: (key: string) => string;
  readonly formatValue: (index: number, value: number | null) => string;
}

export default function AnalyticsViz({ chart, theme, seriesName, categoryLabel, formatValue }: AnalyticsVizProps) {
  const series: DataSeries[] = chart.series.map((one, index) => ({
    name: seriesName(index),
    data: one.points.map((point) => ({ key: point.key, value: point.value })),
  }));
  const xAxisOptions = { labelFormatter: (value: string | number | null) => categoryLabel(String(value)) };
  const yAxisOptions = { labelFormatter: (value: string | number | null) => formatValue(0, value === null ? null : Number(value)) };
  const chartElement = (() => {
    switch (chart.type) {
      case 'Bar':
        return <BarChart data={series} theme={theme} isAnimated={false} type={series.length > 1 ? 'stacked' : 'default'} xAxisOptions={xAxisOptions} yAxisOptions={yAxisOptions} />;
      case 'HorizontalBar':
        return <BarChart data={series} theme={theme} isAnimated={false} direction="horizontal" xAxisOptions={{ labelFormatter: yAxisOptions.labelFormatter }} yAxisOptions={{ labelFormatter: xAxisOptions.labelFormatter }} />;
      case 'Line':
        return <LineChart data={series} theme={theme} isAnimated={false} xAxisOptions={xAxisOptions} yAxisOptions={yAxisOptions} />;
      case 'Donut':
        return (
          <DonutChart
            data={series[0]!.data.map((point) => ({ name: categoryLabel(String(point.key)), data: [{ key: point.key, value: point.value }] }))}
            theme={theme}
            isAnimated={false}
            labelFormatter={(value) => formatValue(0, value === null ? null : Number(value))}
          />
        );
      case 'Combo':
        return (
          <ComboChart
            data={chart.series.map((one, index) => ({
              shape: one.shape ?? 'Bar',
              series: [series[index]!],
              yAxisOptions: { labelFormatter: (value: string | number | null) => formatValue(index, value === null ? null : Number(value)) },
            }))}
            theme={theme}
            isAnimated={false}
            xAxisOptions={xAxisOptions}
          />
        );
    }
  })();
  return <PolarisVizProvider>{chartElement}</PolarisVizProvider>;
}
