import '../kit/polaris-complete';
import { BlockStack, Banner, Box, Button, Card, InlineStack, Layout, List, Page, SkeletonBodyText, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { clipboardWrite } from '../kit/clipboard';
import { useViewModel } from '../kit/view-model-context';
import { ReviewRequestLinkViewModel } from './review-request-link.view-model';

/** /collect/review_request_link: the shop's review link and QR code (docs/product/collect-link.md). */
export const ReviewRequestLinkScreen = observer(function ReviewRequestLinkScreen() {
  const { t } = useTranslation(['collect-link', 'pages']);
  const vm = useViewModel(ReviewRequestLinkViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const { link } = vm;
  const copyWords = { done: t('copied'), failed: t('copyFailed') };
  return (
    <Page title={t('pages:reviewRequestLink')} subtitle={t('subtitle')} backAction={{ content: t('back'), url: '/collect' }}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {vm.failed && (
              <Banner tone="critical" title={t('loadFailed')} action={{ content: t('retry'), onAction: () => void vm.retry() }}>
                <p>{t('loadFailedHint')}</p>
              </Banner>
            )}
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  {t('linkHeading')}
                </Text>
                <Text as="p">{t('linkHint')}</Text>
                {link ? (
                  <InlineStack gap="200" blockAlign="end" wrap>
                    <Box minWidth="min(100%, 420px)">
                      <TextField label={t('linkLabel')} value={link.link} readOnly autoComplete="off" selectTextOnFocus />
                    </Box>
                    <Button onClick={() => void vm.copy(link.link, clipboardWrite(), copyWords)}>{t('copy')}</Button>
                    <Button url={link.link} external>
                      {t('open')}
                    </Button>
                  </InlineStack>
                ) : (
                  !vm.failed && <SkeletonBodyText lines={2} />
                )}
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  {t('qrHeading')}
                </Text>
                <Text as="p">{t('qrHint')}</Text>
                {link ? (
                  <BlockStack gap="300">
                    <Box maxWidth="240px">
                      <img src={link.qr_png} alt={t('qrAlt')} width={240} height={240} style={{ display: 'block', width: '100%', height: 'auto' }} />
                    </Box>
                    <InlineStack gap="200" wrap>
                      <Button url={link.qr_png} download="review-qr-code.png">
                        {t('downloadPng')}
                      </Button>
                      <Button url={vm.svgDownload ?? undefined} download="review-qr-code.svg">
                        {t('downloadSvg')}
                      </Button>
                      <Button variant="plain" onClick={() => void vm.copy(link.qr_link, clipboardWrite(), copyWords)}>
                        {t('copyQrLink')}
                      </Button>
                    </InlineStack>
                  </BlockStack>
                ) : (
                  !vm.failed && <SkeletonBodyText lines={4} />
                )}
              </BlockStack>
            </Card>
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <Card>
            <BlockStack gap="200">
              <Text as="h2" variant="headingMd">
                {t('whereHeading')}
              </Text>
              <List>
                <List.Item>{t('wherePackaging')}</List.Item>
                <List.Item>{t('whereReceipts')}</List.Item>
                <List.Item>{t('whereShop')}</List.Item>
                <List.Item>{t('whereMessages')}</List.Item>
              </List>
              <Text as="p" tone="subdued">
                {t('sources')}
              </Text>
            </BlockStack>
          </Card>
        </Layout.Section>
      </Layout>
    </Page>
  );
});
