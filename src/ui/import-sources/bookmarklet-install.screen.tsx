import '../kit/polaris-complete';
import { Banner, BlockStack, Box, Button, Card, Layout, List, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useSearchParams } from 'react-router-dom';
import { BOOKMARKLET_WORD_KEYS, type BookmarkletWords } from '../../domain/import/bookmarklet';
import { type Marketplace } from '../../domain/import/marketplace-import';
import { clipboardWrite } from '../kit/clipboard';
import { useViewModel } from '../kit/view-model-context';
import { BookmarkletInstallViewModel } from './bookmarklet-install.view-model';

/**
 * The draggable bookmarklet. React refuses `javascript:` addresses in props, so the address is
 * set on the element itself; it is our own built code with the token's config, never page data.
 */
function BookmarkletLink({ address, text }: { address: string; text: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    link.current?.setAttribute('href', address);
  }, [address]);
  return (
    <a
      ref={link}
      onClick={(event) => event.preventDefault()}
      style={{ display: 'inline-block', padding: '10px 16px', borderRadius: 8, background: '#303030', color: '#fff', fontWeight: 600, textDecoration: 'none', cursor: 'grab' }}
    >
      {text}
    </a>
  );
}

const InstallPage = observer(function InstallPage({ marketplace }: { marketplace: Marketplace }) {
  const { t } = useTranslation('import-sources');
  const vm = useViewModel(BookmarkletInstallViewModel);
  const [search] = useSearchParams();
  const token = search.get('token');

  useEffect(() => {
    const words = Object.fromEntries(BOOKMARKLET_WORD_KEYS.map((key) => [key, t(`overlay.${key}`)])) as unknown as BookmarkletWords;
    void vm.load(token, words);
  }, [vm, token, t]);

  return (
    <Page title={t(marketplace === 'amazon' ? 'install.amazonTitle' : 'install.aliexpressTitle')} subtitle={t('install.intro')}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  {t('install.dragHeading')}
                </Text>
                {vm.state === 'no-token' && <Banner tone="info">{t('install.noToken')}</Banner>}
                {vm.state === 'failed' && <Banner tone="critical">{t('install.failed')}</Banner>}
                {vm.state === 'loading' && (
                  <BlockStack gap="200">
                    <Text as="p" tone="subdued">
                      {t('install.loading')}
                    </Text>
                    <SkeletonBodyText lines={1} />
                  </BlockStack>
                )}
                {vm.state === 'ready' && vm.address && (
                  <BlockStack gap="300">
                    <Text as="p">{t('install.dragHint')}</Text>
                    <Box>
                      <BookmarkletLink address={vm.address} text={t('install.linkText')} />
                    </Box>
                    <Box>
                      <Button onClick={() => void vm.copy(clipboardWrite())}>{vm.copied ? t('install.copied') : t('install.copy')}</Button>
                    </Box>
                  </BlockStack>
                )}
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  {t('install.installHeading')}
                </Text>
                <List type="number">
                  <List.Item>{t('install.installStep1')}</List.Item>
                  <List.Item>{t('install.installStep2')}</List.Item>
                </List>
                <Text as="h3" variant="headingSm">
                  {t('install.mobileHeading')}
                </Text>
                <List type="number">
                  <List.Item>{t('install.mobileStep1')}</List.Item>
                  <List.Item>{t('install.mobileStep2')}</List.Item>
                </List>
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  {t('install.useHeading')}
                </Text>
                <List type="number">
                  <List.Item>{t(`install.${marketplace}Step1`)}</List.Item>
                  <List.Item>{t(`install.${marketplace}Step2`)}</List.Item>
                  <List.Item>{t('install.useStep3')}</List.Item>
                </List>
              </BlockStack>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
});

/** /bookmark_import: installing and using the bookmarklet on AliExpress (and Amazon). */
export function BookmarkletInstallScreen() {
  return <InstallPage marketplace="aliexpress" />;
}

/** /amazon_bookmark_import: the same, told for Amazon. */
export function AmazonBookmarkletInstallScreen() {
  return <InstallPage marketplace="amazon" />;
}
