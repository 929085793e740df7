import { describe, expect, it } from 'vitest';
import { authorizeUrl, embeddedAppUrl, missingScopes, parseScopes } from '../../../../server/application/auth/shopify-app';

describe('Shopify app scopes and URLs', () => {
  it('finds the required scopes a grant lacks, counting a write scope as its read scope', () => {
    expect(missingScopes(['read_products', 'write_orders'], ['read_products', 'write_orders'])).toEqual([]);
    expect(missingScopes(['read_products', 'write_orders'], ['read_products', 'read_orders'])).toEqual(['write_orders']);
    expect(missingScopes(['read_products'], ['write_products'])).toEqual([]);
    expect(missingScopes(['unauthenticated_read_product_listings'], ['unauthenticated_write_product_listings'])).toEqual([]);
    expect(missingScopes(['write_products'], ['read_products'])).toEqual(['write_products']);
    expect(missingScopes(['read_products'], [])).toEqual(['read_products']);
  });

  it('reads a comma-separated scope list with stray spaces', () => {
    expect(parseScopes(' read_products, write_orders ,,')).toEqual(['read_products', 'write_orders']);
    expect(parseScopes('')).toEqual([]);
  });

  it("builds Shopify's authorize URL and the embedded app URL for the shop", () => {
    const app = { apiKey: 'key', requiredScopes: ['read_products', 'write_orders'], callbackUrl: 'https://app.example.com/api/v1/auth/callback' };
    const url = new URL(authorizeUrl(app, 'acme.myshopify.com', 'state-1'));
    expect(url.origin + url.pathname).toBe('https://acme.myshopify.com/admin/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'key',
      scope: 'read_products,write_orders',
      redirect_uri: 'https://app.example.com/api/v1/auth/callback',
      state: 'state-1',
    });
    expect(embeddedAppUrl(app, 'acme.myshopify.com')).toBe('https://acme.myshopify.com/admin/apps/key');
  });
});
