import { Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { MAX_ASPECTS_MAX, MAX_ASPECTS_MIN, REVIEW_SUMMARY_COLOR_FIELDS, REVIEW_SUMMARY_SWITCHES } from '../../domain/storefront/review-summary-settings';
import { useViewModel } from '../kit/view-model-context';
import { TitledCard } from '../kit/titled-card';
import { ReviewSummarySettingsViewModel } from './review-summary-settings.view-model';
import { ColorField, FieldGrid, FlagSwitch, WholeNumberField } from './settings-fields';
import { SettingsScreenLayout } from './settings-screen-layout';
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

  const aspectsProblem = vm.problemOf('max_aspects');
  return (
    <SettingsScreenLayout
      form={form}
      title={t('pages:displayWidgets.summary')}
      subtitle={t('summary.subtitle')}
      backLabel={t('backToWidgets')}
      loadFailed={t('loadFailed')}
      preview={<WidgetPreviewPanel preview={vm.preview} words="display-widgets:preview" frameTitle={t('summary.frameTitle')} />}
    >
      {(values) => (
        <>
          <TitledCard title={t('summary.show.title')}>
            {REVIEW_SUMMARY_SWITCHES.map((field) => (
              <FlagSwitch key={field} label={t(`summary.show.${field}`)} value={values[field]} onChange={(value) => vm.set(field, value)} />
            ))}
            <WholeNumberField label={t('summary.show.maxAspects')} value={values.max_aspects} min={MAX_ASPECTS_MIN} max={MAX_ASPECTS_MAX} error={aspectsProblem ? t(aspectsProblem, { min: MAX_ASPECTS_MIN, max: MAX_ASPECTS_MAX }) : undefined} onChange={(text) => vm.setMaxAspects(text)} />
          </TitledCard>
          <TitledCard title={t('summary.colors.title')}>
            <FieldGrid>
              {REVIEW_SUMMARY_COLOR_FIELDS.map((field) => {
                const problem = vm.problemOf(field);
                return (
                  <ColorField
                    key={field}
                    label={t(`summary.colors.${field}`)}
                    value={values[field]}
                    error={problem ? t(problem) : undefined}
                    helpText={field === 'bar_color' ? t('summary.colors.bar_colorHelp') : undefined}
                    onChange={(value) => vm.set(field, value)}
                  />
                );
              })}
            </FieldGrid>
          </TitledCard>
          <TitledCard title={t('summary.today.title')}>
            <Text as="p">{vm.aiSummary === null ? t('summary.today.loading') : vm.aiSummary.text || t('summary.today.none')}</Text>
            <Text as="p" tone="subdued">
              {t('summary.today.how', { count: vm.aiSummary?.review_count ?? 0 })}
            </Text>
          </TitledCard>
        </>
      )}
    </SettingsScreenLayout>
  );
});
