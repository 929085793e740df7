import '../kit/polaris-complete';
import { Banner, BlockStack, Button, ButtonGroup, InlineGrid, InlineStack, Layout, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { ConfirmModal } from '../kit/confirm-modal';
import { LoadingCard } from '../kit/loading-card';
import { useViewModel } from '../kit/view-model-context';
import { PlanCardView } from './plan-card';
import { DiscountCodeCard, FailureText, FeatureMatrixTable, OfferCountdown, UpgradeCard, UsageCard } from './plans-sections';
import { PlansViewModel } from './plans.view-model';

/** /plan: choose a plan, see what each gives, the offer, codes and usage (docs/product/plans-and-limits.md#plan-cards). */
export const PlansScreen = observer(function PlansScreen() {
  const { t } = useTranslation(['plans', 'pages']);
  const vm = useViewModel(PlansViewModel);
  useEffect(() => vm.load(), [vm]);
  const downgrade = vm.pendingDowngrade;
  const downgradeHides = vm.downgradeHides;
  return (
    <Page title={t('pages:plan')} subtitle={vm.currentPlanName ? t('currentPlan', { plan: vm.currentPlanName }) : undefined}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {vm.failure && (
              <Banner tone="critical">
                <p>
                  <FailureText failure={vm.failure} />
                </p>
              </Banner>
            )}
            {vm.overage && (
              <Banner tone="warning" title={t('overage.title')}>
                <p>{t('overage.body', { count: vm.overage.reviews, products: t('overage.products', { count: vm.overage.products }), limit: vm.overage.limit })}</p>
              </Banner>
            )}
            <OfferCountdown />
            <UpgradeCard vm={vm} />
            <InlineStack align="center">
              <ButtonGroup variant="segmented">
                <Button pressed={vm.shownInterval === 'monthly'} onClick={() => vm.setInterval('monthly')}>
                  {t('interval.monthly')}
                </Button>
                <Button pressed={vm.shownInterval === 'yearly'} onClick={() => vm.setInterval('yearly')}>
                  {t('interval.yearly')}
                </Button>
              </ButtonGroup>
            </InlineStack>
            {vm.plans ? (
              <InlineGrid columns={{ xs: 1, sm: 2, lg: 4 }} gap="400">
                {vm.cards.map((card) => (
                  <PlanCardView key={card.planId} card={card} vm={vm} />
                ))}
              </InlineGrid>
            ) : (
              <LoadingCard failed={vm.loadFailed} failedText={t('loadFailed')} />
            )}
            <FeatureMatrixTable />
            <InlineGrid columns={{ xs: 1, md: 2 }} gap="400">
              <DiscountCodeCard vm={vm} />
              <UsageCard vm={vm} />
            </InlineGrid>
          </BlockStack>
        </Layout.Section>
      </Layout>
      <ConfirmModal
        open={downgrade !== null}
        title={t('downgrade.title', { plan: downgrade?.name ?? '' })}
        body={
          <BlockStack gap="200">
            <Text as="p">{t('downgrade.body', { plan: downgrade?.name ?? '' })}</Text>
            {downgradeHides && (
              <Text as="p" fontWeight="semibold">
                {t('downgrade.hiddenReviews', {
                  count: downgradeHides.reviews,
                  products: t('overage.products', { count: downgradeHides.products }),
                  plan: downgrade?.name ?? '',
                  limit: downgradeHides.limit,
                })}
              </Text>
            )}
          </BlockStack>
        }
        confirmLabel={t('downgrade.confirm')}
        cancelLabel={t('downgrade.cancel')}
        destructive
        action={vm.downgrade}
        onConfirm={() => void vm.confirmDowngrade()}
        onCancel={() => vm.cancelDowngrade()}
      />
    </Page>
  );
});
