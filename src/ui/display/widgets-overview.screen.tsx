import '../kit/polaris-complete';
import { BlockStack, Button, Card, InlineStack, Layout, Link, Page, ProgressBar, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { type WidgetAsset } from '../../contracts/widget-settings.contract';
import { useViewModel } from '../kit/view-model-context';
import { ThemeStatusCard, WidgetRow, WidgetsCard } from './widget-rows';
import { STOREFRONT_WIDGET_IDS, storefrontWidget } from '../../domain/storefront/widget-registry';
import { WidgetsOverviewViewModel } from './widgets-overview.view-model';

function AssetRow({ asset }: { readonly asset: WidgetAsset }) {
  const { t, i18n } = useTranslation('display');
  const measured = asset.file.endsWith('.js') ? asset.gzip_bytes : asset.raw_bytes;
  const kilobytes = (bytes: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / 1000);
  const share = Math.min(100, Math.round((measured / asset.budget_bytes) * 100));
  const labelId = `widget-asset-${asset.file.replace(/\W/g, '-')}`;
  return (
    <BlockStack gap="100">
      <InlineStack align="space-between" gap="200" wrap>
        <span id={labelId}>
          <Text as="span" fontWeight="semibold">
            {asset.file}
          </Text>
        </span>
        <Text as="span" tone={measured > asset.budget_bytes ? 'critical' : 'subdued'}>
          {t(asset.file.endsWith('.js') ? 'index.scriptSize' : 'index.stylesheetSize', { size: kilobytes(measured), budget: kilobytes(asset.budget_bytes) })}
        </Text>
      </InlineStack>
      <ProgressBar progress={share} size="small" tone={measured > asset.budget_bytes ? 'critical' : 'success'} ariaLabelledBy={labelId} />
    </BlockStack>
  );
}

/** /display: is the theme set up, which widgets are there, and what each costs the storefront. */
export const WidgetsOverviewScreen = observer(function WidgetsOverviewScreen() {
  const { t } = useTranslation(['display', 'pages', 'storefront-words']);
  const vm = useViewModel(WidgetsOverviewViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const { theme, overview } = vm;
  return (
    <Page title={t('pages:display')} subtitle={t('index.subtitle')}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <ThemeStatusCard
              theme={theme}
              failed={vm.status === 'failed'}
              loadFailed={t('index.loadFailed')}
              more={
                overview?.demo_storefront_url && (
                  <Text as="p" tone="subdued">
                    {t('index.demoStorefront')}{' '}
                    <Link url={overview.demo_storefront_url} target="_blank">
                      {t('index.demoStorefrontLink')}
                    </Link>
                  </Text>
                )
              }
            />
            <WidgetsCard>
              {STOREFRONT_WIDGET_IDS.map((key) => (
                <WidgetRow key={key} widgetKey={key} settingsUrl={storefrontWidget(key).settingsPath} />
              ))}
            </WidgetsCard>
          </BlockStack>
        </Layout.Section>
        <Layout.Section variant="oneThird">
          <BlockStack gap="400">
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  {t('storefront-words:overview.title')}
                </Text>
                <Text as="p" tone="subdued">
                  {t('storefront-words:overview.about')}
                </Text>
                <InlineStack>
                  <Button url="/display/texts">{t('storefront-words:overview.open')}</Button>
                </InlineStack>
              </BlockStack>
            </Card>
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  {t('index.filesTitle')}
                </Text>
                <Text as="p" tone="subdued">
                  {t('index.filesHelp')}
                </Text>
                {overview ? overview.assets.map((asset) => <AssetRow key={asset.file} asset={asset} />) : <SkeletonBodyText lines={4} />}
              </BlockStack>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
});
