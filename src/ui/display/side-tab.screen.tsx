import { Banner, Button, InlineStack, Link, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { SIDE_TAB_ACTIONS, SIDE_TAB_COLOR_FIELDS, SIDE_TAB_PAGES, SIDE_TAB_POSITIONS } from '../../domain/storefront/store-review-widgets';
import { useViewModel } from '../kit/view-model-context';
import { TitledCard } from '../kit/titled-card';
import { SideTabSettingsViewModel } from './store-review-widgets.view-model';
import { ColorField, FieldGrid, FlagSwitch, SelectField } from './settings-fields';
import { SettingsScreenLayout } from './settings-screen-layout';
import { WidgetPreviewPanel } from './widget-preview-panel';

/** /display/tab: the side tab's settings, its reviews page and its live preview (docs/product/storefront.md#side-tab). */
export const SideTabScreen = observer(function SideTabScreen() {
  const { t } = useTranslation(['display-store', 'pages']);
  const vm = useViewModel(SideTabSettingsViewModel);
  const { form } = vm;
  const problemText = (problem: string | null) => (problem ? t(problem) : undefined);

  const actionProblem = vm.problemOf('action');
  return (
    <SettingsScreenLayout
      form={form}
      start={() => vm.start()}
      title={t('pages:displayWidgets.tab')}
      subtitle={t('tab.subtitle')}
      backLabel={t('backToWidgets')}
      loadFailed={t('loadFailed')}
      preview={<WidgetPreviewPanel preview={vm.preview} words="display-store:preview" note={t('tab.previewNote')} frameTitle={t('preview.frameTitle')} skeletonLines={8} />}
    >
      {(values) => (
        <>
          <TitledCard title={t('tab.display')}>
            <FlagSwitch label={t('tab.active')} value={values.is_active} onChange={(value) => vm.set('is_active', value)} helpText={t('tab.activeHelp')} />
            <FieldGrid>
              <SelectField label={t('tab.position')} value={values.position} options={SIDE_TAB_POSITIONS.map((position) => ({ value: position, label: t(`tab.positions.${position}`) }))} onChange={(value) => vm.set('position', value)} />
              <SelectField label={t('tab.pages')} value={values.pages} options={SIDE_TAB_PAGES.map((pages) => ({ value: pages, label: t(`tab.pagesOptions.${pages}`) }))} onChange={(value) => vm.set('pages', value)} />
            </FieldGrid>
          </TitledCard>
          <TitledCard title={t('tab.opens')}>
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
          </TitledCard>
          <TitledCard title={t('colors')}>
            <FieldGrid>
              {SIDE_TAB_COLOR_FIELDS.map((field) => (
                <ColorField key={field} label={t(`tab.${field}`)} value={values[field]} error={problemText(vm.problemOf(field))} onChange={(value) => vm.set(field, value)} />
              ))}
            </FieldGrid>
          </TitledCard>
        </>
      )}
    </SettingsScreenLayout>
  );
});
