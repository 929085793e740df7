import '../kit/polaris-complete';
import { BlockStack, Layout, Link, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useViewModel } from '../kit/view-model-context';
import { QaSettingsFieldsCard } from '../kit/qa-settings-card';
import { QaSettingsViewModel } from '../kit/qa-settings.view-model';
import { QaWidgetPreviewViewModel } from './qa-widget-preview.view-model';
import { WidgetPreviewPanel } from './widget-preview-panel';

/**
 * /display/qa: the Q&A widget's settings (the same card and view-model as on /qa: one source of
 * truth) beside a live preview of the Q&A block (docs/product/storefront.md#questions).
 */
export const QaWidgetScreen = observer(function QaWidgetScreen() {
  const { t } = useTranslation(['display-widgets', 'pages']);
  const vm = useViewModel(QaSettingsViewModel);
  const previewVm = useViewModel(QaWidgetPreviewViewModel);
  const { preview } = previewVm;

  useEffect(() => {
    previewVm.follow(vm);
  }, [previewVm, vm]);

  return (
    <Page title={t('pages:displayWidgets.qa')} subtitle={t('qa.subtitle')} backAction={{ content: t('backToWidgets'), url: '/display' }}>
      <Layout>
        <Layout.Section variant="oneHalf">
          <BlockStack gap="400">
            <QaSettingsFieldsCard vm={vm} />
            <Text as="p" tone="subdued">
              {t('qa.manage')} <Link url="/qa">{t('qa.manageLink')}</Link>
            </Text>
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneHalf">
          <WidgetPreviewPanel preview={preview} words="display-widgets:preview" frameTitle={t('qa.frameTitle')} />
        </Layout.Section>
      </Layout>
    </Page>
  );
});
