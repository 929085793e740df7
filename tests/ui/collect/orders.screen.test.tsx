// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UpgradeDiscount } from '../../../src/application/discount/upgrade-discount';
import { TOKENS } from '../../../src/application/tokens';
import { getUpgradeDiscount } from '../../../src/contracts/discount.contract';
import { activateUpgradeDiscount } from '../../../src/contracts/plans.contract';
import {
  getCollectOverview,
  getOrders,
  getSyncPastOrdersStatus,
  type OrderPage,
  placeDemoOrder,
  sendReviewRequestsNow,
  skipReviewRequests,
  syncPastOrders,
} from '../../../src/contracts/collect-orders.contract';
import { type CollectOrdersOverview, IDLE_SYNC_STATE, type OrderListItem } from '../../../src/domain/collect/collect-orders';
import { CollectOverviewScreen } from '../../../src/ui/collect/collect-overview.screen';
import { OrdersScreen } from '../../../src/ui/collect/orders.screen';
import { SyncPastOrdersScreen } from '../../../src/ui/collect/sync-past-orders.screen';
import { type FakeContractClient } from '../../fakes/fake-contract-client';
import { type FakeToaster } from '../../fakes/fake-toaster';
import { renderWithProviders } from '../../support/render-with-providers';
import { createTestContainer } from '../../support/test-container';
import { NO_OFFER, startedOffer } from '../../fakes/plans-fixtures';

const XSS = '<img src=x onerror="window.__xss=1">';

function order(id: string, changes: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id,
    name: `#${id}`,
    customer_name: `Customer ${id}`,
    customer_email: `c${id}@example.com`,
    products: ['Rain Jacket'],
    placed_at: '2025-01-10T12:00:00Z',
    fulfilled_at: '2025-01-11T12:00:00Z',
    state: 'scheduled',
    due_at: '2025-01-18T10:00:00Z',
    sent_at: null,
    skip_reason: null,
    error: null,
    ...changes,
  };
}

const page = (list: OrderListItem[], development_store = true): OrderPage => ({ list, total: list.length, page: 1, page_size: 20, development_store });

async function renderOrders(reply: OrderPage = page([order('1001'), order('1002', { state: 'skipped', skip_reason: 'unsubscribed', customer_name: XSS })]), path = '/collect/orders') {
  const container = createTestContainer();
  const api = container.get<FakeContractClient>(TOKENS.ContractClient).on(getOrders, reply);
  const view = renderWithProviders(<OrdersScreen />, { container, path });
  await screen.findByRole('heading', { level: 1, name: 'Orders' });
  return { ...view, api, user: userEvent.setup(), toaster: container.get<FakeToaster>(TOKENS.Toaster) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('/collect/orders', () => {
  it('lists each order with its customer, products, dates and request state; customer text stays text', async () => {
    const { container } = await renderOrders();
    const row = await rowOf('#1001');
    expect(within(row).getByText('Customer 1001')).toBeTruthy();
    expect(within(row).getByText('Rain Jacket')).toBeTruthy();
    expect(within(row).getByText('Scheduled')).toBeTruthy();
    expect(within(row).getByText(/^For /)).toBeTruthy();
    const skipped = await rowOf('#1002');
    expect(within(skipped).getByText('The customer unsubscribed')).toBeTruthy();
    expect(screen.getByText(XSS)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('reads state, date and search from the address into get_orders', async () => {
    const { api } = await renderOrders(undefined, '/collect/orders?states=failed&keyword=ada&date_range=3');
    await screen.findByText('#1001');
    expect(api.callsTo(getOrders)[0]).toMatchObject({ states: ['failed'], keyword: 'ada', date_range: 3, page: 1 });
  });

  it('sends now and skips the selected orders, then reloads', async () => {
    const { api, user, toaster } = await renderOrders();
    api.on(sendReviewRequestsNow, { count: 1 }).on(skipReviewRequests, { count: 1 });
    await user.click(within(await rowOf('#1001')).getByRole('checkbox'));
    await user.click((await screen.findAllByRole('button', { name: 'Send now' }))[0]!);
    await waitFor(() => expect(api.callsTo(sendReviewRequestsNow)[0]).toEqual({ order_ids: ['1001'] }));
    await waitFor(() => expect(toaster.contents).toContain('collect-orders:toast.sentNow {"count":1}'));
    expect(api.callsTo(getOrders).length).toBeGreaterThanOrEqual(2);
    await user.click(within(await rowOf('#1001')).getByRole('checkbox'));
    await user.click((await screen.findAllByRole('button', { name: 'Skip' }))[0]!);
    await waitFor(() => expect(api.callsTo(skipReviewRequests)[0]).toEqual({ order_ids: ['1001'] }));
  });

  it('places a demo order in development store mode and names it in a toast', async () => {
    const { api, user, toaster } = await renderOrders();
    api.on(placeDemoOrder, { order: order('1003') });
    await user.click(await screen.findByRole('button', { name: 'Place demo order' }));
    await waitFor(() => expect(api.callsTo(placeDemoOrder)).toHaveLength(1));
    await waitFor(() => expect(toaster.contents).toContain('collect-orders:toast.demoPlaced {"name":"#1003"}'));
  });

  it('offers no demo order outside development store mode', async () => {
    await renderOrders(page([order('1001')], false));
    await screen.findByText('#1001');
    expect(screen.queryByRole('button', { name: 'Place demo order' })).toBeNull();
  });

  it('says when the shop has no orders yet', async () => {
    await renderOrders(page([]));
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });
});

const OVERVIEW: CollectOrdersOverview = {
  period_days: 30,
  review_requests_sent: 15,
  request: { enabled: true, sent: 12, opened: 5, reviews: 3 },
  reminders: { enabled: 1, sent: 3 },
  photo_video_reminder: { sent: 0 },
  update_review: { sent: 0 },
  discount: { sent: 2 },
  orders: { total: 40, scheduled: 7 },
  quota: { limit: 50, used: 50, reset_at: '2025-02-01T00:00:00Z', exhausted: true, waiting: 4 },
};

describe('/collect', () => {
  it('shows a card per channel with its numbers and link, and the quota banner', async () => {
    const container = createTestContainer();
    container.get<FakeContractClient>(TOKENS.ContractClient).on(getCollectOverview, OVERVIEW);
    renderWithProviders(<CollectOverviewScreen />, { container, path: '/collect' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Review request e-mail' })).toBeTruthy();
    // The request card shows the dashboard's "Review requests sent" (first requests and reminders), saying what it counts.
    expect(screen.getByText('Review requests sent').previousElementSibling?.textContent).toBe('15');
    expect(screen.getByText(/The first request e-mail and its reminders, sent in the last 30 days of your shop's calendar, today included/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Outbox' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open: Orders' }).getAttribute('href')).toBe('/collect/orders');
    expect(screen.getByText(/Requests waiting until .*: 4\. None is dropped/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/plan');
    expect(screen.queryByRole('button', { name: 'Unlock a limited-time discount' })).toBeNull();
  });

  it('offers a shop out of e-mails its upgrade discount from the quota banner (trigger_mode 4), while it may start one', async () => {
    const container = createTestContainer();
    const api = container
      .get<FakeContractClient>(TOKENS.ContractClient)
      .on(getCollectOverview, OVERVIEW)
      .on(getUpgradeDiscount, NO_OFFER)
      .on(activateUpgradeDiscount, startedOffer(4));
    await container.get(UpgradeDiscount).load();
    renderWithProviders(<CollectOverviewScreen />, { container, path: '/collect' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unlock a limited-time discount' }));
    await waitFor(() => expect(api.callsTo(activateUpgradeDiscount)).toEqual([{ trigger_mode: 4 }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlock a limited-time discount' })).toBeNull());
  });
});

describe('/collect/sync_past_orders', () => {
  it('starts the chosen period and shows the progress', async () => {
    const container = createTestContainer();
    const api = container
      .get<FakeContractClient>(TOKENS.ContractClient)
      .on(getSyncPastOrdersStatus, IDLE_SYNC_STATE)
      .on(syncPastOrders, { ...IDLE_SYNC_STATE, status: 'done', period_days: 60, done: 3, total: 3, scheduled: 2 });
    renderWithProviders(<SyncPastOrdersScreen />, { container, path: '/collect/sync_past_orders' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Last 60 days' }));
    await user.click(screen.getByRole('button', { name: 'Start sync' }));
    await waitFor(() => expect(api.callsTo(syncPastOrders)[0]).toEqual({ period_days: 60 }));
    expect(await screen.findByText('3 of 3 orders (100%)')).toBeTruthy();
    expect(screen.getByText('Review requests scheduled: 2')).toBeTruthy();
  });
});
