import '../kit/polaris-complete';
import { BlockStack, Box, Button, Card, Layout, Page, SkeletonBodyText, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '../kit/view-model-context';
import { ThemeStatusRows, WidgetRow } from './widget-rows';
import { LISTED_WIDGETS, type ListedWidget, WidgetsListViewModel } from './widgets-list.view-model';

const ListedWidgetRow = observer(function ListedWidgetRow({ vm, widget }: { readonly vm: WidgetsListViewModel; readonly widget: ListedWidget }) {
  const { t } = useTranslation(['storefront-words', 'display', 'pages']);
  const name = t(`pages:displayWidgets.${widget.key}`);
  const field = widget.switchField;
  const placed = widget.placement ? vm.placed(widget.placement) : null;
  return (
    <WidgetRow
      widgetKey={widget.key}
      settingsUrl={widget.settingsUrl}
      details={
        widget.placement &&
        placed !== null && (
          <Text as="p" tone={placed ? 'success' : 'caution'}>
            {t(`storefront-words:widgetsList.placement.${widget.placement}.${placed ? 'yes' : 'no'}`)}
          </Text>
        )
      }
      actions={
        field &&
        vm.switches && (
          <Button
            role="switch"
            ariaChecked={vm.isOn(field) ? 'true' : 'false'}
            pressed={vm.isOn(field)}
            onClick={() => void vm.toggle(widget)}
            loading={vm.saving === field}
            disabled={vm.saving !== null && vm.saving !== field}
            accessibilityLabel={t('storefront-words:widgetsList.switchLabel', { widget: name })}
          >
            {t(vm.isOn(field) ? 'display:index.on' : 'display:index.off')}
          </Button>
        )
      }
    />
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
                    <ThemeStatusRows theme={theme} />
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
                  <ListedWidgetRow key={widget.key} vm={vm} widget={widget} />
                ))}
              </ul>
            </Card>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
});
