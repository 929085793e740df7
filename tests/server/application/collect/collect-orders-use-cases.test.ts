import { describe, expect, it } from 'vitest';
import { CollectOrdersUseCases, type CollectOrdersPorts } from '../../../../server/application/collect/collect-orders-use-cases';
import { AppError } from '../../../../server/application/shared/app-error';
import { type OrderRequestScheduler } from '../../../../server/application/collect/order-request-scheduler.port';

const SHOP = { id: 7, domain: 'shop.myshopify.com' };
const unused = () => {
  throw new Error('not expected');
};

function useCases(overrides: Partial<CollectOrdersPorts>): CollectOrdersUseCases {
  const scheduler: OrderRequestScheduler = { forOrder: unused, sendNow: unused, skip: unused };
  return new CollectOrdersUseCases({
    orders: { list: unused, find: unused, counts: unused },
    orderWrites: { run: unused },
    scheduler,
    shops: { get: unused } as unknown as CollectOrdersPorts['shops'],
    settings: {} as CollectOrdersPorts['settings'],
    shopify: {} as CollectOrdersPorts['shopify'],
    schedule: null,
    developmentStore: true,
    now: () => new Date('2025-03-15T12:00:00Z'),
    reviewRequestsSent: unused,
    reportFailure: unused,
    ...overrides,
  });
}

describe('CollectOrdersUseCases', () => {
  it('refuses a demo order outside development store mode, writing nothing', async () => {
    const refused = useCases({ developmentStore: false }).placeDemoOrder(SHOP);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ kind: 'forbidden', message: expect.stringContaining('development store mode') });
  });

  it('records a failed back-fill as failed with its message', async () => {
    const documents = new Map<string, unknown>();
    const failures: unknown[] = [];
    const cases = useCases({
      settings: {
        readDocument: (_shop, kind) => Promise.resolve(documents.get(kind) ?? null),
        writeDocument: (_shop, kind, data) => Promise.resolve(void documents.set(kind, data)),
      } as CollectOrdersPorts['settings'],
      shopify: { countOrders: () => Promise.reject(new Error('shopify: throttled')) } as unknown as CollectOrdersPorts['shopify'],
      reportFailure: (error) => failures.push(error),
    });
    await cases.startSync(SHOP, 30);
    await cases.settled(SHOP);
    expect(await cases.syncStatus(SHOP)).toMatchObject({ status: 'failed', error: 'shopify: throttled', period_days: 30 });
    expect(failures).toHaveLength(1);
  });
});
