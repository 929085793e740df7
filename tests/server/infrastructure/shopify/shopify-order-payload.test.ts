import { describe, expect, it } from 'vitest';
import { orderFromShopifyPayload, orderReferralFromShopifyPayload } from '../../../../server/infrastructure/shopify/shopify-order-payload';
import { TOPIC_ORDERS_CREATE } from '../../../../src/contracts/webhooks.constants';
import { WEBHOOK_PAYLOADS } from '../../../../src/contracts/webhooks.schema';

const payload = (fields: Record<string, unknown>) =>
  WEBHOOK_PAYLOADS[TOPIC_ORDERS_CREATE].parse({ id: 1001, name: '#1001', created_at: '2026-12-01T10:00:00Z', line_items: [], discount_codes: [{ code: 'FRIEND-ABCDEFGHJK' }], ...fields });

/** What the referral matching keeps of an order for the referrals list's revenue (docs/product/referrals-list.md#figures). */
describe('orderReferralFromShopifyPayload', () => {
  const referral = (fields: Record<string, unknown>) => {
    const parsed = payload(fields);
    return orderReferralFromShopifyPayload(parsed, orderFromShopifyPayload(parsed));
  };

  it('keeps the order total and its currency', () => {
    expect(referral({ total_price: '40.50', currency: 'eur' })).toMatchObject({ total: 40.5, currencyCode: 'EUR' });
  });

  it('leaves the total unknown without one, and ignores a currency that is no ISO code instead of refusing the order', () => {
    expect(referral({ currency: 'EURO' })).toMatchObject({ total: null, currencyCode: '' });
    expect(referral({ currency: 12 })).toMatchObject({ currencyCode: '' });
  });
});
