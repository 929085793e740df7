import { describe, expect, it } from 'vitest';
import { customerGid, customerNumber, productGid, productNumber, shopifyCustomerId } from '../../../src/domain/shop/shopify-ids';

describe("Shopify's ids", () => {
  it('writes and reads a product GID, and refuses what is not one', () => {
    expect(productGid('8100000000002')).toBe('gid://shopify/Product/8100000000002');
    expect(productNumber('gid://shopify/Product/8100000000002')).toBe('8100000000002');
    expect(['store', 'gid://shopify/Product/0', 'gid://shopify/Variant/12', 'gid://shopify/Product/12x'].map(productNumber)).toEqual([null, null, null, null]);
  });

  it('writes and reads a customer GID, and refuses what is not one', () => {
    expect(customerGid('7001')).toBe('gid://shopify/Customer/7001');
    expect(customerNumber('gid://shopify/Customer/7001')).toBe('7001');
    expect(['7001', 'gid://shopify/Customer/0', 'gid://shopify/Product/7001', 'gid://shopify/Customer/7x'].map(customerNumber)).toEqual([null, null, null, null]);
  });

  it("takes a signed-in shopper's customer number, and nothing else", () => {
    expect(shopifyCustomerId('7001')).toBe('7001');
    expect([undefined, null, '', '0', '07', '12a', '1'.repeat(21)].map(shopifyCustomerId)).toEqual([null, null, null, null, null, null, null]);
  });
});
