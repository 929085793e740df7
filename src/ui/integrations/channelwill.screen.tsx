import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Button, Card, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useViewModel } from '../kit/view-model-context';
import { ChannelwillViewModel } from './channelwill.view-model';

/** /integrated/channelwill: opens Channelwill signed in as the shop, or says this server has none (docs/product/integrations.md#channelwill). */
export const ChannelwillScreen = observer(function ChannelwillScreen() {
  const { t } = useTranslation(['channelwill', 'pages']);
  const vm = useViewModel(ChannelwillViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  // Renews the sign a minute before Channelwill would refuse it, for a page left open.
  const link = vm.link;
  useEffect(() => {
    const delay = vm.msUntilRenewal(new Date());
    if (delay === null) return undefined;
    const timer = setTimeout(() => void vm.renew(), delay);
    return () => clearTimeout(timer);
  }, [vm, link]);

  return (
    <Page title={t('pages:channelwill')} backAction={{ content: t('pages:integrated'), url: '/integrated' }}>
      {vm.status === 'failed' ? (
        <Banner tone="critical" title={t('loadFailed')} action={{ content: t('retry'), onAction: () => void vm.load() }} />
      ) : (
        <Card>
          {vm.status === 'loading' ? (
            <SkeletonBodyText lines={3} />
          ) : vm.url !== null ? (
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">
                {t('title')}
              </Text>
              <Text as="p">{t('description')}</Text>
              <Text as="p" tone="subdued">
                {t('signedIn')}
              </Text>
              <Box>
                <Button variant="primary" url={vm.url} target="_blank" onClick={() => void vm.renew()}>
                  {t('open')}
                </Button>
              </Box>
            </BlockStack>
          ) : (
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">
                {t('unavailableTitle')}
              </Text>
              <Text as="p">{t('description')}</Text>
              <Text as="p">{t('unavailableBody')}</Text>
            </BlockStack>
          )}
        </Card>
      )}
    </Page>
  );
});
