import { Link, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { REVIEW_DATE_FORMATS, REVIEW_LAYOUTS, REVIEW_WIDGET_COLOR_FIELDS, STOREFRONT_REVIEW_SORTS, WRITE_REVIEW_TYPES } from '../../domain/storefront/review-widget-settings';
import { formatReviewDate } from '../../domain/storefront/review-date';
import { FLAG_ON } from '../../domain/shop/flag-value';
import { useViewModel } from '../kit/view-model-context';
import { TitledCard } from '../kit/titled-card';
import { CssRemovedBanner } from './css-removed-banner';
import { ReviewColorField as ColorField, ReviewNumberField as NumberSettingField, ReviewSwitchField as SwitchField } from './review-widget-fields';
import { ReviewWidgetSettingsViewModel } from './review-widget-settings.view-model';
import { CssCodeField, FieldGrid, SelectField } from './settings-fields';
import { SettingsScreenLayout } from './settings-screen-layout';
import { WidgetPreviewPanel } from './widget-preview-panel';

const SORT_LABELS = {
  'commented-at-descending': 'sortNewest',
  'commented-at-ascending': 'sortOldest',
  'rating-descending': 'sortHighest',
  'rating-ascending': 'sortLowest',
  'helpful-descending': 'sortHelpful',
} as const;
/** A fixed day shows what each date format writes. */
const SAMPLE_DATE = new Date(Date.UTC(2026, 10, 24, 12));

/**
 * /display/reviews: the reviews widget's settings beside a live preview that the storefront's own
 * Liquid draws on the shop's reviews (docs/product/storefront.md#widget-settings).
 */
export const ReviewWidgetScreen = observer(function ReviewWidgetScreen() {
  const { t } = useTranslation(['display', 'pages']);
  const vm = useViewModel(ReviewWidgetSettingsViewModel);
  const { form } = vm;

  return (
    <SettingsScreenLayout
      form={form}
      start={() => vm.start()}
      title={t('pages:displayWidgets.reviews')}
      subtitle={t('reviews.subtitle')}
      backLabel={t('reviews.backToWidgets')}
      loadFailed={t('reviews.loadFailed')}
      preview={<WidgetPreviewPanel preview={vm.preview} words="display:reviews.preview" frameTitle={t('reviews.preview.frameTitle')} height="70vh" skeletonLines={8} />}
    >
      {(values) => (
        <>
          <CssRemovedBanner words="display:reviews.css" removed={vm.cssRemoved} onDismiss={() => vm.dismissCssRemoved()} />
          <TitledCard title={t('reviews.publishing.title')}>
            <SwitchField vm={vm} values={values} field="is_review_publish" labelKey="reviews.publishing.autoPublish" />
            <SelectField
              label={t('reviews.publishing.minRating')}
              value={values.auto_publish_min_rating}
              options={[1, 2, 3, 4, 5].map((count) => ({ value: count, label: t('reviews.publishing.minRatingOption', { count }) }))}
              onChange={(value) => vm.set('auto_publish_min_rating', value)}
            />
            <Text as="p" tone="subdued">
              {t('reviews.publishing.minRatingHelp')}
            </Text>
          </TitledCard>
          <TitledCard title={t('reviews.form.title')}>
            <SwitchField vm={vm} values={values} field="show_review_btn" labelKey="reviews.form.showButton" />
            <SelectField
              label={t('reviews.form.type')}
              value={values.write_review_type}
              options={WRITE_REVIEW_TYPES.map((type) => ({ value: type, label: t(type === 1 ? 'reviews.form.behindButton' : 'reviews.form.alwaysOpen') }))}
              onChange={(value) => vm.set('write_review_type', value)}
            />
            <SwitchField vm={vm} values={values} field="is_del_powered" labelKey="reviews.form.removeBranding" disabled={!vm.brandingRemovable} />
            {/* Outside the disabled switch: its help text would be drawn in the disabled colour, too faint to read. */}
            {!vm.brandingRemovable && (
              <Text as="p" tone="subdued">
                {t('reviews.form.brandingPlan')} <Link url="/plan?source=navigation">{t('reviews.form.seePlans')}</Link>
              </Text>
            )}
          </TitledCard>
          <TitledCard title={t('reviews.display.title')}>
            <SwitchField vm={vm} values={values} field="is_activate_reviews" labelKey="reviews.display.active" />
            <SwitchField vm={vm} values={values} field="is_show_verified_badge" labelKey="reviews.display.verifiedBadge" />
            <SwitchField vm={vm} values={values} field="is_show_helpful" labelKey="reviews.display.helpful" />
            <SwitchField vm={vm} values={values} field="is_anonymous" labelKey="reviews.display.anonymous" />
            <SwitchField vm={vm} values={values} field="is_show_google_snippet" labelKey="reviews.display.snippet" />
            <SwitchField vm={vm} values={values} field="card_shadow" labelKey="reviews.display.cardShadow" />
          </TitledCard>
          <TitledCard title={t('reviews.translation.title')}>
            <SwitchField vm={vm} values={values} field="translate_enabled" labelKey="reviews.translation.enabled" />
            <SwitchField vm={vm} values={values} field="is_translate_review" labelKey="reviews.translation.automatic" disabled={values.translate_enabled !== FLAG_ON} />
            <Text as="p" tone="subdued">
              {t('reviews.translation.help')}
            </Text>
          </TitledCard>
          <TitledCard title={t('reviews.layout.title')}>
            <FieldGrid>
              <SelectField
                label={t('reviews.layout.layout')}
                value={values.layout}
                options={REVIEW_LAYOUTS.map((layout) => ({ value: layout, label: t(layout === 'list' ? 'reviews.layout.layoutList' : 'reviews.layout.layoutGrid') }))}
                onChange={(value) => vm.set('layout', value)}
              />
              <NumberSettingField vm={vm} values={values} field="reviews_per_page_number" labelKey="reviews.layout.perPage" />
              <SelectField
                label={t('reviews.layout.sort')}
                value={values.review_sort_by}
                options={STOREFRONT_REVIEW_SORTS.map((sort) => ({ value: sort, label: t(`reviews.layout.${SORT_LABELS[sort]}`) }))}
                onChange={(value) => vm.set('review_sort_by', value)}
              />
              <SelectField
                label={t('reviews.layout.dateFormat')}
                value={values.review_date_format_type}
                options={REVIEW_DATE_FORMATS.map((format) => ({ value: format, label: formatReviewDate(SAMPLE_DATE, format, 'UTC') }))}
                onChange={(value) => vm.set('review_date_format_type', value)}
              />
              <NumberSettingField vm={vm} values={values} field="font_size" labelKey="reviews.layout.fontSize" />
              <NumberSettingField vm={vm} values={values} field="border_radius" labelKey="reviews.layout.borderRadius" />
              <NumberSettingField vm={vm} values={values} field="photo_radius" labelKey="reviews.layout.photoRadius" />
            </FieldGrid>
          </TitledCard>
          <TitledCard title={t('reviews.colors.title')}>
            <FieldGrid>
              {REVIEW_WIDGET_COLOR_FIELDS.map((field) => (
                <ColorField key={field} vm={vm} values={values} field={field} />
              ))}
            </FieldGrid>
          </TitledCard>
          <TitledCard title={t('reviews.css.title')}>
            <CssCodeField label={t('reviews.css.reviews')} value={values.reviews_css_code} onChange={(value) => vm.set('reviews_css_code', value)} helpText={t('reviews.css.help')} />
            <CssCodeField label={t('reviews.css.rating')} value={values.rating_css_code} onChange={(value) => vm.set('rating_css_code', value)} lines={3} />
          </TitledCard>
        </>
      )}
    </SettingsScreenLayout>
  );
});

