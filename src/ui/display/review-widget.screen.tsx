import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Card, Layout, Link, List, Page, SkeletonBodyText, Spinner, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_DATE_FORMATS, REVIEW_LAYOUTS, REVIEW_WIDGET_COLOR_FIELDS, STOREFRONT_REVIEW_SORTS, WRITE_REVIEW_TYPES } from '../../domain/storefront/review-widget-settings';
import { formatReviewDate } from '../../domain/storefront/review-date';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { ColorField, FieldGrid, NumberSettingField, SelectField, SettingsCard, SwitchField } from './review-widget-fields';
import { ReviewWidgetSettingsViewModel } from './review-widget-settings.view-model';

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

  useEffect(() => {
    void vm.start();
  }, [vm]);

  const values = form.values;
  return (
    <Page title={t('pages:displayWidgets.reviews')} subtitle={t('reviews.subtitle')} backAction={{ content: t('reviews.backToWidgets'), url: '/display' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section variant="oneHalf">
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              {vm.cssRemoved.length > 0 && (
                <Banner tone="warning" title={t('reviews.css.removedTitle')} onDismiss={() => vm.dismissCssRemoved()}>
                  <BlockStack gap="200">
                    <Text as="p">{t('reviews.css.removedIntro')}</Text>
                    <List>
                      {vm.cssRemoved.map((part, index) => (
                        <List.Item key={index}>
                          <code>{part}</code>
                        </List.Item>
                      ))}
                    </List>
                  </BlockStack>
                </Banner>
              )}
              <SettingsCard title={t('reviews.publishing.title')}>
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
              </SettingsCard>
              <SettingsCard title={t('reviews.form.title')}>
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
              </SettingsCard>
              <SettingsCard title={t('reviews.display.title')}>
                <SwitchField vm={vm} values={values} field="is_activate_reviews" labelKey="reviews.display.active" />
                <SwitchField vm={vm} values={values} field="is_show_verified_badge" labelKey="reviews.display.verifiedBadge" />
                <SwitchField vm={vm} values={values} field="is_show_helpful" labelKey="reviews.display.helpful" />
                <SwitchField vm={vm} values={values} field="is_anonymous" labelKey="reviews.display.anonymous" />
                <SwitchField vm={vm} values={values} field="is_show_google_snippet" labelKey="reviews.display.snippet" />
                <SwitchField vm={vm} values={values} field="card_shadow" labelKey="reviews.display.cardShadow" />
              </SettingsCard>
              <SettingsCard title={t('reviews.layout.title')}>
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
              </SettingsCard>
              <SettingsCard title={t('reviews.colors.title')}>
                <FieldGrid>
                  {REVIEW_WIDGET_COLOR_FIELDS.map((field) => (
                    <ColorField key={field} vm={vm} values={values} field={field} />
                  ))}
                </FieldGrid>
              </SettingsCard>
              <SettingsCard title={t('reviews.css.title')}>
                <TextField
                  label={t('reviews.css.reviews')}
                  value={values.reviews_css_code}
                  onChange={(value) => vm.set('reviews_css_code', value)}
                  multiline={4}
                  monospaced
                  autoComplete="off"
                  helpText={t('reviews.css.help')}
                />
                <TextField
                  label={t('reviews.css.rating')}
                  value={values.rating_css_code}
                  onChange={(value) => vm.set('rating_css_code', value)}
                  multiline={3}
                  monospaced
                  autoComplete="off"
                />
              </SettingsCard>
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneHalf">
            <div style={{ position: 'sticky', top: 16 }}>
              <Card>
                <BlockStack gap="200">
                  <Text as="h2" variant="headingMd">
                    {t('reviews.preview.title')}
                  </Text>
                  <Text as="p" tone="subdued">
                    {t('reviews.preview.note')}
                  </Text>
                  <Box minHeight="24px">
                    {vm.previewStatus === 'loading' && (
                      <span role="status">
                        <Spinner size="small" accessibilityLabel={t('reviews.preview.loading')} />
                      </span>
                    )}
                    {vm.previewStatus === 'failed' && <Banner tone="critical">{t('reviews.preview.failed')}</Banner>}
                  </Box>
                  {vm.previewHtml !== null ? (
                    // No script runs in the preview, and it cannot reach the admin: an empty sandbox.
                    <iframe title={t('reviews.preview.frameTitle')} sandbox="" srcDoc={vm.previewHtml} style={{ width: '100%', height: '70vh', border: '1px solid #e3e3e3', borderRadius: 8, background: '#fff' }} />
                  ) : (
                    <SkeletonBodyText lines={8} />
                  )}
                </BlockStack>
              </Card>
            </div>
          </Layout.Section>
        </Layout>
      ) : form.status === 'failed' ? (
        <Card>
          <Text as="p" tone="subdued">
            {t('reviews.loadFailed')}
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
