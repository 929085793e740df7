import '../kit/polaris-complete';
import { Banner, BlockStack, Button, Card, InlineStack, Layout, Page, Text, TextField } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '../kit/use-translation';
import { useViewModel } from '../kit/view-model-context';
import { OptionsCard, ProductCard } from './marketplace-import-fields';
import { MarketplaceUrlImportViewModel } from './marketplace-url-import.view-model';

/** /import/aliexpress_amazon_import: reviews of a product page our server reads (docs/product/import-marketplaces.md#url-import). */
export const MarketplaceUrlImportScreen = observer(function MarketplaceUrlImportScreen() {
  const { t } = useTranslation(['import-sources', 'pages']);
  const vm = useViewModel(MarketplaceUrlImportViewModel);
  return (
    <Page title={t('pages:marketplaceImport')} subtitle={t('url.subtitle')} backAction={{ content: t('back'), url: '/import' }}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {vm.failure !== null && (
              <Banner tone="critical">
                <p>{vm.failure || t('url.failed')}</p>
              </Banner>
            )}
            {vm.started && (
              <Banner tone="success">
                <p>{t('url.started', { kept: vm.started.kept, found: vm.started.found })}</p>
              </Banner>
            )}
            <Card>
              <TextField
                label={t('url.label')}
                type="url"
                autoComplete="off"
                value={vm.url}
                onChange={(url) => vm.setUrl(url)}
                helpText={t('url.help')}
                error={vm.urlInvalid ? t('url.invalid') : undefined}
              />
            </Card>
            <ProductCard form={vm.form} />
            <OptionsCard form={vm.form} />
            <InlineStack align="end">
              <Button variant="primary" loading={vm.importing} onClick={() => void vm.start()}>
                {t('url.start')}
              </Button>
            </InlineStack>
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <Card>
            <Text as="p" tone="subdued">
              {t('url.limits')}
            </Text>
          </Card>
        </Layout.Section>
      </Layout>
    </Page>
  );
});
