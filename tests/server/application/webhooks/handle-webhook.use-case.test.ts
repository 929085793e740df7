import { describe, expect, it, vi } from 'vitest';
import { type ComplianceRepository } from '../../../../server/application/webhooks/compliance-repository.port';
import { HandleWebhookUseCase } from '../../../../server/application/webhooks/handle-webhook.use-case';
import { type WebhookDeliveryRepository } from '../../../../server/application/webhooks/webhook-delivery-repository.port';
import { TOPIC_SHOP_REDACT } from '../../../../src/contracts/webhooks.constants';
import { inlineTransactions } from '../../support/inline-transactions';

const delivery = { shopDomain: 'gone.myshopify.com', eventId: 'event-1' };
const erasure = { products: 0, orders: 0, reviews: 0, questions: 0 };

/** A first delivery of the event and an installed-then-uninstalled shop; `commit: false` fails the transaction after the work. */
function deliveries(options: { commit: boolean }) {
  const data = {
    findShop: () => Promise.resolve({ id: 12, domain: delivery.shopDomain, uninstalled: true }),
    eraseShop: () => Promise.resolve(erasure),
  } as unknown as ComplianceRepository;
  const records: WebhookDeliveryRepository = {
    claim: () => Promise.resolve(true),
    outcomeOf: () => Promise.resolve({}),
    recordOutcome: () => Promise.resolve(),
  };
  return inlineTransactions({ deliveries: records, data }, options);
}

describe('shop/redact and uploaded files', () => {
  it('removes the shop’s files after the erasure commits, and only then', async () => {
    const files = { removeShop: vi.fn(() => Promise.resolve()) };
    const logger = { error: vi.fn() };
    await new HandleWebhookUseCase(deliveries({ commit: true }), files, logger).execute(delivery, { topic: TOPIC_SHOP_REDACT });
    expect(files.removeShop).toHaveBeenCalledWith(12);

    const notCommitted = { removeShop: vi.fn(() => Promise.resolve()) };
    await expect(
      new HandleWebhookUseCase(deliveries({ commit: false }), notCommitted, logger).execute(delivery, { topic: TOPIC_SHOP_REDACT }),
    ).rejects.toThrow('could not serialize access');
    expect(notCommitted.removeShop).not.toHaveBeenCalled();
  });

  it('logs a failure to delete the files and still answers the webhook', async () => {
    const files = { removeShop: vi.fn(() => Promise.reject(new Error('EACCES: permission denied'))) };
    const logger = { error: vi.fn() };
    const result = await new HandleWebhookUseCase(deliveries({ commit: true }), files, logger).execute(delivery, { topic: TOPIC_SHOP_REDACT });
    expect(result.outcome).toMatchObject({ erased: true });
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ shopId: 12 }), expect.stringMatching(/shop\/redact/));
  });
});
