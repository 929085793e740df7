import { Banner, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { STAR_TAP_ACTIONS } from '../../domain/storefront/promo-widget-settings';
import { useViewModel } from '../kit/view-model-context';
import { CheckoutWidgetSettingsViewModel } from './checkout-widget-settings.view-model';
import { ColorField, FlagSwitch, SelectField, SettingsCard } from './settings-fields';
import { SettingsScreenLayout } from './settings-screen-layout';
import { WidgetPreviewPanel } from './widget-preview-panel';

/**
 * /display/checkout: the order review prompt (stars under each product of an order) beside a live
 * preview the storefront's own Liquid draws (docs/product/storefront.md#referral-and-checkout).
 */
export const CheckoutWidgetScreen = observer(function CheckoutWidgetScreen() {
  const { t } = useTranslation(['display-promo', 'pages']);
  const vm = useViewModel(CheckoutWidgetSettingsViewModel);
  const { form } = vm;

  const colorProblem = vm.problemOf('star_color');
  return (
    <SettingsScreenLayout
      form={form}
      start={() => vm.start()}
      title={t('pages:displayWidgets.checkout')}
      subtitle={t('checkout.subtitle')}
      backLabel={t('backToWidgets')}
      loadFailed={t('loadFailed')}
      preview={<WidgetPreviewPanel preview={vm.preview} words="display-promo:preview" note={t('checkout.previewNote')} frameTitle={t('checkout.frameTitle')} />}
    >
      {(values) => (
        <>
          <Banner tone="info" title={t('checkout.today.title')}>
            <p>{t('checkout.today.body')}</p>
          </Banner>
          <SettingsCard title={t('checkout.prompt.title')}>
            <FlagSwitch label={t('checkout.prompt.active')} value={values.is_active} onChange={(value) => vm.set('is_active', value)} />
            <TextField
              label={t('checkout.prompt.heading')}
              value={values.heading_text}
              onChange={(text) => vm.set('heading_text', text)}
              maxLength={200}
              autoComplete="off"
              placeholder={t('checkout.prompt.headingPlaceholder')}
              helpText={t('checkout.prompt.headingHelp')}
            />
            <ColorField label={t('checkout.prompt.starColor')} value={values.star_color} error={colorProblem ? t(colorProblem) : undefined} onChange={(value) => vm.set('star_color', value)} />
            <SelectField
              label={t('checkout.prompt.tapAction')}
              value={values.star_tap_action}
              options={STAR_TAP_ACTIONS.map((action) => ({ value: action, label: t(`checkout.prompt.tapActions.${action}`) }))}
              onChange={(value) => vm.set('star_tap_action', value)}
            />
          </SettingsCard>
        </>
      )}
    </SettingsScreenLayout>
  );
});
