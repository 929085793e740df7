import { describe, expect, it } from 'vitest';
import { adminHostedAppUrl, shopDomainFromHost, shopDomainFromInput } from '../../../src/application/auth/shop-domain-input';

describe('what a merchant types as their store', () => {
  it.each([
    ['acme', 'acme.myshopify.com'],
    [' Acme.myshopify.com ', 'acme.myshopify.com'],
    ['https://acme.myshopify.com/admin/products', 'acme.myshopify.com'],
    ['https://admin.shopify.com/store/acme/apps/reviews', 'acme.myshopify.com'],
    ['admin.shopify.com/store/acme', 'acme.myshopify.com'],
  ])('%s → %s', (input, domain) => {
    expect(shopDomainFromInput(input)).toBe(domain);
  });

  it.each(['', '   ', 'acme.com', 'https://evil.example/acme.myshopify.com', 'ac me', '-acme'])('%j names no shop', (input) => {
    expect(shopDomainFromInput(input)).toBeNull();
  });

  it('reads the shop from the embedding host, in both forms Shopify uses', () => {
    expect(shopDomainFromHost(btoa('admin.shopify.com/store/acme'))).toBe('acme.myshopify.com');
    expect(shopDomainFromHost(btoa('acme.myshopify.com/admin'))).toBe('acme.myshopify.com');
    expect(shopDomainFromHost('%%%')).toBeNull();
    expect(shopDomainFromHost(null)).toBeNull();
  });

  it('addresses the app page inside the store admin', () => {
    expect(adminHostedAppUrl('acme.myshopify.com', 'key123')).toBe('https://admin.shopify.com/store/acme/apps/key123');
  });
});
