import { Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { RATING_ICON_TYPES } from '../../domain/storefront/review-widget-settings';
import { RATING_TEXT_TOKENS } from '../../domain/storefront/rating-text';
import { useViewModel } from '../kit/view-model-context';
import { TitledCard } from '../kit/titled-card';
import { CssRemovedBanner } from './css-removed-banner';
import { ReviewColorField } from './review-widget-fields';
import { CssCodeField, FieldGrid, SelectField } from './settings-fields';
import { SettingsScreenLayout } from './settings-screen-layout';
import { ReviewWidgetSettingsViewModel } from './review-widget-settings.view-model';
import { WidgetPreviewPanel } from './widget-preview-panel';

const TEXT_FIELDS = [
  ['product_rating_text', 'rating.text.product'],
  ['list_rating_text', 'rating.text.list'],
] as const;

/**
 * /display/rating: the star rating's texts, colours, icon and CSS beside a live preview of the
 * star-rating block (docs/product/storefront.md#star-rating-texts). The fields are the reviews
 * widget's settings, saved through set_review_widget_settings.
 */
export const RatingWidgetScreen = observer(function RatingWidgetScreen() {
  const { t } = useTranslation(['display-widgets', 'pages', 'display']);
  const vm = useViewModel(ReviewWidgetSettingsViewModel);
  const { form } = vm;

  const placeholders = RATING_TEXT_TOKENS.join(', ');
  return (
    <SettingsScreenLayout
      form={form}
      start={() => vm.start('star-rating')}
      title={t('pages:displayWidgets.rating')}
      subtitle={t('rating.subtitle')}
      backLabel={t('backToWidgets')}
      loadFailed={t('loadFailed')}
      preview={<WidgetPreviewPanel preview={vm.preview} words="display-widgets:preview" frameTitle={t('rating.frameTitle')} height="200px" />}
    >
      {(values) => (
        <>
          <CssRemovedBanner removed={vm.cssRemoved} onDismiss={() => vm.dismissCssRemoved()} />
          <TitledCard title={t('rating.text.title')}>
            {TEXT_FIELDS.map(([field, labelKey]) => {
              const problem = vm.problemOf(field);
              return (
                <TextField
                  key={field}
                  label={t(labelKey)}
                  value={values[field]}
                  onChange={(value) => vm.set(field, value)}
                  autoComplete="off"
                  maxLength={200}
                  helpText={t('rating.text.help', { placeholders })}
                  error={problem ? t(problem, { placeholders }) : undefined}
                />
              );
            })}
            <Text as="p" tone="subdued">
              {t('rating.text.cards')}
            </Text>
          </TitledCard>
          <TitledCard title={t('rating.look.title')}>
            <FieldGrid>
              <ReviewColorField vm={vm} values={values} field="star_color" />
              <ReviewColorField vm={vm} values={values} field="nostar_color" />
              <SelectField
                label={t('rating.look.icon')}
                value={values.rating_icon_type}
                options={RATING_ICON_TYPES.map((icon) => ({ value: icon, label: t(`rating.look.icons.${icon}`) }))}
                onChange={(value) => vm.set('rating_icon_type', value)}
              />
            </FieldGrid>
          </TitledCard>
          <TitledCard title={t('css.title')}>
            <CssCodeField label={t('rating.css')} value={values.rating_css_code} onChange={(value) => vm.set('rating_css_code', value)} helpText={t('css.help')} />
          </TitledCard>
        </>
      )}
    </SettingsScreenLayout>
  );
});
