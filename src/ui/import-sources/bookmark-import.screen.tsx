import '../kit/polaris-complete';
import { Banner, BlockStack, Button, Card, InlineStack, Layout, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { useViewModel } from '../kit/view-model-context';
import { BookmarkImportViewModel } from './bookmark-import.view-model';
import { OptionsCard, ProductCard } from './marketplace-import-fields';

/** /import/bookmark_import: a bookmarklet made for one product and the merchant's options (docs/product/import-marketplaces.md). */
export const BookmarkImportScreen = observer(function BookmarkImportScreen() {
  const { t, i18n } = useTranslation(['import-sources', 'pages']);
  const vm = useViewModel(BookmarkImportViewModel);
  const { token, installPaths } = vm;
  const time = token ? new Date(token.expires_at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }) : '';
  return (
    <Page title={t('pages:bookmarkImport')} subtitle={t('bookmark.subtitle')} backAction={{ content: t('back'), url: '/import' }}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {vm.failure !== null && (
              <Banner tone="critical">
                <p>{vm.failure || t('bookmark.failed')}</p>
              </Banner>
            )}
            <ProductCard form={vm.form} />
            <OptionsCard form={vm.form} />
            <InlineStack align="end">
              <Button variant="primary" loading={vm.creating} onClick={() => void vm.create()}>
                {t('bookmark.create')}
              </Button>
            </InlineStack>
            {installPaths && (
              <Card>
                <BlockStack gap="300">
                  <Text as="h2" variant="headingMd">
                    {t('bookmark.readyHeading')}
                  </Text>
                  <Text as="p">{t('bookmark.ready', { time })}</Text>
                  <InlineStack gap="200" wrap>
                    <Button url={installPaths.aliexpress} external>
                      {t('bookmark.openAliExpress')}
                    </Button>
                    <Button url={installPaths.amazon} external>
                      {t('bookmark.openAmazon')}
                    </Button>
                  </InlineStack>
                </BlockStack>
              </Card>
            )}
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
});
