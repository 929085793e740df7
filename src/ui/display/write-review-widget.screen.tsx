import { Link, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { WRITE_REVIEW_TYPES } from '../../domain/storefront/review-widget-settings';
import { useViewModel } from '../kit/view-model-context';
import { TitledCard } from '../kit/titled-card';
import { ReviewSwitchField as SwitchField } from './review-widget-fields';
import { SelectField } from './settings-fields';
import { SettingsScreenLayout } from './settings-screen-layout';
import { ReviewWidgetSettingsViewModel } from './review-widget-settings.view-model';
import { WidgetPreviewPanel } from './widget-preview-panel';

/**
 * /display/write: the write-review form's settings (how it opens, the branding line as the plan
 * allows, how new reviews are published) beside a live preview of the write-review block
 * (docs/product/storefront.md#write-a-review).
 */
export const WriteReviewWidgetScreen = observer(function WriteReviewWidgetScreen() {
  const { t } = useTranslation(['display-widgets', 'pages', 'display']);
  const vm = useViewModel(ReviewWidgetSettingsViewModel);
  const { form } = vm;

  return (
    <SettingsScreenLayout
      form={form}
      start={() => vm.start('write-review')}
      title={t('pages:displayWidgets.write')}
      subtitle={t('write.subtitle')}
      backLabel={t('backToWidgets')}
      loadFailed={t('loadFailed')}
      preview={<WidgetPreviewPanel preview={vm.preview} words="display-widgets:preview" frameTitle={t('write.frameTitle')} />}
    >
      {(values) => (
        <>
          <TitledCard title={t('display:reviews.form.title')}>
            <SwitchField vm={vm} values={values} field="show_review_btn" labelKey="reviews.form.showButton" />
            <SelectField
              label={t('display:reviews.form.type')}
              value={values.write_review_type}
              options={WRITE_REVIEW_TYPES.map((type) => ({ value: type, label: t(type === 1 ? 'display:reviews.form.behindButton' : 'display:reviews.form.alwaysOpen') }))}
              onChange={(value) => vm.set('write_review_type', value)}
            />
            <SwitchField vm={vm} values={values} field="is_del_powered" labelKey="reviews.form.removeBranding" disabled={!vm.brandingRemovable} />
            {/* Outside the disabled switch: its help text would be drawn in the disabled colour, too faint to read. */}
            {!vm.brandingRemovable && (
              <Text as="p" tone="subdued">
                {t('display:reviews.form.brandingPlan')} <Link url="/plan?source=navigation">{t('display:reviews.form.seePlans')}</Link>
              </Text>
            )}
            <Text as="p" tone="subdued">
              {t('write.attributes')} <Link url="/collect/attributes">{t('pages:collectAttributes')}</Link>
            </Text>
          </TitledCard>
          <TitledCard title={t('display:reviews.publishing.title')}>
            <SwitchField vm={vm} values={values} field="is_review_publish" labelKey="reviews.publishing.autoPublish" />
            <SelectField
              label={t('display:reviews.publishing.minRating')}
              value={values.auto_publish_min_rating}
              options={[1, 2, 3, 4, 5].map((count) => ({ value: count, label: t('display:reviews.publishing.minRatingOption', { count }) }))}
              onChange={(value) => vm.set('auto_publish_min_rating', value)}
            />
            <Text as="p" tone="subdued">
              {t('display:reviews.publishing.minRatingHelp')}
            </Text>
            <SwitchField vm={vm} values={values} field="is_anonymous" labelKey="reviews.display.anonymous" />
          </TitledCard>
        </>
      )}
    </SettingsScreenLayout>
  );
});
