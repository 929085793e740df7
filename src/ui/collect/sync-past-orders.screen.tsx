import '../kit/polaris-complete';
import { Banner, BlockStack, Button, Card, ChoiceList, Page, ProgressBar, Text } from '@shopify/polaris';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { SYNC_PERIOD_DAYS } from '../../domain/collect/collect-orders';
import { useViewModel } from '../kit/view-model-context';
import { SyncPastOrdersViewModel } from './sync-past-orders.view-model';

/** /collect/sync_past_orders: read a past period's orders from Shopify and request reviews for them (docs/product/collect-orders.md#past-orders). */
export const SyncPastOrdersScreen = observer(function SyncPastOrdersScreen() {
  const { t } = useTranslation('collect-orders');
  const vm = useViewModel(SyncPastOrdersViewModel);
  useEffect(() => void vm.load(), [vm]);
  const { state } = vm;

  return (
    <Page title={t('sync.title')} backAction={{ content: t('overview.title'), url: '/collect' }}>
      <BlockStack gap="400">
        {vm.error !== '' && (
          <Banner tone="critical" title={t('sync.failedTitle')}>
            <p>{vm.error}</p>
          </Banner>
        )}
        <Card>
          <BlockStack gap="400">
            <Text as="p">{t('sync.intro')}</Text>
            <ChoiceList
              title={t('sync.period')}
              choices={SYNC_PERIOD_DAYS.map((days) => ({ label: t('sync.lastDays', { count: days }), value: String(days) }))}
              selected={[String(vm.period)]}
              disabled={vm.running}
              onChange={([value]) => {
                const days = SYNC_PERIOD_DAYS.find((period) => String(period) === value);
                if (days !== undefined) vm.setPeriod(days);
              }}
            />
            <div>
              <Button variant="primary" onClick={() => void vm.start()} loading={vm.starting} disabled={vm.running || !vm.loaded}>
                {t('sync.start')}
              </Button>
            </div>
          </BlockStack>
        </Card>
        {state.status !== 'idle' && (
          <Card>
            <BlockStack gap="300">
              <Text as="h2" variant="headingMd">
                {t(`sync.status.${state.status}`)}
              </Text>
              <ProgressBar progress={vm.percent} tone={state.status === 'failed' ? 'critical' : 'highlight'} ariaLabelledBy="sync-progress-text" />
              <Text as="p" id="sync-progress-text">
                {t('sync.progress', { done: state.done, total: state.total, percent: vm.percent })}
              </Text>
              {state.status === 'done' && <Text as="p">{t('sync.scheduled', { count: state.scheduled })}</Text>}
              {state.status === 'failed' && state.error && (
                <Text as="p" tone="critical" breakWord>
                  {state.error}
                </Text>
              )}
              {state.status === 'done' && (
                <div>
                  <Button url="/collect/orders">{t('sync.viewOrders')}</Button>
                </div>
              )}
            </BlockStack>
          </Card>
        )}
      </BlockStack>
    </Page>
  );
});
