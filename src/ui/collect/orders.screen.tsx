import '../kit/polaris-complete';
import { type AppliedFilterInterface, Badge, BlockStack, Card, EmptyState, type FilterInterface, IndexTable, InlineStack, Page, Text } from '@shopify/polaris';
import { type TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '../kit/use-translation';
import { useLocation } from 'react-router-dom';
import { type OrderListItem } from '../../domain/collect/collect-orders';
import { ORDER_REQUEST_STATES, type OrderRequestState } from '../../domain/collect/request-queue';
import { choiceFilter, dateRangeFilter, listFilters } from '../kit/list-filter-builders';
import { ListIndexFilters } from '../kit/list-index-filters';
import { ListIndexRow } from '../kit/list-index-row';
import { ListIndexTable } from '../kit/list-index-table';
import { useListRowState } from '../kit/list-row-state';
import { ListStatusBanners } from '../kit/list-status-banners';
import { useNarrowLayout } from '../kit/use-narrow-layout';
import { useShopDateFormat } from '../kit/use-shop-date-format';
import { useViewModel } from '../kit/view-model-context';
import { OrdersViewModel } from './orders.view-model';

const NAMESPACE = 'collect-orders';

type BadgeTone = 'success' | 'info' | 'attention' | 'warning' | 'critical' | undefined;

const STATE_TONES: Readonly<Record<OrderRequestState, BadgeTone>> = {
  not_fulfilled: undefined,
  not_scheduled: undefined,
  scheduled: 'info',
  waiting_quota: 'warning',
  sent: 'attention',
  opened: 'attention',
  reviewed: 'success',
  skipped: undefined,
  failed: 'critical',
};

/** The request's badge and, under it, when it is due, why it was skipped or what failed. */
export function OrderRequestBadge({ order, formatDate }: { readonly order: OrderListItem; readonly formatDate: (iso: string) => string }) {
  const { t } = useTranslation(NAMESPACE);
  const detail =
    order.state === 'scheduled' && order.due_at
      ? t('state.scheduledFor', { date: formatDate(order.due_at) })
      : order.state === 'skipped' && order.skip_reason
        ? t(`skipReason.${order.skip_reason}`)
        : order.state === 'failed' && order.error
          ? order.error
          : order.state === 'sent' && order.sent_at
            ? formatDate(order.sent_at)
            : null;
  return (
    <BlockStack gap="100" inlineAlign="start">
      <Badge tone={STATE_TONES[order.state]}>{t(`state.${order.state}`)}</Badge>
      {detail !== null && (
        <Text as="span" variant="bodySm" tone="subdued" breakWord>
          <span dir="auto">{detail}</span>
        </Text>
      )}
    </BlockStack>
  );
}

function orderFilters(vm: OrdersViewModel, t: TFunction<typeof NAMESPACE>): { filters: FilterInterface[]; applied: AppliedFilterInterface[] } {
  const { list } = vm;
  const filter = list.filter;
  return listFilters(
    choiceFilter({ key: 'states', label: t('filters.state'), values: ORDER_REQUEST_STATES, selected: filter.states, labelOf: (state) => t(`state.${state}`), onChange: (states) => vm.setStates(states) }),
    dateRangeFilter({ list, range: filter.dateRange, label: t('filters.placed'), t }),
  );
}

/** /collect/orders: every order with its review request's state; filter, search, "Send now", "Skip" (docs/product/collect-orders.md). */
export const OrdersScreen = observer(function OrdersScreen() {
  const { t } = useTranslation([NAMESPACE, 'lists']);
  const vm = useViewModel(OrdersViewModel);
  const { list } = vm;
  const location = useLocation();
  useEffect(() => void vm.start(), [vm]);
  useEffect(() => list.syncFromUrl(location.search), [list, location.search]);
  const formatDate = useShopDateFormat();
  const narrow = useNarrowLayout();
  const { filters, applied } = orderFilters(vm, t);
  const selectedIds = list.selection.ids;

  return (
    <Page
      title={t('title')}
      backAction={{ content: t('overview.title'), url: '/collect' }}
      {...(vm.developmentStore
        ? { primaryAction: { content: t('actions.placeDemoOrder'), onAction: () => void vm.placeDemoOrder(), loading: vm.placing, disabled: vm.busy } }
        : {})}
      secondaryActions={[{ content: t('actions.syncPastOrders'), url: '/collect/sync_past_orders' }]}
    >
      <BlockStack gap="400">
        <ListStatusBanners list={list} errorTitle={t('error.title')} retryLabel={t('actions.retry')} />
        <Card padding="0">
          <ListIndexFilters
            list={list}
            viewLabel={(id) => t(`tabs.${id}`)}
            tabIdPrefix="orders-tab-"
            filters={filters}
            applied={applied}
            queryPlaceholder={t('search.placeholder')}
          />
          <ListIndexTable
            list={list}
            condensed={narrow}
            resourceName={{ singular: t('resourceName.singular'), plural: t('resourceName.plural') }}
            headings={[
              { title: t('columns.order') },
              { title: t('columns.customer') },
              { title: t('columns.products') },
              { title: t('columns.placed') },
              { title: t('columns.fulfilled') },
              { title: t('columns.request') },
            ]}
            bulkActions={[
              { content: t('actions.sendNow'), promoted: true, onAction: () => void vm.sendNow(selectedIds), disabled: vm.busy },
              { content: t('actions.skip'), promoted: true, onAction: () => void vm.skip(selectedIds), disabled: vm.busy },
            ]}
            emptyState={{
              noItems: (
                <EmptyState heading={t('empty.noOrdersTitle')} image="">
                  <p>{t(vm.developmentStore ? 'empty.noOrdersDevelopment' : 'empty.noOrders')}</p>
                </EmptyState>
              ),
              noMatch: (
                <EmptyState heading={t('empty.noMatchTitle')} image="" action={{ content: t('empty.clear'), onAction: () => list.clearFilters() }}>
                  <p>{t('empty.noMatch')}</p>
                </EmptyState>
              ),
            }}
            paginationLabel={({ page, pages }) => `${page} / ${pages}`}
          >
            {list.items.map((order, position) => (
              <OrderRow key={order.id} vm={vm} order={order} position={position} formatDate={formatDate} stacked={narrow} />
            ))}
          </ListIndexTable>
        </Card>
      </BlockStack>
    </Page>
  );
});

interface OrderRowProps {
  readonly vm: OrdersViewModel;
  readonly order: OrderListItem;
  readonly position: number;
  readonly formatDate: (iso: string) => string;
  readonly stacked: boolean;
}

const OrderRow = observer(function OrderRow({ vm, order, position, formatDate, stacked }: OrderRowProps) {
  const { t } = useTranslation(NAMESPACE);
  const { focused, selected } = useListRowState(vm.list, position, order.id);
  const placed = vm.placedOrderId === order.id;
  const name = (
    <InlineStack gap="100" blockAlign="center" wrap={false}>
      <Text as="span" fontWeight="semibold">
        <span dir="auto">{order.name}</span>
      </Text>
      {placed && <Badge tone="new">{t('justPlaced')}</Badge>}
    </InlineStack>
  );
  const customer = (
    <BlockStack gap="050">
      <Text as="span" breakWord>
        <span dir="auto">{order.customer_name}</span>
      </Text>
      <Text as="span" variant="bodySm" tone="subdued" breakWord>
        <span dir="auto">{order.customer_email}</span>
      </Text>
    </BlockStack>
  );
  const products = (
    <div style={{ maxWidth: '18rem', whiteSpace: 'normal' }}>
      <Text as="span" breakWord>
        <span dir="auto">{order.products.join(', ')}</span>
      </Text>
    </div>
  );
  return (
    <ListIndexRow id={order.id} position={position} selected={selected} tone={focused ? 'subdued' : undefined}>
      {stacked ? (
        <div style={{ padding: 'var(--p-space-300) var(--p-space-400)', width: '100%' }}>
          <BlockStack gap="200">
            <InlineStack align="space-between" blockAlign="center" gap="200">
              {name}
              <Text as="span" tone="subdued" variant="bodySm">
                {formatDate(order.placed_at)}
              </Text>
            </InlineStack>
            {customer}
            {products}
            <OrderRequestBadge order={order} formatDate={formatDate} />
          </BlockStack>
        </div>
      ) : (
        <>
          <IndexTable.Cell>{name}</IndexTable.Cell>
          <IndexTable.Cell>{customer}</IndexTable.Cell>
          <IndexTable.Cell>{products}</IndexTable.Cell>
          <IndexTable.Cell>{formatDate(order.placed_at)}</IndexTable.Cell>
          <IndexTable.Cell>{order.fulfilled_at ? formatDate(order.fulfilled_at) : t('notFulfilledYet')}</IndexTable.Cell>
          <IndexTable.Cell>
            <OrderRequestBadge order={order} formatDate={formatDate} />
          </IndexTable.Cell>
        </>
      )}
    </ListIndexRow>
  );
});
