import { Card, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { STORE_REVIEW_COLOR_FIELDS, STORE_REVIEW_TITLE_MAX_LENGTH } from '../../domain/storefront/store-review-widgets';
import { useViewModel } from '../kit/view-model-context';
import { TitledCard } from '../kit/titled-card';
import { StoreReviewSettingsViewModel } from './store-review-widgets.view-model';
import { ColorField, FieldGrid, FlagSwitch } from './settings-fields';
import { SettingsScreenLayout } from './settings-screen-layout';
import { WidgetPreviewPanel } from './widget-preview-panel';

/** /display/storeReview: the store-reviews block's settings beside its live preview (docs/product/storefront.md#store-reviews). */
export const StoreReviewScreen = observer(function StoreReviewScreen() {
  const { t } = useTranslation(['display-store', 'pages']);
  const vm = useViewModel(StoreReviewSettingsViewModel);
  const { form } = vm;
  const problemText = (problem: string | null) => (problem ? t(problem) : undefined);

  return (
    <SettingsScreenLayout
      form={form}
      start={() => vm.start()}
      title={t('pages:displayWidgets.storeReview')}
      subtitle={t('store.subtitle')}
      backLabel={t('backToWidgets')}
      loadFailed={t('loadFailed')}
      preview={<WidgetPreviewPanel preview={vm.preview} words="display-store:preview" note={t('store.previewNote')} frameTitle={t('preview.frameTitle')} skeletonLines={8} />}
    >
      {(values) => (
        <>
          <TitledCard title={t('store.display')}>
            <FlagSwitch label={t('store.active')} value={values.is_active_store_review} onChange={(value) => vm.set('is_active_store_review', value)} helpText={t('store.activeHelp')} />
            <FlagSwitch label={t('store.allowWrite')} value={values.is_allow_write} onChange={(value) => vm.set('is_allow_write', value)} />
            <TextField
              label={t('store.title')}
              value={values.title}
              onChange={(value) => vm.set('title', value)}
              maxLength={STORE_REVIEW_TITLE_MAX_LENGTH}
              showCharacterCount
              placeholder={t('store.titlePlaceholder')}
              helpText={t('store.titleHelp')}
              error={vm.problemOf('title') ? t('store.titleTooLong', { max: STORE_REVIEW_TITLE_MAX_LENGTH }) : undefined}
              autoComplete="off"
            />
          </TitledCard>
          <TitledCard title={t('colors')}>
            <FieldGrid>
              {STORE_REVIEW_COLOR_FIELDS.map((field) => (
                <ColorField key={field} label={t(`store.${field}`)} value={values[field]} error={problemText(vm.problemOf(field))} onChange={(value) => vm.set(field, value)} />
              ))}
            </FieldGrid>
          </TitledCard>
          <Card>
            <Text as="p" tone="subdued">
              {t('store.placement')}
            </Text>
          </Card>
        </>
      )}
    </SettingsScreenLayout>
  );
});
