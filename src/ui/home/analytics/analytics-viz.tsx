import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  type ChartDataset,
  DoughnutController,
  Legend,
  type LegendItem,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type TooltipItem,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { type ChartSpec } from './analytics-charts';

/**
 * The one module that imports the chart library (Chart.js, only the parts registered below),
 * loaded only when a chart is shown (docs/product/analytics.md#chart-library): the dashboard and
 * the other screens never download it.
 */
Chart.register(BarController, LineController, DoughnutController, BarElement, LineElement, PointElement, ArcElement, CategoryScale, LinearScale, Legend, Tooltip);

export type VizTheme = 'Light' | 'Dark' | 'Print';

export interface AnalyticsVizProps {
  readonly chart: ChartSpec;
  readonly theme: VizTheme;
  /** The chart's title, the drawing's name for screen readers. */
  readonly title: string;
  /** A series' name, a category's label and a value, in the merchant's words. */
  readonly seriesName: (index: number) => string;
  readonly categoryLabel: (key: string) => string;
  readonly formatValue: (index: number, value: number | null) => string;
}

interface ThemeColours {
  readonly background: string;
  readonly text: string;
  readonly grid: string;
  readonly series: readonly string[];
}

/** Each theme's colours: Print is black and greys on white, for paper. */
const THEME_COLOURS: Readonly<Record<VizTheme, ThemeColours>> = {
  Light: { background: '#ffffff', text: '#303030', grid: '#e3e3e3', series: ['#4b5fd6', '#2ba3c9', '#e0913f', '#9a4fd1', '#c73a7f', '#3d9970', '#c9a227', '#1f3a93', '#e4572e', '#6b7280'] },
  Dark: { background: '#1f1f25', text: '#e3e3e3', grid: '#3d3d45', series: ['#8c9bff', '#6fd3f2', '#ffb36b', '#c995ff', '#ff7eb6', '#6fdc9f', '#f2d060', '#b8c4ff', '#ff8a66', '#b0b6c0'] },
  Print: { background: '#ffffff', text: '#000000', grid: '#bdbdbd', series: ['#000000', '#595959', '#8c8c8c', '#b3b3b3', '#d9d9d9', '#333333', '#737373', '#a6a6a6', '#c6c6c6', '#e6e6e6'] },
};

const colourOf = (colours: ThemeColours, index: number) => colours.series[index % colours.series.length]!;

/** A value axis whose ticks are written as its series' values (counts: whole numbers only). */
function valueAxis(colours: ThemeColours, format: (value: number) => string, whole: boolean, extra: object = {}) {
  return { type: 'linear' as const, beginAtZero: true, ticks: { color: colours.text, precision: whole ? 0 : undefined, callback: (value: string | number) => format(Number(value)) }, grid: { color: colours.grid }, ...extra };
}

function categoryAxis(colours: ThemeColours, extra: object = {}) {
  return { type: 'category' as const, ticks: { color: colours.text }, grid: { color: colours.grid }, ...extra };
}

/** The Chart.js configuration of a chart in a theme. */
function chartConfig({ chart, theme, seriesName, categoryLabel, formatValue }: AnalyticsVizProps): ChartConfiguration<'bar' | 'line' | 'doughnut'> {
  const colours = THEME_COLOURS[theme];
  const labels = chart.series[0]!.points.map((point) => categoryLabel(point.key));
  const values = (index: number) => chart.series[index]!.points.map((point) => point.value);
  const plugins = (valueOf: (item: TooltipItem<'bar' | 'line' | 'doughnut'>) => number | null, formatIndex: (item: TooltipItem<'bar' | 'line' | 'doughnut'>) => number) => ({
    legend: { display: chart.series.length > 1 || chart.type === 'Donut', labels: { color: colours.text, sort: (a: LegendItem, b: LegendItem) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0) } },
    tooltip: { callbacks: { label: (item: TooltipItem<'bar' | 'line' | 'doughnut'>) => `${chart.type === 'Donut' ? item.label : (item.dataset.label ?? '')}: ${formatValue(formatIndex(item), valueOf(item))}` } },
  });
  const byDataset = (item: TooltipItem<'bar' | 'line' | 'doughnut'>) => item.datasetIndex;
  const options = { responsive: true, maintainAspectRatio: false, animation: false as const, color: colours.text };
  const series = (index: number, type: 'bar' | 'line'): ChartDataset<'bar' | 'line', (number | null)[]> => {
    const colour = colourOf(colours, index);
    return { type, label: seriesName(index), data: values(index), backgroundColor: colour, borderColor: colour, ...(type === 'line' ? { pointRadius: 3, tension: 0.2 } : {}) };
  };
  const first = (value: number) => formatValue(0, value);
  const counts = (index: number) => chart.series[index]!.format === 'count';
  switch (chart.type) {
    case 'Bar': {
      const stacked = chart.series.length > 1;
      return {
        type: 'bar',
        data: { labels, datasets: chart.series.map((_one, index) => series(index, 'bar')) },
        options: { ...options, scales: { x: categoryAxis(colours, { stacked }), y: valueAxis(colours, first, counts(0), { stacked }) }, plugins: plugins((item) => item.parsed.y, byDataset) },
      };
    }
    case 'HorizontalBar':
      return {
        type: 'bar',
        data: { labels, datasets: chart.series.map((_one, index) => series(index, 'bar')) },
        options: { ...options, indexAxis: 'y', scales: { x: valueAxis(colours, first, counts(0)), y: categoryAxis(colours) }, plugins: plugins((item) => item.parsed.x, byDataset) },
      };
    case 'Line':
      return {
        type: 'line',
        data: { labels, datasets: chart.series.map((_one, index) => series(index, 'line')) },
        options: { ...options, scales: { x: categoryAxis(colours), y: valueAxis(colours, first, counts(0)) }, plugins: plugins((item) => item.parsed.y, byDataset) },
      };
    case 'Donut':
      return {
        type: 'doughnut',
        data: { labels, datasets: [{ label: seriesName(0), data: values(0), backgroundColor: labels.map((_label, index) => colourOf(colours, index)), borderColor: colours.background }] },
        options: { ...options, plugins: plugins((item) => item.parsed, () => 0) },
      };
    case 'Combo':
      // Each series on its own value axis, written in its own format (bars left, lines right).
      return {
        type: 'bar',
        data: { labels, datasets: chart.series.map((one, index) => ({ ...series(index, one.shape === 'Line' ? 'line' : 'bar'), yAxisID: `y${index}`, order: one.shape === 'Line' ? 0 : 1 })) },
        options: {
          ...options,
          scales: {
            x: categoryAxis(colours),
            ...Object.fromEntries(chart.series.map((_one, index) => [`y${index}`, valueAxis(colours, (value) => formatValue(index, value), counts(index), { position: index === 0 ? 'left' : 'right', grid: { color: colours.grid, drawOnChartArea: index === 0 } })])),
          },
          plugins: plugins((item) => item.parsed.y, byDataset),
        },
      };
  }
}

/** A chart drawn on a canvas that fills its container; drawn again when its props change. */
export default function AnalyticsViz(props: AnalyticsVizProps) {
  const { chart, theme, title, seriesName, categoryLabel, formatValue } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // Without a 2D context (a browser that draws no canvas) the table beside it still holds the numbers.
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const drawn = new Chart(context, chartConfig({ chart, theme, title, seriesName, categoryLabel, formatValue }));
    return () => drawn.destroy();
  }, [chart, theme, title, seriesName, categoryLabel, formatValue]);
  return (
    <div style={{ position: 'relative', height: '100%', background: THEME_COLOURS[theme].background }}>
      <canvas ref={canvas} role="img" aria-label={title} />
    </div>
  );
}
