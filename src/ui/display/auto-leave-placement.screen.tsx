import { Banner, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { type OrderReviewPlacement, PLACEMENT_SWITCH } from '../../domain/collect/order-review-placements';
import { CheckoutWidgetSettingsViewModel } from './checkout-widget-settings.view-model';
import { OrderReviewPromptFields } from './order-review-prompt-fields';
import { FlagSwitch } from './settings-fields';
import { SettingsScreenLayout } from './settings-screen-layout';
import { WidgetPreviewPanel } from './widget-preview-panel';
import { useViewModel } from '../kit/view-model-context';
import { TitledCard } from '../kit/titled-card';

/**
 * /collect/auto_leave_reviews/thankyou and /checkout: one placement of the order review prompt, its
 * own switch and the prompt's shared settings (the same card and view-model as /display/checkout),
 * beside the live preview (docs/product/collect-auto.md#placements).
 */
const PlacementScreen = observer(function PlacementScreen({ placement }: { readonly placement: OrderReviewPlacement }) {
  const { t } = useTranslation(['collect-auto', 'display-promo']);
  const vm = useViewModel(CheckoutWidgetSettingsViewModel);
  const key = PLACEMENT_SWITCH[placement];
  return (
    <SettingsScreenLayout
      form={vm.form}
      start={() => vm.start()}
      title={t(`placements.${placement}.name`)}
      subtitle={t(`placements.${placement}.about`)}
      backLabel={t('backToOverview')}
      backUrl="/collect/auto_leave_reviews"
      loadFailed={t('loadFailed')}
      preview={<WidgetPreviewPanel preview={vm.preview} words="display-promo:preview" note={t('previewNote')} frameTitle={t(`placements.${placement}.frameTitle`)} />}
    >
      {(values) => (
        <>
          <Banner tone="info" title={t('overview.ownWords.title')}>
            <p>{t('overview.ownWords.body')}</p>
          </Banner>
          <TitledCard title={t('placementCard.title')}>
            <FlagSwitch label={t(`placements.${placement}.switch`)} value={values[key]} onChange={(value) => vm.set(key, value)} />
            <Text as="p" tone="subdued">
              {t(`placements.${placement}.howToAdd`)}
            </Text>
          </TitledCard>
          <OrderReviewPromptFields vm={vm} values={values} />
        </>
      )}
    </SettingsScreenLayout>
  );
});

export function ThankYouPlacementScreen() {
  return <PlacementScreen placement="thankyou" />;
}

export function CheckoutPlacementScreen() {
  return <PlacementScreen placement="checkout" />;
}
