import '../kit/polaris-complete';
import { BlockStack, Card, Checkbox, Layout, Page, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FLAG_OFF, FLAG_ON } from '../../domain/shop/flag-value';
import { MAX_ASPECTS_MAX, MAX_ASPECTS_MIN, REVIEW_SUMMARY_COLOR_FIELDS, REVIEW_SUMMARY_SWITCHES } from '../../domain/storefront/review-summary-settings';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { FieldGrid, SettingsCard } from './review-widget-fields';
import { ReviewSummarySettingsViewModel } from './review-summary-settings.view-model';
import { WidgetPreviewPanel } from './widget-preview-panel';

/**
 * /display/summary: the review summary block (average, bars per star, what shoppers mention)
 * beside its live preview, and the summary of the shop's reviews as it reads today
 * (docs/product/storefront.md#review-summary).
 */
export const ReviewSummaryWidgetScreen = observer(function ReviewSummaryWidgetScreen() {
  const { t, i18n } = useTranslation(['display-widgets', 'pages']);
  const vm = useViewModel(ReviewSummarySettingsViewModel);
  const { form } = vm;

  useEffect(() => {
    void vm.start(i18n.language);
  }, [vm, i18n.language]);

  const values = form.values;
  const aspectsProblem = vm.problemOf('max_aspects');
  return (
    <Page title={t('pages:displayWidgets.summary')} subtitle={t('summary.subtitle')} backAction={{ content: t('backToWidgets'), url: '/display' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section variant="oneHalf">
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <SettingsCard title={t('summary.show.title')}>
                {REVIEW_SUMMARY_SWITCHES.map((field) => (
                  <Checkbox key={field} label={t(`summary.show.${field}`)} checked={values[field] === FLAG_ON} onChange={(checked) => vm.set(field, checked ? FLAG_ON : FLAG_OFF)} />
                ))}
                <TextField
                  label={t('summary.show.maxAspects')}
                  type="number"
                  min={MAX_ASPECTS_MIN}
                  max={MAX_ASPECTS_MAX}
                  value={Number.isNaN(values.max_aspects) ? '' : String(values.max_aspects)}
                  onChange={(text) => vm.setMaxAspects(text)}
                  error={aspectsProblem ? t(aspectsProblem, { min: MAX_ASPECTS_MIN, max: MAX_ASPECTS_MAX }) : undefined}
                  autoComplete="off"
                />
              </SettingsCard>
              <SettingsCard title={t('summary.colors.title')}>
                <FieldGrid>
                  {REVIEW_SUMMARY_COLOR_FIELDS.map((field) => {
                    const problem = vm.problemOf(field);
                    return (
                      <TextField
                        key={field}
                        label={t(`summary.colors.${field}`)}
                        value={values[field]}
                        onChange={(value) => vm.set(field, value.trim())}
                        error={problem ? t(problem) : undefined}
                        maxLength={7}
                        autoComplete="off"
                        prefix={<span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 16, borderRadius: 4, border: '1px solid #8a8a8a', background: problem ? 'transparent' : values[field] }} />}
                      />
                    );
                  })}
                </FieldGrid>
              </SettingsCard>
              <SettingsCard title={t('summary.today.title')}>
                <Text as="p">{vm.aiSummary === null ? t('summary.today.loading') : vm.aiSummary.text || t('summary.today.none')}</Text>
                <Text as="p" tone="subdued">
                  {t('summary.today.how', { count: vm.aiSummary?.review_count ?? 0 })}
                </Text>
              </SettingsCard>
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneHalf">
            <WidgetPreviewPanel html={vm.preview.html} status={vm.preview.status} frameTitle={t('summary.frameTitle')} />
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
