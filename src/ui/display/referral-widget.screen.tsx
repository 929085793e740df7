import { Banner, Button, InlineStack, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { CURRENCY_PLACEHOLDER, DISCOUNT_AMOUNT_PLACEHOLDER } from '../../domain/validation/discount-template';
import { REFERRAL_COLOR_FIELDS, REFERRAL_POSITIONS, type ReferralColorField as ReferralColorKey } from '../../domain/storefront/promo-widget-settings';
import { useViewModel } from '../kit/view-model-context';
import { TitledCard } from '../kit/titled-card';
import { ReferralWidgetSettingsViewModel } from './referral-widget-settings.view-model';
import { ColorField, FieldGrid, SelectField } from './settings-fields';
import { SettingsScreenLayout } from './settings-screen-layout';
import { WidgetPreviewPanel } from './widget-preview-panel';

/** The discount templates' placeholders, shown as the merchant types them. */
const PLACEHOLDERS = { amount: DISCOUNT_AMOUNT_PLACEHOLDER, currency: CURRENCY_PLACEHOLDER };
/** Whether the card shows and the rewards it names are the referral offer's page's alone. */
const OFFER_PATH = '/settings/referral_offer';

const ReferralColorField = observer(function ReferralColorField({ vm, field }: { readonly vm: ReferralWidgetSettingsViewModel; readonly field: ReferralColorKey }) {
  const { t } = useTranslation('display-promo');
  const problem = vm.problemOf(field);
  return <ColorField label={t(`referral.look.${field}`)} value={vm.form.values?.[field] ?? ''} error={problem ? t(problem) : undefined} onChange={(value) => vm.set(field, value)} />;
});

/**
 * /display/referral: the referral card's texts and look beside a live preview the storefront's own
 * Liquid draws; the offer it names is edited on /settings/referral_offer (docs/product/storefront.md#referral-and-checkout).
 */
export const ReferralWidgetScreen = observer(function ReferralWidgetScreen() {
  const { t } = useTranslation(['display-promo', 'pages']);
  const vm = useViewModel(ReferralWidgetSettingsViewModel);
  const { form } = vm;

  return (
    <SettingsScreenLayout
      form={form}
      start={() => vm.start()}
      title={t('pages:displayWidgets.referral')}
      subtitle={t('referral.subtitle')}
      backLabel={t('backToWidgets')}
      loadFailed={t('loadFailed')}
      preview={<WidgetPreviewPanel preview={vm.preview} words="display-promo:preview" note={t('referral.previewNote')} frameTitle={t('referral.frameTitle')} />}
    >
      {(values) => (
        <>
          <Banner tone="info" title={t('referral.today.title')}>
            <p>{t('referral.today.body')}</p>
          </Banner>
          <TitledCard title={t('referral.offer.title')}>
            <Text as="p">{t('referral.offer.elsewhere')}</Text>
            <InlineStack>
              <Button url={OFFER_PATH}>{t('referral.offer.edit')}</Button>
            </InlineStack>
          </TitledCard>
          <TitledCard title={t('referral.texts.title')}>
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
          </TitledCard>
          <TitledCard title={t('referral.look.title')}>
            <SelectField
              label={t('referral.look.position')}
              value={values.position}
              options={REFERRAL_POSITIONS.map((position) => ({ value: position, label: t(`referral.look.positions.${position}`) }))}
              onChange={(value) => vm.set('position', value)}
            />
            <FieldGrid>
              {REFERRAL_COLOR_FIELDS.map((field) => (
                <ReferralColorField key={field} vm={vm} field={field} />
              ))}
            </FieldGrid>
          </TitledCard>
        </>
      )}
    </SettingsScreenLayout>
  );
});
