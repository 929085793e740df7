import { describe, expect, it } from 'vitest';
import { deleteProductGroup, getProductGroup, getProductGroups, saveProductGroup } from '../../src/contracts/product-groups.contract';
import { PRODUCT_GROUP_MAX_PRODUCTS } from '../../src/domain/product-groups/product-group';

const save = await saveProductGroup.request();
const member = (n: number) => ({ id: `gid://shopify/Product/${n}`, title: `Product ${n}` });
const issuePath = (result: { error?: { issues: readonly { path: readonly PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');

describe('the product groups contracts', () => {
  it('are admin calls: two reads and two writes', () => {
    expect([getProductGroups, getProductGroup, saveProductGroup, deleteProductGroup].map((contract) => `${contract.method} ${contract.path}`)).toEqual([
      'GET /api/v1/admin/get_product_groups',
      'GET /api/v1/admin/get_product_group',
      'POST /api/v1/admin/save_product_group',
      'POST /api/v1/admin/delete_product_group',
    ]);
  });

  it('saves a trimmed name and two or more distinct products, an image optional', () => {
    expect(save.parse({ name: ' Shirts ', products: [member(1), { ...member(2), image_url: 'https://cdn.example.com/2.png' }] })).toEqual({
      name: 'Shirts',
      products: [{ ...member(1), image_url: null }, { ...member(2), image_url: 'https://cdn.example.com/2.png' }],
    });
  });

  it('refuses a group it could not keep, naming the field', () => {
    expect(issuePath(save.safeParse({ name: ' ', products: [member(1), member(2)] }))).toBe('name');
    expect(issuePath(save.safeParse({ name: 'One', products: [member(1)] }))).toBe('products');
    expect(issuePath(save.safeParse({ name: 'Many', products: Array.from({ length: PRODUCT_GROUP_MAX_PRODUCTS + 1 }, (_, n) => member(n + 1)) }))).toBe('products');
    expect(issuePath(save.safeParse({ name: 'Twice', products: [member(1), member(1)] }))).toBe('products');
    expect(issuePath(save.safeParse({ name: 'Variant', products: [member(1), { ...member(2), id: 'gid://shopify/ProductVariant/2' }] }))).toBe('products.1.id');
    expect(issuePath(save.safeParse({ name: 'Script', products: [member(1), { ...member(2), image_url: 'javascript:alert(1)' }] }))).toBe('products.1.image_url');
    expect(issuePath(save.safeParse({ name: 'Extra', products: [member(1), member(2)], shop_id: 2 }))).toBe('');
  });
});
