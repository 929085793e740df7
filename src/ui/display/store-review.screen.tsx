import '../kit/polaris-complete';
import { BlockStack, Card, Layout, Page, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { STORE_REVIEW_COLOR_FIELDS, STORE_REVIEW_TITLE_MAX_LENGTH } from '../../domain/storefront/store-review-widgets';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { FieldGrid, SettingsCard } from './review-widget-fields';
import { StoreReviewSettingsViewModel } from './store-review-widgets.view-model';
import { FlagCheckbox, StoreColorField, StorePreviewCard } from './store-widget-fields';

/** /display/storeReview: the store-reviews block's settings beside its live preview (docs/product/storefront.md#store-reviews). */
export const StoreReviewScreen = observer(function StoreReviewScreen() {
  const { t } = useTranslation(['display-store', 'pages']);
  const vm = useViewModel(StoreReviewSettingsViewModel);
  const { form } = vm;

  useEffect(() => {
    void vm.start();
  }, [vm]);

  const values = form.values;
  return (
    <Page title={t('pages:displayWidgets.storeReview')} subtitle={t('store.subtitle')} backAction={{ content: t('backToWidgets'), url: '/display' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section variant="oneHalf">
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <SettingsCard title={t('store.display')}>
                <FlagCheckbox label={t('store.active')} value={values.is_active_store_review} onChange={(value) => vm.set('is_active_store_review', value)} helpText={t('store.activeHelp')} />
                <FlagCheckbox label={t('store.allowWrite')} value={values.is_allow_write} onChange={(value) => vm.set('is_allow_write', value)} />
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
              </SettingsCard>
              <SettingsCard title={t('colors')}>
                <FieldGrid>
                  {STORE_REVIEW_COLOR_FIELDS.map((field) => (
                    <StoreColorField key={field} label={t(`store.${field}`)} value={values[field]} problem={vm.problemOf(field)} onChange={(value) => vm.set(field, value)} />
                  ))}
                </FieldGrid>
              </SettingsCard>
              <Card>
                <Text as="p" tone="subdued">
                  {t('store.placement')}
                </Text>
              </Card>
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneHalf">
            <StorePreviewCard html={vm.previewHtml} status={vm.previewStatus} note={t('store.previewNote')} />
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
