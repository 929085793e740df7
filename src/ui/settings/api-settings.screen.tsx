import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Button, Card, InlineStack, Layout, Link, Page, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { AnnotatedSection } from '../kit/annotated-section';
import { clipboardWrite } from '../kit/clipboard';
import { ConfirmModal } from '../kit/confirm-modal';
import { useViewModel } from '../kit/view-model-context';
import { ApiSettingsViewModel, PUBLIC_API_REFERENCE_PATH } from './api-settings.view-model';
import { WebhookEndpointsSection } from './webhook-endpoints.section';

/** /settings/api: the shop's reviews API key and the public API's reference (docs/product/settings.md#api-access). */
export const ApiSettingsScreen = observer(function ApiSettingsScreen() {
  const { t } = useTranslation(['settings', 'pages', 'shell']);
  const vm = useViewModel(ApiSettingsViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <Page title={t('pages:settingsApi')} backAction={{ content: t('shell:menu.settings'), url: '/settings' }}>
      <Layout>
        <AnnotatedSection title={t('api.key')} description={t('api.keyDescription')}>
          {vm.status === 'failed' ? (
            <Banner tone="critical" title={t('api.loadFailed')} action={{ content: t('form.retry'), onAction: () => void vm.load() }} />
          ) : (
            <Card>
              {vm.maskedKey !== null ? (
                <BlockStack gap="300">
                  <TextField label={t('api.key')} value={vm.maskedKey} readOnly monospaced autoComplete="off" helpText={t('api.keyHelp')} />
                  <InlineStack gap="200" wrap>
                    <Button onClick={() => void vm.copy(clipboardWrite(), { done: t('api.copied'), failed: t('api.copyFailed') })}>{t('api.copy')}</Button>
                    <Button tone="critical" onClick={() => vm.askToRotate()}>
                      {t('api.rotate')}
                    </Button>
                  </InlineStack>
                  <Text as="p" tone="subdued">
                    {t('api.rotateHint')}
                  </Text>
                </BlockStack>
              ) : (
                <SkeletonBodyText lines={3} />
              )}
            </Card>
          )}
        </AnnotatedSection>
        <AnnotatedSection title={t('api.docsTitle')}>
          <Card>
            <BlockStack gap="200">
              <Text as="p">{t('api.docsDescription')}</Text>
              <Box>
                <Link url={PUBLIC_API_REFERENCE_PATH} target="_blank">
                  {t('api.docsLink')}
                </Link>
              </Box>
            </BlockStack>
          </Card>
        </AnnotatedSection>
        <WebhookEndpointsSection />
      </Layout>
      <ConfirmModal
        open={vm.confirmingRotation}
        title={t('api.rotateTitle')}
        body={t('api.rotateBody')}
        confirmLabel={t('api.rotate')}
        cancelLabel={t('api.cancel')}
        destructive
        action={vm.rotation}
        onConfirm={() => void vm.confirmRotation(t('api.rotated'))}
        onCancel={() => vm.cancelRotation()}
      />
    </Page>
  );
});
