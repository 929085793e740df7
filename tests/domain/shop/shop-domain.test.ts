import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_DOMAIN, parseShopDomain } from '../../../src/domain/shop/shop-domain';

describe('a shop domain', () => {
  it('accepts permanent *.myshopify.com domains, in lower case', () => {
    expect(parseShopDomain('demo-store.myshopify.com')).toBe('demo-store.myshopify.com');
    expect(parseShopDomain('My_Shop-2.MyShopify.com')).toBe('my_shop-2.myshopify.com');
    expect(parseShopDomain(DEMO_SHOP_DOMAIN)).toBe(DEMO_SHOP_DOMAIN);
  });

  it('tolerates what a merchant pastes: spaces, https:// and a trailing slash', () => {
    expect(parseShopDomain('  https://acme.myshopify.com/ ')).toBe('acme.myshopify.com');
  });

  it.each([
    '',
    'acme.com',
    'acme.myshopify.com.evil.com',
    'evil.com/acme.myshopify.com',
    '-acme.myshopify.com',
    'acme .myshopify.com',
    'acme.myshopify.com/admin',
    'ac/me.myshopify.com',
    '.myshopify.com',
  ])('rejects %j', (input) => {
    expect(parseShopDomain(input)).toBeNull();
  });

  it('rejects anything that is not text and never throws', () => {
    expect(parseShopDomain(42)).toBeNull();
    fc.assert(fc.property(fc.anything(), (value) => {
      const parsed = parseShopDomain(value);
      expect(parsed === null || parsed.endsWith('.myshopify.com')).toBe(true);
    }));
  });
});
