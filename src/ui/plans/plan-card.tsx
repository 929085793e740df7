import { Badge, BlockStack, Box, Button, Card, InlineStack, List, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { type PlanCard } from '../../contracts/plans.contract';
import { FEATURE_MATRIX, featureCellForPlan } from '../../domain/plans/feature-matrix';
import { UNLIMITED_EMAIL_QUOTA } from '../../domain/plans/email-quota';
import { formatPlanPrice } from '../shell/discount-format';
import { featureCellText } from './plans-sections';
import { type PlansViewModel } from './plans.view-model';

/** One plan: its prices, discount, trial, request quota, features and what its button does (docs/product/plans-and-limits.md#plan-cards). */
export const PlanCardView = observer(function PlanCardView({ card, vm }: { card: PlanCard; vm: PlansViewModel }) {
  const { t, i18n } = useTranslation('plans');
  const price = (amount: number) => formatPlanPrice(amount, i18n.language);
  const paid = card.newUserPrice > 0;
  // The request quota has its own line (the server's figure), so the list shows the other rows.
  const features = FEATURE_MATRIX.filter((row) => row.rowKey !== 'reviewRequestEmailsPerMonth').flatMap((row) => {
    const cell = featureCellForPlan(row.rowKey, card.planId);
    if (!cell) return [];
    return [{ key: row.rowKey, text: t(`matrix.rows.${row.rowKey}`), value: featureCellText(t, cell, i18n.language) }];
  });
  return (
    <div role="group" aria-label={card.name} style={{ height: '100%' }}>
      <Card>
        <BlockStack gap="300">
          <InlineStack gap="200" align="space-between" blockAlign="center" wrap>
            <Text as="h3" variant="headingLg">
              {card.name}
            </Text>
            <InlineStack gap="100">
              {card.recommend === 1 && <Badge tone="info">{t('card.recommended')}</Badge>}
              {card.isActive === 1 && <Badge tone="success">{t('card.current')}</Badge>}
            </InlineStack>
          </InlineStack>
          <BlockStack gap="100">
            <InlineStack gap="200" blockAlign="end" wrap>
              <Text as="p" variant="heading2xl">
                {price(card.curPrice)}
              </Text>
              <Text as="span" tone="subdued">
                {t('card.perMonth')}
              </Text>
            </InlineStack>
            {paid && card.originPrice > card.curPrice && (
              <Text as="p" tone="subdued">
                <s aria-label={t('card.originalPriceLabel', { price: price(card.originPrice) })}>{price(card.originPrice)}</s>
              </Text>
            )}
            {paid && card.discountValue > 0 && (
              <BlockStack gap="0">
                <Text as="p" tone="critical" fontWeight="semibold">
                  {t('card.discount', { percent: card.discountValue, newUserPrice: price(card.newUserPrice) })}
                </Text>
                <Text as="p" tone="subdued">
                  {t('card.discountPeriods', { count: card.paidMonthsNumber })}
                </Text>
              </BlockStack>
            )}
            {card.type === 'yearly' && paid && <Text as="p" tone="subdued">{t('card.billedYearly', { amount: price(card.billedAmount) })}</Text>}
            {card.trialDays > 0 && <Text as="p">{t('card.trial', { count: card.trialDays })}</Text>}
          </BlockStack>
          <Text as="p" fontWeight="semibold">
            {card.requestQuota === UNLIMITED_EMAIL_QUOTA ? t('card.requestsUnlimited') : t('card.requests', { count: card.requestQuota })}
          </Text>
          <List type="bullet">
            {features.map((feature) => (
              <List.Item key={feature.key}>
                {feature.text}: {feature.value}
              </List.Item>
            ))}
          </List>
          <Box>
            {card.action === 'current' ? (
              <Button disabled fullWidth>
                {t('card.currentButton')}
              </Button>
            ) : (
              <Button
                fullWidth
                variant={card.action === 'upgrade' ? 'primary' : 'secondary'}
                loading={vm.changingTo === card.planId}
                disabled={vm.changingTo !== null && vm.changingTo !== card.planId}
                accessibilityLabel={t(card.action === 'upgrade' ? 'card.upgradeTo' : 'card.downgradeTo', { plan: card.name })}
                onClick={() => vm.choose(card)}
              >
                {t(card.action === 'upgrade' ? 'card.upgrade' : 'card.downgrade')}
              </Button>
            )}
          </Box>
        </BlockStack>
      </Card>
    </div>
  );
});
