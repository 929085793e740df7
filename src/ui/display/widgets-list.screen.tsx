import '../kit/polaris-complete';
import { Banner, type BannerHandles, BlockStack, Button, Layout, Page, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useViewModel } from '../kit/view-model-context';
import { PLAN_DESTINATION } from '../shell/main-menu';
import { ThemeStatusCard, WidgetRow, WidgetsCard } from './widget-rows';
import { LISTED_WIDGETS, type ListedWidget, WidgetsListViewModel } from './widgets-list.view-model';

const ListedWidgetRow = observer(function ListedWidgetRow({ vm, widget }: { readonly vm: WidgetsListViewModel; readonly widget: ListedWidget }) {
  const { t } = useTranslation(['storefront-words', 'display', 'pages']);
  const name = t(`pages:displayWidgets.${widget.key}`);
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
        vm.hasSwitch(widget) &&
        vm.switches && (
          <Button
            role="switch"
            ariaChecked={vm.isOn(widget) ? 'true' : 'false'}
            // A switch says its state with aria-checked; Polaris's pressed would add aria-pressed, which a switch may not carry.
            variant={vm.isOn(widget) ? 'primary' : 'secondary'}
            onClick={() => void vm.toggle(widget)}
            loading={vm.saving === widget.key}
            disabled={vm.saving !== null && vm.saving !== widget.key}
            accessibilityLabel={t('storefront-words:widgetsList.switchLabel', { widget: name })}
          >
            {t(vm.isOn(widget) ? 'display:index.on' : 'display:index.off')}
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

  // The switch pressed may be far below on a phone: each refusal brings its explanation into view.
  const planLimitBox = useRef<HTMLDivElement>(null);
  const planLimitBanner = useRef<BannerHandles>(null);
  useEffect(() => {
    if (!vm.planLimit) return;
    planLimitBox.current?.scrollIntoView?.({ block: 'center' });
    planLimitBanner.current?.focus();
  }, [vm.planLimit]);

  const { theme } = vm;
  return (
    <Page title={t('pages:widgetsList')} subtitle={t('widgetsList.subtitle')}>
      <Layout>
        <Layout.Section>
          <BlockStack gap="400">
            {vm.planLimit && (
              <div ref={planLimitBox}>
                <Banner
                  ref={planLimitBanner}
                  tone="warning"
                  title={t('widgetsList.planLimit.title', { plan: vm.planLimit.plan_name })}
                  action={{ content: t('widgetsList.planLimit.seePlans'), url: PLAN_DESTINATION }}
                  onDismiss={() => vm.dismissPlanLimit()}
                >
                  <p>{t('widgetsList.planLimit.body', { plan: vm.planLimit.plan_name, count: vm.planLimit.allowed })}</p>
                </Banner>
              </div>
            )}
            <ThemeStatusCard theme={theme} failed={vm.status === 'failed'} loadFailed={t('widgetsList.loadFailed')} />
            <WidgetsCard>
              {LISTED_WIDGETS.map((widget) => (
                <ListedWidgetRow key={widget.key} vm={vm} widget={widget} />
              ))}
            </WidgetsCard>
          </BlockStack>
        </Layout.Section>
      </Layout>
    </Page>
  );
});
