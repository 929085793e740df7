import { TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { STAR_TAP_ACTIONS, type OrderReviewSettings } from '../../domain/storefront/promo-widget-settings';
import { TitledCard } from '../kit/titled-card';
import { type CheckoutWidgetSettingsViewModel } from './checkout-widget-settings.view-model';
import { ColorField, FlagSwitch, SelectField } from './settings-fields';

/**
 * The order review prompt's own settings card (its switch, heading, star colour and what a tap
 * does): /display/checkout and the collect area's placement screens
 * (/collect/auto_leave_reviews/:placement) edit the same settings through it.
 */
export const OrderReviewPromptFields = observer(function OrderReviewPromptFields({ vm, values }: { readonly vm: CheckoutWidgetSettingsViewModel; readonly values: OrderReviewSettings }) {
  const { t } = useTranslation('display-promo');
  const colorProblem = vm.problemOf('star_color');
  return (
    <TitledCard title={t('checkout.prompt.title')}>
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
    </TitledCard>
  );
});
