import { BlockStack, Button, Card, InlineGrid, InlineStack, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../../kit/use-translation';
import { useNavigate } from 'react-router-dom';
import { useViewModel } from '../../kit/view-model-context';
import { FigureBox, FigureSkeleton } from '../../kit/figure-box';
import { formatFigure, NO_VALUE } from '../../kit/figure-format';
import { formatPercentChange } from './analytics-format';
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
              ? [0, 1, 2, 3, 4, 5].map((index) => <FigureSkeleton key={index} />)
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
    <FigureBox label={t(`tiles.${tile.key}`)} value={formatFigure(tile.value, tile.format, i18n.language, currency)}>
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
    </FigureBox>
  );
}

const CHANGE_TONES = { up: 'success', down: 'critical', flat: 'subdued' } as const;
