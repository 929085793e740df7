import '../kit/polaris-complete';
import { Badge, Banner, BlockStack, Box, Button, Card, InlineGrid, InlineStack, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { UpgradeDiscount } from '../../application/discount/upgrade-discount';
import { TRIGGER_MODE_EMAIL_QUOTA } from '../../domain/discount/discount-offer';
import { COLLECT_CHANNELS, type CollectChannelId, type CollectOrdersOverview } from '../../domain/collect/collect-orders';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useService, useViewModel } from '../kit/view-model-context';
import { CollectOverviewViewModel } from './collect-overview.view-model';

const NAMESPACE = 'collect-orders';

interface ChannelFacts {
  /** On or off, when the overview knows it. */
  readonly enabled?: boolean;
  readonly numbers: readonly { readonly label: string; readonly value: number | string }[];
  /** What a number counts, when its label alone could be read two ways. */
  readonly help?: string;
}

function channelFacts(id: CollectChannelId, overview: CollectOrdersOverview, t: (key: string, values?: Record<string, unknown>) => string): ChannelFacts {
  switch (id) {
    case 'request':
      return {
        enabled: overview.request.enabled,
        numbers: [
          // The dashboard's "Review requests sent", the same count (docs/product/analytics.md#figures).
          { label: t('overview.numbers.requestsSent'), value: overview.review_requests_sent },
          { label: t('overview.numbers.opened'), value: overview.request.opened },
          { label: t('overview.numbers.reviews'), value: overview.request.reviews },
        ],
        help: t('overview.requestsSentHelp', { days: overview.period_days }),
      };
    case 'reminders':
      return { enabled: overview.reminders.enabled > 0, numbers: [{ label: t('overview.numbers.sent'), value: overview.reminders.sent }] };
    case 'photo_video_reminder':
      return { numbers: [{ label: t('overview.numbers.sent'), value: overview.photo_video_reminder.sent }] };
    case 'update_review':
      return { numbers: [{ label: t('overview.numbers.sent'), value: overview.update_review.sent }] };
    case 'discount':
      return { numbers: [{ label: t('overview.numbers.sent'), value: overview.discount.sent }] };
    case 'orders':
      return {
        numbers: [
          { label: t('overview.numbers.orders'), value: overview.orders.total },
          { label: t('overview.numbers.scheduled'), value: overview.orders.scheduled },
        ],
      };
    default:
      return { numbers: [] };
  }
}

function Numbers({ numbers }: { readonly numbers: ChannelFacts['numbers'] }): ReactNode {
  if (numbers.length === 0) return null;
  return (
    <InlineStack gap="400" wrap>
      {numbers.map(({ label, value }) => (
        <BlockStack key={label} gap="050">
          <Text as="span" variant="headingLg">
            {value}
          </Text>
          <Text as="span" variant="bodySm" tone="subdued">
            {label}
          </Text>
        </BlockStack>
      ))}
    </InlineStack>
  );
}

/** /collect: one card per way of collecting reviews, with its state, its numbers and the screen that sets it up. */
export const CollectOverviewScreen = observer(function CollectOverviewScreen() {
  const { t } = useTranslation(NAMESPACE);
  const discount = useService(UpgradeDiscount);
  const vm = useViewModel(CollectOverviewViewModel);
  const formatDate = useShopDateFormat();
  useEffect(() => void vm.load(), [vm]);
  const overview = vm.overview;
  const translate = (key: string, values?: Record<string, unknown>) => t(key, values);

  return (
    <Page title={t('overview.title')} subtitle={t('overview.subtitle', { days: overview?.period_days ?? 30 })}>
      <BlockStack gap="400">
        {vm.status === 'error' && (
          <Banner tone="critical" title={t('error.title')} action={{ content: t('actions.retry'), onAction: () => void vm.load() }}>
            <p>{vm.error}</p>
          </Banner>
        )}
        {overview?.quota.exhausted && (
          <Banner
            tone="warning"
            title={t('quota.title')}
            action={{ content: t('quota.upgrade'), url: '/plan' }}
            // A shop out of e-mails may start its one upgrade offer here (trigger_mode 4, docs/product/plans-and-limits.md#the-upgrade-offer).
            secondaryAction={discount.canStart ? { content: t('quota.startOffer'), onAction: () => void discount.activate(TRIGGER_MODE_EMAIL_QUOTA) } : undefined}
          >
            <p>
              {t('quota.waiting', { count: overview.quota.waiting, date: overview.quota.reset_at ? formatDate(overview.quota.reset_at) : '' })}
            </p>
          </Banner>
        )}
        {overview === null && vm.status === 'loading' ? (
          <Card>
            <SkeletonBodyText lines={6} />
          </Card>
        ) : (
          overview !== null && (
            <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
              {COLLECT_CHANNELS.map((channel) => {
                const facts = channelFacts(channel.id, overview, translate);
                return (
                  <Card key={channel.id}>
                    <BlockStack gap="300">
                      <InlineStack align="space-between" blockAlign="center" gap="200">
                        <Text as="h2" variant="headingMd">
                          {t(`overview.channels.${channel.id}.title`)}
                        </Text>
                        {facts.enabled !== undefined && (
                          <Badge tone={facts.enabled ? 'success' : undefined}>{t(facts.enabled ? 'overview.on' : 'overview.off')}</Badge>
                        )}
                      </InlineStack>
                      <Text as="p" tone="subdued">
                        {t(`overview.channels.${channel.id}.description`)}
                      </Text>
                      <Numbers numbers={facts.numbers} />
                      {facts.help && (
                        <Text as="p" variant="bodySm" tone="subdued">
                          {facts.help}
                        </Text>
                      )}
                      <Box>
                        <Button url={channel.path} accessibilityLabel={`${t('overview.open')}: ${t(`overview.channels.${channel.id}.title`)}`}>
                          {t('overview.open')}
                        </Button>
                      </Box>
                    </BlockStack>
                  </Card>
                );
              })}
            </InlineGrid>
          )
        )}
      </BlockStack>
    </Page>
  );
});
