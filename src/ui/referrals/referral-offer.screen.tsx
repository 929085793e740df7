import '../kit/polaris-complete';
import { BlockStack, Button, Card, Checkbox, InlineGrid, InlineStack, Layout, Page, Select, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { REVIEW_DISCOUNT_EXPIRY_MAX_DAYS } from '../../domain/collect/review-discount';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';
import { DISCOUNT_TYPES, REFERRAL_MONTHLY_CAP_MAX, type ReferralOfferField } from '../../domain/storefront/promo-widget-settings';
import { DISCOUNT_TYPE_PERCENT, parseDiscountType } from '../../domain/validation/discount-type';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { LoadingCard } from '../kit/loading-card';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { TitledCard } from '../kit/titled-card';
import { useViewModel } from '../kit/view-model-context';
import { ReferralOfferViewModel } from './referral-offer.view-model';

const SIDES = ['friend', 'advocate'] as const;

const NumberField = observer(function NumberField({ vm, field, label, help, suffix }: { readonly vm: ReferralOfferViewModel; readonly field: ReferralOfferField; readonly label: string; readonly help?: string; readonly suffix?: string }) {
  const { t } = useTranslation('referrals');
  const value = vm.form.values?.[field] ?? Number.NaN;
  const problem = vm.problemOf(field);
  return (
    <TextField
      label={label}
      type="number"
      min={0}
      value={Number.isNaN(value) ? '' : String(value)}
      onChange={(text) => vm.setNumber(field, text)}
      helpText={help}
      suffix={suffix}
      error={problem ? t(problem.replace('referrals:', '')) : undefined}
      autoComplete="off"
    />
  );
});

/** /settings/referral_offer (docs/product/referrals.md#offer): the friend's and the advocate's rewards and the advocate's cap. */
export const ReferralOfferScreen = observer(function ReferralOfferScreen() {
  const { t } = useTranslation('referrals');
  const vm = useViewModel(ReferralOfferViewModel);
  const { form } = vm;
  useEffect(() => {
    void vm.start();
  }, [vm]);
  const values = form.values;

  return (
    <Page title={t('offer.title')} subtitle={t('offer.intro')} backAction={{ content: t('offer.back'), url: '/settings' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section>
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <Card>
                <Checkbox label={t('offer.active')} helpText={t('offer.activeHelp')} checked={values.is_active === FLAG_ON} onChange={(checked) => vm.set('is_active', checked ? FLAG_ON : FLAG_OFF)} />
              </Card>
              {SIDES.map((side) => {
                const type = values[`${side}_discount_type`];
                return (
                  <TitledCard key={side} title={t(`offer.${side}Card`)}>
                    <Text as="p" tone="subdued">
                      {t(`offer.${side}Help`)}
                    </Text>
                    <InlineGrid columns={{ xs: 1, md: 2 }} gap="300">
                      <Select
                        label={t('offer.discountType')}
                        value={String(type)}
                        options={DISCOUNT_TYPES.map((value) => ({ value: String(value), label: t(value === DISCOUNT_TYPE_PERCENT ? 'offer.percent' : 'offer.fixed') }))}
                        onChange={(selected) => {
                          const parsed = parseDiscountType(selected);
                          if (parsed) vm.set(`${side}_discount_type`, parsed);
                        }}
                      />
                      <NumberField vm={vm} field={`${side}_discount_value`} label={t('offer.value')} {...(type === DISCOUNT_TYPE_PERCENT ? { suffix: '%' } : {})} />
                      <NumberField vm={vm} field={`${side}_minimum_order`} label={t('offer.minimumOrder')} help={t('offer.minimumOrderHelp')} />
                      <NumberField vm={vm} field={`${side}_expiry_days`} label={t('offer.expiryDays')} help={t('offer.expiryDaysHelp', { max: REVIEW_DISCOUNT_EXPIRY_MAX_DAYS })} />
                    </InlineGrid>
                    {side === 'advocate' && <NumberField vm={vm} field="advocate_monthly_cap" label={t('offer.monthlyCap')} help={t('offer.monthlyCapHelp', { max: REFERRAL_MONTHLY_CAP_MAX })} />}
                  </TitledCard>
                );
              })}
              <TitledCard title={t('offer.moreTitle')} gap="200">
                <InlineStack gap="200">
                  <Button url="/settings/advocate_email">{t('offer.emailLink')}</Button>
                  <Button url="/display/referral">{t('offer.widgetLink')}</Button>
                </InlineStack>
              </TitledCard>
            </BlockStack>
          </Layout.Section>
        </Layout>
      ) : (
        <LoadingCard failed={form.status === 'failed'} failedText={t('offer.loadFailed')} />
      )}
    </Page>
  );
});
