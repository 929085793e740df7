import '../kit/polaris-complete';
import { Badge, Banner, BlockStack, Button, Card, InlineStack, Layout, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { ORDER_REVIEW_PLACEMENTS, type OrderReviewPlacement, type PlacementState } from '../../domain/collect/order-review-placements';
import { useViewModel } from '../kit/view-model-context';
import { AutoLeaveReviewsViewModel } from './auto-leave-reviews.view-model';

const STATE_TONE: Record<PlacementState, 'success' | 'attention' | undefined> = { on: 'success', off: undefined, promptOff: 'attention' };

/**
 * /collect/auto_leave_reviews: customers rate what they bought right where they are after buying,
 * on the thank-you page and the order status page (docs/product/collect-auto.md). Every review is
 * the customer's own tap; nothing is ever written on their behalf.
 */
export const AutoLeaveReviewsScreen = observer(function AutoLeaveReviewsScreen() {
  const { t } = useTranslation(['collect-auto', 'pages']);
  const vm = useViewModel(AutoLeaveReviewsViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <Page title={t('overview.title')} subtitle={t('overview.subtitle')} backAction={{ content: t('pages:collect'), url: '/collect' }}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Banner tone="info" title={t('overview.ownWords.title')}>
              <p>{t('overview.ownWords.body')}</p>
            </Banner>
            {vm.status === 'failed' ? (
              <Card>
                <Text as="p" tone="subdued">
                  {t('loadFailed')}
                </Text>
              </Card>
            ) : (
              ORDER_REVIEW_PLACEMENTS.map((placement) => <PlacementCard key={placement} vm={vm} placement={placement} />)
            )}
            <Card>
              <BlockStack gap="200">
                <Text as="h2" variant="headingMd">
                  {t('overview.design.title')}
                </Text>
                <Text as="p">{t('overview.design.body')}</Text>
                <InlineStack>
                  <Button url="/display/checkout">{t('overview.design.action')}</Button>
                </InlineStack>
              </BlockStack>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
});

const PlacementCard = observer(function PlacementCard({ vm, placement }: { readonly vm: AutoLeaveReviewsViewModel; readonly placement: OrderReviewPlacement }) {
  const { t } = useTranslation('collect-auto');
  const state = vm.stateOf(placement);
  const editorUrl = vm.editorUrl(placement);
  const name = t(`placements.${placement}.name`);
  return (
    <Card>
      <BlockStack gap="300">
        <InlineStack align="space-between" blockAlign="center" gap="200">
          <InlineStack gap="200" blockAlign="center">
            <Text as="h2" variant="headingMd">
              {name}
            </Text>
            {state && <Badge tone={STATE_TONE[state]}>{t(`states.${state}`)}</Badge>}
          </InlineStack>
          <Button url={`/collect/auto_leave_reviews/${placement}`} accessibilityLabel={t('overview.editPlacement', { placement: name })}>
            {t('overview.edit')}
          </Button>
        </InlineStack>
        {state === null ? (
          <SkeletonBodyText lines={2} />
        ) : (
          <BlockStack gap="200">
            <Text as="p">{t(`placements.${placement}.about`)}</Text>
            <Text as="p" tone="subdued">
              {t(`placements.${placement}.howToAdd`)}
            </Text>
            {editorUrl && (
              <InlineStack>
                <Button url={editorUrl} external accessibilityLabel={t(`placements.${placement}.openEditorLabel`)}>
                  {t(`placements.${placement}.openEditor`)}
                </Button>
              </InlineStack>
            )}
          </BlockStack>
        )}
      </BlockStack>
    </Card>
  );
});
