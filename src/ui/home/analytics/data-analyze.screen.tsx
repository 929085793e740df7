import '../../kit/polaris-complete';
import { BlockStack, Box, Card, InlineGrid, InlineStack, Link, Page, Select, Tabs, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../kit/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import { REFERRALS_LIST_PATH } from '../../../domain/referrals/referral-list';
import { PageGutter } from '../../kit/page-gutter';
import { useViewModel } from '../../kit/view-model-context';
import { ANALYTICS_VIEWS, VIEW_CHART_IDS } from './analytics-charts';
import { AnalyticsChartCard, type ChartCardState } from './analytics-chart-card';
import { AnalyticsRangePicker } from './analytics-range-picker';
import { FigureSkeleton } from '../../kit/figure-box';
import { AnalyticsTileBox } from './analytics-tiles-card';
import { type AnalyticsViewModel } from './analytics.view-model';
import { CHART_THEMES, type ChartTheme, DataAnalyzeViewModel } from './data-analyze.view-model';

const DASHBOARD_PATH = '/';

const CARD_STATES: Readonly<Record<'loading' | 'failed' | 'loaded', ChartCardState>> = { loading: 'Loading', failed: 'Error', loaded: 'Success' };

/**
 * /data-analyze (docs/product/analytics.md#charts): the reviews view (#reviews) and the
 * conversion and revenue view (#conversion-revenue), chosen by tabs that write the hash, over
 * the same date range as the dashboard's tiles.
 */
export const DataAnalyzeScreen = observer(function DataAnalyzeScreen() {
  const screen = useViewModel(DataAnalyzeViewModel);
  const analytics = screen.analytics;
  const { t } = useTranslation(['analytics', 'pages']);
  const navigate = useNavigate();
  const { hash, pathname, search } = useLocation();
  useEffect(() => screen.showHash(hash), [screen, hash]);
  useEffect(() => {
    void analytics.load();
  }, [analytics]);

  // Print with the print theme: the charts redraw in it before the page is printed.
  useEffect(() => {
    let before: ChartTheme | null = null;
    const toPrint = () => {
      before = screen.theme;
      screen.setTheme('Print');
    };
    const back = () => {
      if (before !== null) screen.setTheme(before);
      before = null;
    };
    window.addEventListener('beforeprint', toPrint);
    window.addEventListener('afterprint', back);
    return () => {
      window.removeEventListener('beforeprint', toPrint);
      window.removeEventListener('afterprint', back);
    };
  }, [screen]);

  const tabs = ANALYTICS_VIEWS.map((view) => ({ id: `analytics-${view}`, content: t(`views.${view}`), panelID: `analytics-${view}-panel` }));
  const selected = ANALYTICS_VIEWS.indexOf(screen.view);
  const charts = screen.charts;
  const state = CARD_STATES[analytics.status];

  return (
    <Page title={t('pages:dataAnalyze')} backAction={{ content: t('pages:dashboard'), onAction: () => void navigate(DASHBOARD_PATH) }} fullWidth>
      <BlockStack gap="400">
        <PageGutter>
          <InlineStack align="space-between" blockAlign="end" gap="300">
            <AnalyticsRangePicker analytics={analytics} />
            <Select
              label={t('theme.label')}
              labelInline
              options={CHART_THEMES.map((theme) => ({ label: t(`theme.${theme}`), value: theme }))}
              value={screen.theme}
              onChange={(value) => screen.setTheme(value as ChartTheme)}
            />
          </InlineStack>
        </PageGutter>
        <Tabs tabs={tabs} selected={selected} onSelect={(index) => void navigate({ pathname, search, hash: ANALYTICS_VIEWS[index] ?? ANALYTICS_VIEWS[0] })}>
          <Box paddingBlockStart="400">
            {screen.view === 'conversion-revenue' && <ReferralFigures analytics={analytics} />}
            <InlineGrid columns={{ xs: 1, lg: 2 }} gap="400">
              {VIEW_CHART_IDS[screen.view].map((id) => (
                <AnalyticsChartCard
                  key={id}
                  title={t(`charts.${id}`)}
                  state={state}
                  chart={charts?.find((chart) => chart.id === id) ?? null}
                  theme={screen.theme}
                  bucketSize={analytics.report?.bucket_size ?? 'day'}
                  currency={analytics.currency}
                  onRetry={() => void analytics.load()}
                  onDownload={(spec, headers) => void screen.downloadCsv(spec, headers)}
                />
              ))}
            </InlineGrid>
          </Box>
        </Tabs>
      </BlockStack>
    </Page>
  );
});

/** The referral programme's figures over the same days (docs/product/referrals-list.md#analytics), with the way to its list. */
const ReferralFigures = observer(function ReferralFigures({ analytics }: { readonly analytics: AnalyticsViewModel }) {
  const { t } = useTranslation('analytics');
  if (analytics.status === 'failed') return null;
  return (
    <Box paddingBlockEnd="400">
      <Card>
        <BlockStack gap="300">
          <InlineStack align="space-between" blockAlign="center" gap="200">
            <Text as="h2" variant="headingMd">
              {t('referrals.title')}
            </Text>
            <Link url={REFERRALS_LIST_PATH}>{t('referrals.viewList')}</Link>
          </InlineStack>
          <InlineGrid columns={{ xs: 1, sm: 3 }} gap="300">
            {analytics.report === null
              ? [0, 1, 2].map((index) => <FigureSkeleton key={index} />)
              : analytics.referralTiles.map((tile) => <AnalyticsTileBox key={tile.key} tile={tile} currency={analytics.currency} comparedWith={analytics.hasPreviousPeriod} />)}
          </InlineGrid>
        </BlockStack>
      </Card>
    </Box>
  );
});
