import '../kit/polaris-complete';
import { Banner, BlockStack, Button, Card, Checkbox, InlineStack, Page, Select, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { LoadingCard } from '../kit/loading-card';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useViewModel } from '../kit/view-model-context';
import { ImportStartedBanner } from './import-started-banner';
import { DropshipmanSyncViewModel, SYNC_RATING_CHOICES } from './dropshipman-sync.view-model';
import { ApiKeyConnectForm } from '../kit/api-key-connect-form';

/** /import/dropshipman_sync: connect Dropshipman, choose linked products, sync their AliExpress reviews (docs/product/import-apps.md#dropshipman). */
export const DropshipmanSyncScreen = observer(function DropshipmanSyncScreen() {
  const { t } = useTranslation(['import-apps', 'pages']);
  const vm = useViewModel(DropshipmanSyncViewModel);
  useEffect(() => void vm.load(), [vm]);

  return (
    <Page title={t('dropshipman.title')} backAction={{ content: t('pages:import'), url: '/import' }}>
      <BlockStack gap="400">
        {vm.error !== '' && (
          <Banner tone="critical">
            <p>{vm.error}</p>
          </Banner>
        )}
        {vm.job && <ImportStartedBanner job={vm.job} />}
        {vm.connection === null ? <LoadingCard failed={vm.error !== ''} failedText={t('common.loadFailed')} /> : <ConnectionCard vm={vm} />}
        {vm.connected && <ProductsCard vm={vm} />}
      </BlockStack>
    </Page>
  );
});

const ConnectionCard = observer(function ConnectionCard({ vm }: { readonly vm: DropshipmanSyncViewModel }) {
  const { t } = useTranslation('import-apps');
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="p">{t('dropshipman.intro')}</Text>
        {vm.connected ? (
          <InlineStack gap="300" align="space-between" blockAlign="center">
            <Text as="p">{t('dropshipman.connected', { hint: vm.connection?.key_hint ?? '' })}</Text>
            <Button onClick={() => void vm.disconnect()}>{t('dropshipman.disconnect')}</Button>
          </InlineStack>
        ) : (
          <ApiKeyConnectForm connection={vm} label={t('dropshipman.apiKey')} helpText={t('dropshipman.apiKeyHelp')} connectLabel={t('dropshipman.connect')} />
        )}
      </BlockStack>
    </Card>
  );
});

const ProductsCard = observer(function ProductsCard({ vm }: { readonly vm: DropshipmanSyncViewModel }) {
  const { t } = useTranslation('import-apps');
  const formatDate = useShopDateFormat();
  return (
    <Card>
      <BlockStack gap="400">
        <Text as="h2" variant="headingMd">
          {t('dropshipman.products')}
        </Text>
        {vm.products.length === 0 ? (
          <Text as="p" tone="subdued">
            {vm.productsLoading ? '…' : t('dropshipman.noProducts')}
          </Text>
        ) : (
          <BlockStack gap="200">
            <Checkbox label={t('dropshipman.selectAll')} checked={vm.allSelected ? true : vm.selected.length > 0 ? 'indeterminate' : false} onChange={() => vm.toggleAll()} />
            <BlockStack as="ul" gap="200">
              {vm.products.map((product) => (
                <li key={product.shopify_product_id}>
                  <Checkbox
                    label={product.supplier_title || product.shopify_product_id}
                    checked={vm.selected.includes(product.shopify_product_id)}
                    onChange={() => vm.toggle(product.shopify_product_id)}
                    helpText={`${t('common.reviewCount', { total: product.review_count })} · ${
                      product.synced_at ? t('dropshipman.synced', { date: formatDate(product.synced_at) }) : t('dropshipman.notSynced')
                    }`}
                  />
                </li>
              ))}
            </BlockStack>
          </BlockStack>
        )}
        <Select
          label={t('dropshipman.minRating')}
          options={SYNC_RATING_CHOICES.map((stars) => ({ label: t('dropshipman.stars', { stars }), value: String(stars) }))}
          value={String(vm.minRating)}
          onChange={(value) => vm.setMinRating(Number(value))}
        />
        <Checkbox label={t('dropshipman.onlyWithPhotos')} checked={vm.onlyWithPhotos} onChange={(value) => vm.setOnlyWithPhotos(value)} />
        {vm.syncProblem !== '' && (
          <Banner tone="warning">
            <p>{vm.syncProblem}</p>
          </Banner>
        )}
        <InlineStack gap="300" blockAlign="center">
          <Button variant="primary" onClick={() => void vm.sync()} loading={vm.syncing} disabled={vm.products.length === 0}>
            {vm.selected.length === 0 ? t('dropshipman.syncAll') : t('dropshipman.syncSelected', { selected: vm.selected.length })}
          </Button>
          <Text as="span" tone="subdued">
            {t('dropshipman.toRead', { total: vm.reviewsToRead })}
          </Text>
        </InlineStack>
      </BlockStack>
    </Card>
  );
});
