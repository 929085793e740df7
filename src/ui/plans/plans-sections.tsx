import { Banner, BlockStack, Button, Card, Checkbox, DataTable, InlineStack, ProgressBar, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type TFunction } from 'i18next';
import { describeFeatureCell, type FeatureCell, FEATURE_MATRIX, FEATURE_MATRIX_COLUMNS, type FeatureMatrixColumn } from '../../domain/plans/feature-matrix';
import { PLAN_NAME_ENTERPRISE, PLAN_NAME_FREE, PLAN_NAME_GROWTH, PLAN_NAME_STARTER } from '../../domain/plans/plan-catalog';
import { useViewModel } from '../kit/view-model-context';
import { DiscountOfferViewModel } from '../shell/discount-offer.view-model';
import { formatPlanPrice, translateDiscountLabel } from '../shell/discount-format';
import { type PlansFailure, type PlansViewModel } from './plans.view-model';

/** Plan names are product names, shown untranslated. */
const COLUMN_PLAN_NAMES: Readonly<Record<FeatureMatrixColumn, string>> = {
  free: PLAN_NAME_FREE,
  starter: PLAN_NAME_STARTER,
  growth: PLAN_NAME_GROWTH,
  enterprise: PLAN_NAME_ENTERPRISE,
};

/** A feature cell in words: numbers in the admin's language, "Unlimited" and "Coming soon" translated. */
export function featureCellText(t: TFunction<'plans'>, cell: FeatureCell, language: string): string {
  const number = (value: number) => value.toLocaleString(language);
  const described = describeFeatureCell(cell);
  switch (described.key) {
    case 'featureCount':
      return number(Number(described.values.count));
    case 'featureRange':
      return `${number(Number(described.values.min))}–${number(Number(described.values.max))}`;
    default:
      return t(`matrix.${described.key}`);
  }
}

export function FailureText({ failure }: { failure: PlansFailure }) {
  const { t } = useTranslation('plans');
  return <>{'text' in failure ? failure.text : t(failure.key)}</>;
}

/** The running offer's price and countdown on the plan page (the shell's tab is hidden here). */
export const OfferCountdown = observer(function OfferCountdown() {
  const { t, i18n } = useTranslation(['plans', 'shell']);
  const offer = useViewModel(DiscountOfferViewModel);
  useEffect(() => offer.setPath('/plan'), [offer]);
  useEffect(() => {
    offer.start();
    return () => offer.dispose();
  }, [offer]);
  if (!offer.active) return null;
  const price = (amount: number) => formatPlanPrice(amount, i18n.language);
  return (
    <Banner tone="info" title={t('offer.title', { offer: translateDiscountLabel(t, offer.label) })}>
      <BlockStack gap="100">
        <Text as="p">{t('offer.price', { price: price(offer.discountedPrice), original: price(offer.originalPrice) })}</Text>
        {offer.showsMaxPlanTip && <Text as="p">{t('shell:discount.maxPlanTip')}</Text>}
        <Text as="p">
          {t('offer.endsIn')}{' '}
          <span data-testid="plan-offer-countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {offer.countdown}
          </span>
        </Text>
      </BlockStack>
    </Banner>
  );
});

/** The upgrade card: only on Free and Import. */
export const UpgradeCard = observer(function UpgradeCard({ vm }: { vm: PlansViewModel }) {
  const { t } = useTranslation('plans');
  if (!vm.showsUpgradeCard) return null;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('upgradeCard.title')}
        </Text>
        <Text as="p">{t('upgradeCard.body', { plan: vm.currentPlanName })}</Text>
        <InlineStack gap="200" wrap>
          <Button variant="primary" onClick={() => vm.upgradeToGrowth()} loading={vm.changingTo !== null}>
            {t('upgradeCard.upgrade')}
          </Button>
          {vm.canStartOffer && <Button onClick={() => void vm.startOffer()}>{t('upgradeCard.startOffer')}</Button>}
        </InlineStack>
      </BlockStack>
    </Card>
  );
});

/** The comparison of the known feature rows, Free to Enterprise. */
export function FeatureMatrixTable() {
  const { t, i18n } = useTranslation('plans');
  const rows = FEATURE_MATRIX.map((row) => [t(`matrix.rows.${row.rowKey}`), ...FEATURE_MATRIX_COLUMNS.map((column) => featureCellText(t, row[column], i18n.language))]);
  return (
    <Card padding="0">
      <BlockStack gap="0">
        <div style={{ padding: 'var(--p-space-400) var(--p-space-400) 0' }}>
          <Text as="h2" variant="headingMd">
            {t('matrix.title')}
          </Text>
        </div>
        <DataTable
          columnContentTypes={['text', 'text', 'text', 'text', 'text']}
          headings={[t('matrix.feature'), ...FEATURE_MATRIX_COLUMNS.map((column) => COLUMN_PLAN_NAMES[column])]}
          rows={rows}
        />
      </BlockStack>
    </Card>
  );
}

export const DiscountCodeCard = observer(function DiscountCodeCard({ vm }: { vm: PlansViewModel }) {
  const { t } = useTranslation('plans');
  const code = vm.plans?.discount_code ?? null;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('code.title')}
        </Text>
        {code && (
          <Text as="p" tone="success">
            {t('code.applied', { code: code.code, percent: code.percent_off, count: code.months })}
          </Text>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void vm.redeemCode();
          }}
        >
          <InlineStack gap="200" blockAlign="end" wrap>
            <div style={{ flex: '1 1 12rem' }}>
              <TextField
                label={t('code.label')}
                value={vm.codeInput}
                onChange={(value) => vm.setCodeInput(value)}
                autoComplete="off"
                error={vm.codeFailure ? <FailureText failure={vm.codeFailure} /> : undefined}
              />
            </div>
            <Button submit loading={vm.redeeming} disabled={vm.codeInput.trim() === ''}>
              {t('code.redeem')}
            </Button>
          </InlineStack>
        </form>
      </BlockStack>
    </Card>
  );
});

/** E-mail quota this period, the usage-charge switch and the spending limit. */
export const UsageCard = observer(function UsageCard({ vm }: { vm: PlansViewModel }) {
  const { t, i18n } = useTranslation('plans');
  const quota = vm.emailQuota;
  const limit = vm.limit;
  const problem = vm.limitProblem;
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          {t('usage.title')}
        </Text>
        {quota ? (
          <BlockStack gap="100">
            <Text as="p">{t('usage.used', { used: quota.used, total: quota.total })}</Text>
            {quota.bought > 0 ? <Text as="p">{t('usage.bought', { bought: quota.bought })}</Text> : null}
            <ProgressBar progress={quota.percent} tone={quota.percent >= 100 ? 'critical' : 'highlight'} size="small" ariaLabelledBy="plans-quota-text" />
            <Text as="p" tone="subdued" id="plans-quota-text">
              {t('usage.resets', { date: new Date(quota.resetsAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' }) })}
            </Text>
          </BlockStack>
        ) : (
          <Text as="p">{t('usage.unlimited')}</Text>
        )}
        {limit && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void vm.saveLimit();
            }}
          >
            <BlockStack gap="300">
              <Checkbox label={t('usage.charge')} helpText={t('usage.chargeHelp')} checked={vm.usageCharge} onChange={(checked) => vm.setUsageCharge(checked)} />
              <InlineStack gap="200" blockAlign="end" wrap>
                <div style={{ flex: '1 1 12rem' }}>
                  <TextField
                    label={t('usage.limit')}
                    type="number"
                    inputMode="decimal"
                    step={0.01}
                    min={0.01}
                    max={limit.maximum}
                    prefix="$"
                    value={vm.limitInput}
                    onChange={(value) => vm.setLimitInput(value)}
                    autoComplete="off"
                    helpText={t('usage.limitHelp', { maximum: formatPlanPrice(limit.maximum, i18n.language) })}
                    error={vm.limitFailure ? <FailureText failure={vm.limitFailure} /> : problem ? t(`usage.problems.${problem}`, { maximum: limit.maximum }) : undefined}
                  />
                </div>
                <Button submit loading={vm.savingLimit} disabled={problem !== null}>
                  {t('usage.save')}
                </Button>
              </InlineStack>
            </BlockStack>
          </form>
        )}
      </BlockStack>
    </Card>
  );
});
