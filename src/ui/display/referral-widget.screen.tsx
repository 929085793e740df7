import '../kit/polaris-complete';
import { Banner, BlockStack, Card, Checkbox, Layout, Page, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';
import { DISCOUNT_TYPE_PERCENT } from '../../domain/validation/discount-type';
import { CURRENCY_PLACEHOLDER, DISCOUNT_AMOUNT_PLACEHOLDER } from '../../domain/validation/discount-template';
import { DISCOUNT_TYPES, REFERRAL_COLOR_FIELDS, REFERRAL_POSITIONS, type ReferralColorField } from '../../domain/storefront/promo-widget-settings';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { PromoPreviewCard } from './promo-preview-card';
import { ReferralWidgetSettingsViewModel } from './referral-widget-settings.view-model';
import { FieldGrid, SelectField, SettingsCard } from './review-widget-fields';

/** The discount templates' placeholders, shown as the merchant types them. */
const PLACEHOLDERS = { amount: DISCOUNT_AMOUNT_PLACEHOLDER, currency: CURRENCY_PLACEHOLDER };

const REWARDS = [
  { type: 'friend_discount_type', value: 'friend_discount_value', label: 'friend' },
  { type: 'advocate_discount_type', value: 'advocate_discount_value', label: 'advocate' },
] as const;

const RewardFields = observer(function RewardFields({ vm, reward }: { readonly vm: ReferralWidgetSettingsViewModel; readonly reward: (typeof REWARDS)[number] }) {
  const { t } = useTranslation('display-promo');
  const values = vm.form.values;
  if (!values) return null;
  const type = values[reward.type];
  const amount = values[reward.value];
  const problem = vm.problemOf(reward.value);
  return (
    <FieldGrid>
      <SelectField
        label={t(`referral.offer.${reward.label}Type`)}
        value={type}
        options={DISCOUNT_TYPES.map((value) => ({ value, label: t(value === DISCOUNT_TYPE_PERCENT ? 'referral.offer.percent' : 'referral.offer.fixed') }))}
        onChange={(value) => vm.set(reward.type, value)}
      />
      <TextField
        label={t(`referral.offer.${reward.label}Value`)}
        type="number"
        min={0}
        step={type === DISCOUNT_TYPE_PERCENT ? 1 : 0.01}
        value={Number.isNaN(amount) ? '' : String(amount)}
        onChange={(text) => vm.setReward(reward.value, text)}
        suffix={type === DISCOUNT_TYPE_PERCENT ? '%' : undefined}
        error={problem ? t(problem.replace('display-promo:', '')) : undefined}
        autoComplete="off"
      />
    </FieldGrid>
  );
});

const ColorField = observer(function ColorField({ vm, field }: { readonly vm: ReferralWidgetSettingsViewModel; readonly field: ReferralColorField }) {
  const { t } = useTranslation('display-promo');
  const value = vm.form.values?.[field] ?? '';
  const problem = vm.problemOf(field);
  return (
    <TextField
      label={t(`referral.look.${field}`)}
      value={value}
      onChange={(text) => vm.set(field, text.trim())}
      error={problem ? t(problem.replace('display-promo:', '')) : undefined}
      maxLength={7}
      autoComplete="off"
      prefix={<span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid #8a8a8a', background: problem ? 'transparent' : value }} />}
    />
  );
});

/**
 * /display/referral: the referral offer and its storefront card beside a live preview the
 * storefront's own Liquid draws (docs/product/storefront.md#referral-and-checkout).
 */
export const ReferralWidgetScreen = observer(function ReferralWidgetScreen() {
  const { t } = useTranslation(['display-promo', 'pages']);
  const vm = useViewModel(ReferralWidgetSettingsViewModel);
  const { form } = vm;

  useEffect(() => {
    void vm.start();
  }, [vm]);

  const values = form.values;
  return (
    <Page title={t('pages:displayWidgets.referral')} subtitle={t('referral.subtitle')} backAction={{ content: t('backToWidgets'), url: '/display' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section variant="oneHalf">
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <Banner tone="info" title={t('referral.today.title')}>
                <p>{t('referral.today.body')}</p>
              </Banner>
              <SettingsCard title={t('referral.offer.title')}>
                <Checkbox label={t('referral.offer.active')} checked={values.is_active === FLAG_ON} onChange={(checked) => vm.set('is_active', checked ? FLAG_ON : FLAG_OFF)} />
                {REWARDS.map((reward) => (
                  <RewardFields key={reward.label} vm={vm} reward={reward} />
                ))}
              </SettingsCard>
              <SettingsCard title={t('referral.texts.title')}>
                <TextField label={t('referral.texts.heading')} value={values.title_text} onChange={(text) => vm.set('title_text', text)} maxLength={200} autoComplete="off" placeholder={t('referral.texts.headingPlaceholder')} helpText={t('referral.texts.headingHelp', PLACEHOLDERS)} />
                <TextField
                  label={t('referral.texts.description')}
                  value={values.description_text}
                  onChange={(text) => vm.set('description_text', text)}
                  maxLength={200}
                  multiline={2}
                  autoComplete="off"
                  placeholder={t('referral.texts.descriptionPlaceholder')}
                  helpText={t('referral.texts.descriptionHelp', PLACEHOLDERS)}
                />
              </SettingsCard>
              <SettingsCard title={t('referral.look.title')}>
                <SelectField
                  label={t('referral.look.position')}
                  value={values.position}
                  options={REFERRAL_POSITIONS.map((position) => ({ value: position, label: t(`referral.look.positions.${position}`) }))}
                  onChange={(value) => vm.set('position', value)}
                />
                <FieldGrid>
                  {REFERRAL_COLOR_FIELDS.map((field) => (
                    <ColorField key={field} vm={vm} field={field} />
                  ))}
                </FieldGrid>
              </SettingsCard>
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneHalf">
            <PromoPreviewCard preview={vm.preview} note={t('referral.previewNote')} frameTitle={t('referral.frameTitle')} />
          </Layout.Section>
        </Layout>
      ) : form.status === 'failed' ? (
        <Card>
          <Text as="p" tone="subdued">
            {t('loadFailed')}
          </Text>
        </Card>
      ) : (
        <Card>
          <SkeletonBodyText lines={6} />
        </Card>
      )}
    </Page>
  );
});
