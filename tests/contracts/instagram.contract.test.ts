import { describe, expect, it } from 'vitest';
import { connectInstagram, importInstagramPosts, setInstagramPostHidden, tagInstagramPost } from '../../src/contracts/instagram.contract';
import { MAX_INSTAGRAM_IMPORT, MAX_INSTAGRAM_POST_PRODUCTS } from '../../src/domain/instagram/instagram-posts';

const connect = await connectInstagram.request();
const importPosts = await importInstagramPosts.request();
const tag = await tagInstagramPost.request();
const hide = await setInstagramPostHidden.request();
const issuePath = (result: { error?: { issues: readonly { path: readonly PropertyKey[] }[] } }) => result.error?.issues[0]?.path.join('.');
const product = (n: number) => ({ id: `gid://shopify/Product/${n}`, title: `Product ${n}` });

describe('the Instagram contracts', () => {
  it('connect from the public /ins_auth page with the code and the state, nothing else', () => {
    expect(connectInstagram.path).toBe('/api/v1/public/instagram/connect');
    expect(connect.parse({ code: ' abc ', state: 'ig1.1.2.nonce.sig' })).toEqual({ code: 'abc', state: 'ig1.1.2.nonce.sig' });
    expect(issuePath(connect.safeParse({ code: '', state: 's' }))).toBe('code');
    expect(issuePath(connect.safeParse({ code: 'c', state: 's'.repeat(600) }))).toBe('state');
    expect(connect.safeParse({ code: 'c', state: 's', shop_id: 2 }).success).toBe(false);
  });

  it('import named posts (at most one import’s worth) or every new one', () => {
    expect(importPosts.parse({})).toEqual({});
    expect(importPosts.parse({ media_ids: ['1800001'] })).toEqual({ media_ids: ['1800001'] });
    expect(issuePath(importPosts.safeParse({ media_ids: ['x'] }))).toBe('media_ids');
    expect(issuePath(importPosts.safeParse({ media_ids: Array.from({ length: MAX_INSTAGRAM_IMPORT + 1 }, (_, n) => String(n)) }))).toBe('media_ids');
  });

  it('tag a post to distinct Shopify products, up to the limit, and hide it with a real boolean', () => {
    expect(tag.parse({ id: 3, products: [] })).toEqual({ id: 3, products: [] });
    expect(issuePath(tag.safeParse({ id: 3, products: [{ id: '5151', title: 'x' }] }))).toBe('products.0.id');
    expect(issuePath(tag.safeParse({ id: 3, products: [product(1), product(1)] }))).toBe('products');
    expect(issuePath(tag.safeParse({ id: 3, products: Array.from({ length: MAX_INSTAGRAM_POST_PRODUCTS + 1 }, (_, n) => product(n + 1)) }))).toBe('products');
    expect(issuePath(hide.safeParse({ id: 3, hidden: 'yes' }))).toBe('hidden');
  });
});
