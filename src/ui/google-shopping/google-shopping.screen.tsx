import '../kit/polaris-complete';
import { Badge, Banner, BlockStack, Box, Button, Card, InlineStack, Layout, List, Page, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { clipboardWrite } from '../kit/clipboard';
import { ConfirmModal } from '../kit/confirm-modal';
import { useViewModel } from '../kit/view-model-context';
import { GoogleShoppingViewModel } from './google-shopping.view-model';
import { TitledCard } from '../kit/titled-card';

const NS = 'google-shopping';

/** /integrated/google_shopping: the Product Ratings feed for Google Shopping (docs/product/google-shopping.md). */
export const GoogleShoppingScreen = observer(function GoogleShoppingScreen() {
  const { t, i18n } = useTranslation([NS, 'pages']);
  const vm = useViewModel(GoogleShoppingViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const feed = vm.feed;

  return (
    <Page title={t('pages:googleShopping')} subtitle={t('subtitle')} backAction={{ content: t('back'), url: '/integrated' }}>
      <Layout>
        <Layout.Section>
          {vm.status === 'failed' ? (
            <Banner tone="critical" title={t('loadFailed')} action={{ content: t('retry'), onAction: () => void vm.load() }} />
          ) : !feed ? (
            <Card>
              <SkeletonBodyText lines={5} />
            </Card>
          ) : (
            <BlockStack gap="400">
              <Card>
                <BlockStack gap="300">
                  <InlineStack align="space-between" blockAlign="center" gap="200" wrap>
                    <InlineStack gap="200" blockAlign="center">
                      <Text as="h2" variant="headingMd">
                        {t('feed.title')}
                      </Text>
                      <Badge tone={feed.enabled ? 'success' : undefined}>{feed.enabled ? t('feed.on') : t('feed.off')}</Badge>
                    </InlineStack>
                    <Button variant={feed.enabled ? 'secondary' : 'primary'} loading={vm.switching} onClick={() => void vm.setEnabled(!feed.enabled)}>
                      {feed.enabled ? t('feed.turnOff') : t('feed.turnOn')}
                    </Button>
                  </InlineStack>
                  <Text as="p" tone="subdued">
                    {feed.enabled ? t('feed.onHelp') : t('feed.offHelp')}
                  </Text>
                  <TextField label={t('url.label')} value={feed.url} readOnly monospaced autoComplete="off" helpText={t('url.help')} />
                  <InlineStack gap="200" wrap>
                    <Button onClick={() => void vm.copy(clipboardWrite(), { done: t('url.copied'), failed: t('url.copyFailed') })}>{t('url.copy')}</Button>
                    <Button tone="critical" onClick={() => vm.askToRotate()}>
                      {t('url.rotate')}
                    </Button>
                  </InlineStack>
                </BlockStack>
              </Card>
              <TitledCard title={t('status.title')}>
                {vm.fetched ? (
                  <BlockStack gap="200">
                    <Text as="p">{t('status.lastFetched', { when: new Date(feed.last_fetched_at ?? '').toLocaleString(i18n.language) })}</Text>
                    <Text as="p">{t('status.included', { count: feed.included})}</Text>
                    {feed.spam_flagged > 0 && <Text as="p">{t('status.spamFlagged', { count: feed.spam_flagged})}</Text>}
                    {feed.included < feed.minimum_reviews && (
                      <Banner tone="info">{t('status.belowMinimum', { count: feed.minimum_reviews})}</Banner>
                    )}
                  </BlockStack>
                ) : (
                  <Text as="p" tone="subdued">
                    {t('status.neverFetched')}
                  </Text>
                )}
              </TitledCard>
              <TitledCard title={t('leftOut.title')}>
                <Text as="p" tone="subdued">
                  {t('leftOut.neverForRating')}
                </Text>
                {vm.fetched && vm.leftOut.length > 0 ? (
                  <Box>
                    <List type="bullet">
                      {vm.leftOut.map((row) => (
                        <List.Item key={row.reason}>
                          <Text as="span" fontWeight="semibold">
                            {t(`leftOut.reasons.${row.reason}`)}
                          </Text>
                          {': '}
                          {t('leftOut.count', { count: row.count})}
                        </List.Item>
                      ))}
                    </List>
                  </Box>
                ) : (
                  <Text as="p">{vm.fetched ? t('leftOut.none') : t('leftOut.afterFetch')}</Text>
                )}
              </TitledCard>
            </BlockStack>
          )}
        </Layout.Section>
      </Layout>
      <ConfirmModal
        open={vm.confirmingRotation}
        title={t('rotate.title')}
        body={t('rotate.body')}
        confirmLabel={t('url.rotate')}
        cancelLabel={t('rotate.cancel')}
        destructive
        action={vm.rotation}
        onConfirm={() => void vm.confirmRotation(t('rotate.done'))}
        onCancel={() => vm.cancelRotation()}
      />
    </Page>
  );
});
