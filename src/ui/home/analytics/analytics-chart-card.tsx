import { BlockStack, Box, Button, Card, Collapsible, DataTable, InlineStack, SkeletonBodyText, Text } from '@shopify/polaris';
import { Component, type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from '../../kit/use-translation';
import { type BucketSize } from '../../../domain/analytics/analytics-period';
import { type ChartSpec, chartRows } from './analytics-charts';
import { formatFigure } from '../../kit/figure-format';
import { formatBucket } from './analytics-format';
import { type AnalyticsVizProps } from './analytics-viz';
import { type ChartTheme } from './data-analyze.view-model';

/** The chart library comes with the first chart drawn (docs/product/analytics.md#chart-library). */
const loadViz = () => import('./analytics-viz');
const CHART_HEIGHT = '280px';

export type ChartCardState = 'Loading' | 'Error' | 'Success';

export interface AnalyticsChartCardProps {
  /** Its title, always shown, so the card keeps its place while loading. */
  readonly title: string;
  readonly state: ChartCardState;
  /** Null unless the state is Success. */
  readonly chart: ChartSpec | null;
  readonly theme: ChartTheme;
  readonly bucketSize: BucketSize;
  readonly currency: string;
  readonly onRetry: () => void;
  readonly onDownload: (chart: ChartSpec, headers: readonly string[]) => void;
}

/**
 * One chart of /data-analyze with its three states (Loading: a skeleton; Error: "Could not load
 * the chart." and Try again; Success: the chart), its data table for screen readers and
 * keyboards, and its CSV download (docs/product/analytics.md#charts).
 */
export function AnalyticsChartCard(props: AnalyticsChartCardProps) {
  // A failed chunk load is retried with a new lazy component: React keeps a failed one failed.
  const [attempt, setAttempt] = useState(() => ({ count: 0, viz: lazy(loadViz) }));
  const retry = () => {
    setAttempt(({ count }) => ({ count: count + 1, viz: lazy(loadViz) }));
    props.onRetry();
  };
  const viz = attempt.viz;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {props.title}
        </Text>
        {props.state === 'Loading' && <ChartSkeleton />}
        {props.state === 'Error' && <ChartError onRetry={retry} />}
        {props.state === 'Success' && props.chart !== null && (
          <ChartErrorBoundary key={attempt.count} fallback={<ChartError onRetry={retry} />}>
            <LoadedChart {...props} chart={props.chart} viz={viz} />
          </ChartErrorBoundary>
        )}
      </BlockStack>
    </Card>
  );
}

function ChartSkeleton() {
  const { t } = useTranslation('analytics');
  return (
    <Box minHeight={CHART_HEIGHT}>
      <Text as="p" visuallyHidden>
        {t('chart.loading')}
      </Text>
      <SkeletonBodyText lines={8} />
    </Box>
  );
}

function ChartError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <Box minHeight={CHART_HEIGHT}>
      <BlockStack gap="200" inlineAlign="start">
        <div role="alert">
          <Text as="p" tone="critical">
            {t('chart.error')}
          </Text>
        </div>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </BlockStack>
    </Box>
  );
}

interface LoadedChartProps extends AnalyticsChartCardProps {
  readonly chart: ChartSpec;
  readonly viz: LazyExoticComponent<ComponentType<AnalyticsVizProps>>;
}

function LoadedChart({ chart, theme, bucketSize, currency, onDownload, title, viz: Viz }: LoadedChartProps) {
  // A source is named as the reviews list names it (reviews:sources), unknown ones as stored.
  const { t, i18n } = useTranslation(['analytics', 'reviews']);
  const [tableOpen, setTableOpen] = useState(false);
  const tableId = useId();
  const language = i18n.language;
  // Stable while the chart and the words stay, so the drawing is made again only when they change.
  const seriesName = useCallback(
    (index: number) => {
      const series = chart.series[index]!;
      return t(`series.${series.nameKey}`, series.nameValues ?? {});
    },
    [chart, t],
  );
  const categoryLabel = useCallback(
    (key: string) => {
      if (chart.categoriesAreDays) return formatBucket(key, bucketSize, language);
      if (chart.categoryKey === 'rating') return t('series.stars', { count: Number(key) });
      return chart.categoryKey === 'source' ? t(`reviews:sources.${key}`, { defaultValue: key }) : key;
    },
    [chart, bucketSize, language, t],
  );
  const formatValue = useCallback(
    (index: number, value: number | null) => formatFigure(value, chart.series[index]?.format ?? 'count', language, currency),
    [chart, language, currency],
  );
  const headers = [t(`category.${chart.categoryKey}`), ...chart.series.map((_series, index) => seriesName(index))];
  const rows = chartRows(chart);
  const empty = rows.every((row) => row.values.every((value) => !value));
  return (
    <BlockStack gap="300">
      {empty ? (
        <Box minHeight={CHART_HEIGHT}>
          <Text as="p" tone="subdued">
            {t('chart.empty')}
          </Text>
        </Box>
      ) : (
        // The drawing is a canvas named by the chart's title; its numbers are in the table below
        // (docs/product/analytics.md#charts).
        <div style={{ height: CHART_HEIGHT }}>
          <Suspense fallback={<ChartSkeleton />}>
            <Viz chart={chart} theme={theme} title={title} seriesName={seriesName} categoryLabel={categoryLabel} formatValue={formatValue} />
          </Suspense>
        </div>
      )}
      <InlineStack gap="200">
        <Button onClick={() => setTableOpen(!tableOpen)} ariaExpanded={tableOpen} ariaControls={tableId} accessibilityLabel={t('chart.tableFor', { chart: title })}>
          {tableOpen ? t('chart.hideTable') : t('chart.showTable')}
        </Button>
        <Button onClick={() => onDownload(chart, headers)} accessibilityLabel={t('chart.downloadFor', { chart: title })}>
          {t('chart.download')}
        </Button>
      </InlineStack>
      <Collapsible id={tableId} open={tableOpen}>
        <DataTable
          columnContentTypes={['text', ...chart.series.map(() => 'numeric' as const)]}
          headings={headers}
          rows={rows.map((row) => [categoryLabel(row.key), ...row.values.map((value, index) => formatValue(index, value))])}
        />
      </Collapsible>
    </BlockStack>
  );
}

/** Catches a chart that fails to load or draw, so one broken chart shows its error state alone. */
class ChartErrorBoundary extends Component<{ readonly fallback: ReactNode; readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
