import { BlockStack, Box, Button, Card, InlineGrid, InlineStack, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useViewModel } from '../../kit/view-model-context';
import { formatFigure, formatPercentChange, NO_VALUE } from './analytics-format';
import { AnalyticsRangePicker } from './analytics-range-picker';
import { type AnalyticsTile, AnalyticsViewModel } from './analytics.view-model';

/** /data-analyze: the charts behind the tiles. */
const DATA_ANALYZE_PATH = '/data-analyze';

/**
 * The dashboard's analytics card (docs/product/analytics.md#tiles): six tiles over a date range,
 * last 30 days until the merchant picks another, each with its change against the period before.
 */
export const AnalyticsTilesCard = observer(function AnalyticsTilesCard() {
  const analytics = useViewModel(AnalyticsViewModel);
  const { t } = useTranslation('analytics');
  const navigate = useNavigate();
  useEffect(() => {
    void analytics.load();
  }, [analytics]);

  return (
    <Card>
      <BlockStack gap="400">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <Text as="h2" variant="headingMd">
            {t('title')}
          </Text>
          <AnalyticsRangePicker analytics={analytics} />
        </InlineStack>
        {analytics.status === 'failed' ? (
          <InlineStack gap="200" blockAlign="center">
            <Text as="p" tone="critical">
              {t('loadError')}
            </Text>
            <Button onClick={() => void analytics.load()}>{t('retry')}</Button>
          </InlineStack>
        ) : (
          <InlineGrid columns={{ xs: 2, md: 3 }} gap="300">
            {analytics.status === 'loading' && analytics.report === null
              ? [0, 1, 2, 3, 4, 5].map((index) => <TileSkeleton key={index} />)
              : analytics.tiles.map((tile) => <AnalyticsTileBox key={tile.key} tile={tile} currency={analytics.currency} comparedWith={analytics.hasPreviousPeriod} />)}
          </InlineGrid>
        )}
        <InlineStack align="end">
          <Button variant="plain" onClick={() => void navigate(DATA_ANALYZE_PATH)}>
            {t('viewAnalytics')}
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
});

export function TileSkeleton() {
  return (
    <Box padding="300" borderWidth="025" borderColor="border" borderRadius="200">
      <SkeletonBodyText lines={2} />
    </Box>
  );
}

interface TileProps {
  readonly tile: AnalyticsTile;
  readonly currency: string;
  /** False for all time, which has no period before it. */
  readonly comparedWith: boolean;
}

export function AnalyticsTileBox({ tile, currency, comparedWith }: TileProps) {
  const { t, i18n } = useTranslation('analytics');
  const percent = formatPercentChange(tile.change, i18n.language);
  const change = percent ?? (tile.change.kind === 'new' ? t('change.new') : NO_VALUE);
  const tone = tile.change.kind === 'percent' ? CHANGE_TONES[tile.change.direction] : 'subdued';
  const helpKey = `tileHelp.${tile.key}`;
  const help = i18n.exists(helpKey, { ns: 'analytics' }) ? t(helpKey) : null;
  return (
    <Box padding="300" borderWidth="025" borderColor="border" borderRadius="200">
      <BlockStack gap="100">
        <Text as="h3" variant="bodySm" tone="subdued">
          {t(`tiles.${tile.key}`)}
        </Text>
        <Text as="p" variant="headingLg" numeric>
          {formatFigure(tile.value, tile.format, i18n.language, currency)}
        </Text>
        <InlineStack gap="100" wrap>
          {comparedWith && (
            <Text as="span" variant="bodySm" tone={tone} fontWeight="semibold">
              {change}
            </Text>
          )}
          <Text as="span" variant="bodySm" tone="subdued">
            {comparedWith ? t('change.vsPrevious') : t('change.noPrevious')}
          </Text>
        </InlineStack>
        {help && (
          <Text as="p" variant="bodySm" tone="subdued">
            {help}
          </Text>
        )}
      </BlockStack>
    </Box>
  );
}

const CHANGE_TONES = { up: 'success', down: 'critical', flat: 'subdued' } as const;
