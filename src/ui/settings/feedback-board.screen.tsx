import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Button, Card, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useViewModel } from '../kit/view-model-context';
import { FeedbackBoardViewModel } from './feedback-board.view-model';

/** /settings/canny: the feature-request board, or an empty state when none is configured (docs/product/settings.md#feature-requests). */
export const FeedbackBoardScreen = observer(function FeedbackBoardScreen() {
  const { t } = useTranslation(['settings', 'pages', 'shell']);
  const vm = useViewModel(FeedbackBoardViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <Page title={t('pages:settingsCanny')} backAction={{ content: t('shell:menu.settings'), url: '/settings' }}>
      {vm.status === 'failed' ? (
        <Banner tone="critical" title={t('canny.loadFailed')} action={{ content: t('form.retry'), onAction: () => void vm.load() }} />
      ) : (
        <Card>
          {vm.status === 'loading' ? (
            <SkeletonBodyText lines={3} />
          ) : vm.boardUrl !== null ? (
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">
                {t('canny.title')}
              </Text>
              <Text as="p">{t('canny.description')}</Text>
              <Text as="p" tone="subdued">
                {t('canny.signedIn')}
              </Text>
              <Box>
                <Button variant="primary" url={vm.boardUrl} target="_blank" onClick={() => void vm.renew()}>
                  {t('canny.open')}
                </Button>
              </Box>
            </BlockStack>
          ) : (
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">
                {t('canny.emptyTitle')}
              </Text>
              <Text as="p">{t('canny.description')}</Text>
              <Text as="p">{t('canny.emptyBody')}</Text>
              <Box>
                <Button onClick={() => vm.contactSupport()}>{t('canny.contactSupport')}</Button>
              </Box>
            </BlockStack>
          )}
        </Card>
      )}
    </Page>
  );
});
