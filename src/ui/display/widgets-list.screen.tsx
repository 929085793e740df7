import '../kit/polaris-complete';
import { Badge, BlockStack, Box, Button, Card, InlineStack, Layout, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../kit/view-model-context';
import { LISTED_WIDGETS, type ListedWidget, WidgetsListViewModel } from './widgets-list.view-model';

const WidgetRow = observer(function WidgetRow({ vm, widget }: { readonly vm: WidgetsListViewModel; readonly widget: ListedWidget }) {
  const { t } = useTranslation(['storefront-words', 'display', 'pages']);
  const name = t(`pages:displayWidgets.${widget.key}`);
  const placed = widget.placement ? vm.placed(widget.placement) : null;
  return (
    <li style={{ borderTop: '1px solid var(--p-color-border-secondary)' }}>
      <Box padding="400">
        <InlineStack align="space-between" blockAlign="center" gap="300">
          <BlockStack gap="100">
            <InlineStack gap="200" blockAlign="center">
              <Text as="h3" fontWeight="semibold">
                {name}
              </Text>
            </InlineStack>
            <Text as="p" tone="subdued">
              {t(`display:index.about.${widget.key}`)}
            </Text>
            {widget.placement && placed !== null && (
              <Text as="p" tone={placed ? 'success' : 'caution'}>
                {t(`storefront-words:widgetsList.placement.${widget.placement}.${placed ? 'yes' : 'no'}`)}
              </Text>
            )}
          </BlockStack>
          <InlineStack gap="200" blockAlign="center">
            {vm.hasSwitch(widget) && vm.switches && (
              <Button
                role="switch"
                ariaChecked={vm.isOn(widget) ? 'true' : 'false'}
                pressed={vm.isOn(widget)}
                onClick={() => void vm.toggle(widget)}
                loading={vm.saving === widget.key}
                disabled={vm.saving !== null && vm.saving !== widget.key}
                accessibilityLabel={t('storefront-words:widgetsList.switchLabel', { widget: name })}
              >
                {t(vm.isOn(widget) ? 'display:index.on' : 'display:index.off')}
              </Button>
            )}
            <Button url={widget.settingsUrl} accessibilityLabel={t('display:index.customiseWidget', { widget: name })}>
              {t('display:index.customise')}
            </Button>
          </InlineStack>
        </InlineStack>
      </Box>
    </li>
  );
});

/** /widgetsList: every widget with its switch, where the theme shows it and a link to its settings. */
export const WidgetsListScreen = observer(function WidgetsListScreen() {
  const { t } = useTranslation(['storefront-words', 'display', 'pages']);
  const vm = useViewModel(WidgetsListViewModel);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const { theme } = vm;
  return (
    <Page title={t('pages:widgetsList')} subtitle={t('widgetsList.subtitle')}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            <Card>
              <BlockStack gap="300">
                <Text as="h2" variant="headingMd">
                  {t('display:index.themeTitle')}
                </Text>
                {theme ? (
                  <BlockStack gap="200">
                    <InlineStack align="space-between" blockAlign="center" gap="200">
                      <InlineStack gap="200" blockAlign="center">
                        <Text as="span">{t('display:index.embed')}</Text>
                        <Badge tone={theme.embed.app_embeds_enabled === 1 ? 'success' : 'attention'}>{t(theme.embed.app_embeds_enabled === 1 ? 'display:index.on' : 'display:index.off')}</Badge>
                      </InlineStack>
                      <Button url={theme.embed.url} external>
                        {t('display:index.openEditor')}
                      </Button>
                    </InlineStack>
                    <InlineStack align="space-between" blockAlign="center" gap="200">
                      <InlineStack gap="200" blockAlign="center">
                        <Text as="span">{t('display:index.block')}</Text>
                        <Badge tone={theme.block.is_app_block_added === 1 ? 'success' : 'attention'}>{t(theme.block.is_app_block_added === 1 ? 'display:index.added' : 'display:index.notAdded')}</Badge>
                      </InlineStack>
                      <Button url={theme.block.url} external>
                        {t('display:index.addBlock')}
                      </Button>
                    </InlineStack>
                  </BlockStack>
                ) : vm.status === 'failed' ? (
                  <Text as="p" tone="subdued">
                    {t('widgetsList.loadFailed')}
                  </Text>
                ) : (
                  <SkeletonBodyText lines={2} />
                )}
              </BlockStack>
            </Card>
            <Card padding="0">
              <Box padding="400">
                <Text as="h2" variant="headingMd">
                  {t('display:index.widgetsTitle')}
                </Text>
              </Box>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {LISTED_WIDGETS.map((widget) => (
                  <WidgetRow key={widget.key} vm={vm} widget={widget} />
                ))}
              </ul>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
});
