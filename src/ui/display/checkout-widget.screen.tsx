import { Banner } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { useViewModel } from '../kit/view-model-context';
import { CheckoutWidgetSettingsViewModel } from './checkout-widget-settings.view-model';
import { OrderReviewPromptFields } from './order-review-prompt-fields';
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
          <OrderReviewPromptFields vm={vm} values={values} />
        </>
      )}
    </SettingsScreenLayout>
  );
});
