import '../kit/polaris-complete';
import { Banner, BlockStack, Button, Card, InlineStack, Layout, Link, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDE_TAB_ACTIONS, SIDE_TAB_COLOR_FIELDS, SIDE_TAB_PAGES, SIDE_TAB_POSITIONS } from '../../domain/storefront/store-review-widgets';
import { LeaveConfirmation } from '../kit/leave-confirmation';
import { SettingsErrorsBanner } from '../kit/settings-errors-banner';
import { useViewModel } from '../kit/view-model-context';
import { FieldGrid, SelectField, SettingsCard } from './review-widget-fields';
import { SideTabSettingsViewModel } from './store-review-widgets.view-model';
import { FlagCheckbox, StoreColorField, StorePreviewCard } from './store-widget-fields';

/** /display/tab: the side tab's settings, its reviews page and its live preview (docs/product/storefront.md#side-tab). */
export const SideTabScreen = observer(function SideTabScreen() {
  const { t } = useTranslation(['display-store', 'pages']);
  const vm = useViewModel(SideTabSettingsViewModel);
  const { form } = vm;

  useEffect(() => {
    void vm.start();
  }, [vm]);

  const values = form.values;
  const actionProblem = vm.problemOf('action');
  return (
    <Page title={t('pages:displayWidgets.tab')} subtitle={t('tab.subtitle')} backAction={{ content: t('backToWidgets'), url: '/display' }}>
      <LeaveConfirmation when={form.isDirty} />
      {values ? (
        <Layout>
          <Layout.Section variant="oneHalf">
            <BlockStack gap="400">
              <SettingsErrorsBanner errors={form.errorsBanner} />
              <SettingsCard title={t('tab.display')}>
                <FlagCheckbox label={t('tab.active')} value={values.is_active} onChange={(value) => vm.set('is_active', value)} helpText={t('tab.activeHelp')} />
                <FieldGrid>
                  <SelectField label={t('tab.position')} value={values.position} options={SIDE_TAB_POSITIONS.map((position) => ({ value: position, label: t(`tab.positions.${position}`) }))} onChange={(value) => vm.set('position', value)} />
                  <SelectField label={t('tab.pages')} value={values.pages} options={SIDE_TAB_PAGES.map((pages) => ({ value: pages, label: t(`tab.pagesOptions.${pages}`) }))} onChange={(value) => vm.set('pages', value)} />
                </FieldGrid>
              </SettingsCard>
              <SettingsCard title={t('tab.opens')}>
                <SelectField label={t('tab.action')} value={values.action} options={SIDE_TAB_ACTIONS.map((action) => ({ value: action, label: t(`tab.actions.${action}`) }))} onChange={(value) => vm.set('action', value)} />
                {actionProblem && (
                  <Text as="p" tone="critical">
                    {t('tab.pageMissing')}
                  </Text>
                )}
                {values.page_url !== '' ? (
                  <Text as="p">{t('tab.pageAt', { url: values.page_url })}</Text>
                ) : (
                  <InlineStack gap="200" blockAlign="center">
                    <Button onClick={() => void vm.createReviewPage()} loading={vm.creatingPage}>
                      {t('tab.createPage')}
                    </Button>
                    <Text as="span" tone="subdued">
                      {t('tab.createPageHelp')}
                    </Text>
                  </InlineStack>
                )}
                {vm.pageFailed && <Banner tone="critical">{t('tab.createPageFailed')}</Banner>}
                <Text as="p" tone="subdued">
                  {t('tab.storeReviewsHint')} <Link url="/display/storeReview">{t('pages:displayWidgets.storeReview')}</Link>
                </Text>
              </SettingsCard>
              <SettingsCard title={t('colors')}>
                <FieldGrid>
                  {SIDE_TAB_COLOR_FIELDS.map((field) => (
                    <StoreColorField key={field} label={t(`tab.${field}`)} value={values[field]} problem={vm.problemOf(field)} onChange={(value) => vm.set(field, value)} />
                  ))}
                </FieldGrid>
              </SettingsCard>
            </BlockStack>
          </Layout.Section>
          <Layout.Section variant="oneHalf">
            <StorePreviewCard html={vm.previewHtml} status={vm.previewStatus} note={t('tab.previewNote')} />
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
