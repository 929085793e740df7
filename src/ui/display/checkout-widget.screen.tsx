import '../kit/polaris-complete';
import { Banner, BlockStack, Card, Checkbox, Layout, Page, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';
import { STAR_TAP_ACTIONS } from '../../domain/storefront/promo-widget-settings';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { CheckoutWidgetSettingsViewModel } from './checkout-widget-settings.view-model';
import { PromoPreviewCard } from './promo-preview-card';
import { SelectField, SettingsCard } from './review-widget-fields';

/**
 * /display/checkout: the order review prompt (stars under each product of an order) beside a live
 * preview the storefront's own Liquid draws (docs/product/storefront.md#referral-and-checkout).
 */
export const CheckoutWidgetScreen = observer(function CheckoutWidgetScreen() {
  const { t } = useTranslation(['display-promo', 'pages']);
  const vm = useViewModel(CheckoutWidgetSettingsViewModel);
  const { form } = vm;

  useEffect(() => {
    void vm.start();
  }, [vm]);

  const values = form.values;
  const colorProblem = vm.problemOf('star_color');
  return (
    <Page title={t('pages:displayWidgets.checkout')} subtitle={t('checkout.subtitle')} backAction={{ content: t('backToWidgets'), url: '/display' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section variant="oneHalf">
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <Banner tone="info" title={t('checkout.today.title')}>
                <p>{t('checkout.today.body')}</p>
              </Banner>
              <SettingsCard title={t('checkout.prompt.title')}>
                <Checkbox label={t('checkout.prompt.active')} checked={values.is_active === FLAG_ON} onChange={(checked) => vm.set('is_active', checked ? FLAG_ON : FLAG_OFF)} />
                <TextField
                  label={t('checkout.prompt.heading')}
                  value={values.heading_text}
                  onChange={(text) => vm.set('heading_text', text)}
                  maxLength={200}
                  autoComplete="off"
                  placeholder={t('checkout.prompt.headingPlaceholder')}
                  helpText={t('checkout.prompt.headingHelp')}
                />
                <TextField
                  label={t('checkout.prompt.starColor')}
                  value={values.star_color}
                  onChange={(text) => vm.set('star_color', text.trim())}
                  error={colorProblem ? t(colorProblem.replace('display-promo:', '')) : undefined}
                  maxLength={7}
                  autoComplete="off"
                  prefix={<span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid #8a8a8a', background: colorProblem ? 'transparent' : values.star_color }} />}
                />
                <SelectField
                  label={t('checkout.prompt.tapAction')}
                  value={values.star_tap_action}
                  options={STAR_TAP_ACTIONS.map((action) => ({ value: action, label: t(`checkout.prompt.tapActions.${action}`) }))}
                  onChange={(value) => vm.set('star_tap_action', value)}
                />
              </SettingsCard>
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneHalf">
            <PromoPreviewCard preview={vm.preview} note={t('checkout.previewNote')} frameTitle={t('checkout.frameTitle')} />
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
