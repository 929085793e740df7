import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HmacShopifyQuerySignatures, shopifyQueryHmac, shopifyQueryMessage } from '../../../../server/infrastructure/shopify/shopify-query-hmac';

describe('Shopify query HMAC', () => {
  it("accepts the examples of Shopify's OAuth documentation", () => {
    const signatures = new HmacShopifyQuerySignatures('hush');
    const base = { code: '0907a61c0c8d55e99db179b68161bc00', shop: 'some-shop.myshopify.com', timestamp: '1337178173' };
    expect(signatures.isAuthentic({ ...base, hmac: '4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20' })).toBe(true);
    expect(
      signatures.isAuthentic({ ...base, state: '0.6784241404160823', hmac: '700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf' }),
    ).toBe(true);
  });

  it("encodes values like Shopify's library: URLSearchParams with spaces as %20", () => {
    const query = { state: 'some nonce passed from auth', code: 'some code goes here', timestamp: '1789940000', shop: 'the shop URL' };
    const signed = 'code=some%20code%20goes%20here&shop=the%20shop%20URL&state=some%20nonce%20passed%20from%20auth&timestamp=1789940000';
    expect(shopifyQueryMessage(query)).toBe(signed);
    const hmac = createHmac('sha256', 'my super secret key').update(signed).digest('hex');
    expect(new HmacShopifyQuerySignatures('my super secret key').isAuthentic({ ...query, hmac })).toBe(true);
  });

  it('leaves hmac and signature out, sorts the keys and writes arrays as key[]', () => {
    expect(shopifyQueryMessage({ timestamp: '1', signature: 'x', hmac: 'y', ids: ['2', '1'], host: 'YWRtaW4=/+' })).toBe(
      'host=YWRtaW4%3D%2F%2B&ids%5B%5D=2&ids%5B%5D=1&timestamp=1',
    );
  });

  it('refuses a query whose parameters changed after signing, or whose hmac is wrong, short or missing', () => {
    const secret = 'app-secret';
    const query = { code: 'abc', shop: 'victim.myshopify.com', state: 's', timestamp: '1700000000' };
    const hmac = shopifyQueryHmac(query, secret);
    const signatures = new HmacShopifyQuerySignatures(secret);
    expect(signatures.isAuthentic({ ...query, hmac })).toBe(true);
    expect(signatures.isAuthentic({ ...query, shop: 'attacker.myshopify.com', hmac })).toBe(false);
    expect(signatures.isAuthentic({ ...query, extra: '1', hmac })).toBe(false);
    expect(signatures.isAuthentic({ ...query, hmac: hmac.toUpperCase() })).toBe(false);
    expect(signatures.isAuthentic({ ...query, hmac: hmac.slice(0, 10) })).toBe(false);
    expect(signatures.isAuthentic({ ...query, hmac: [hmac, hmac] })).toBe(false);
    expect(signatures.isAuthentic(query)).toBe(false);
    expect(new HmacShopifyQuerySignatures('another-secret').isAuthentic({ ...query, hmac })).toBe(false);
  });
});
