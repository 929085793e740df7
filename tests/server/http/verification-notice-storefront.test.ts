import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { saveVerificationNotice } from '../../../src/contracts/compliance.contract';
import { DEMO_SHOP_DOMAIN } from '../../../src/domain/shop/shop-domain';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { signInShop } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { useTestServer } from '../support/use-test-server';

const PRODUCT = 'gid://shopify/Product/5151';
const INJECTION = '<img src=x onerror="window.__pwned = 1">';

describe.each(TEST_DATABASES)('the "how we verify reviews" notice on the demo storefront on $name', (target) => {
  const ctx = useTestServer(target);

  it('shows the saved notice in the reviews block, as text, and nothing once it is off', async () => {
    const shop = await signInShop(ctx.server, DEMO_SHOP_DOMAIN);
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants(PRODUCT, 'Wool Scarf', ['Default Title'])] });
    await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, rating: 4, body: 'Warm' }]);
    const notice = (body: unknown) => ctx.server.call('POST', saveVerificationNotice.path, { token: shop.token, body });
    const page = async () => {
      await ctx.server.storefrontSync.drain();
      const response = await ctx.server.call('GET', '/demo-store/products/wool-scarf');
      expect(response.status).toBe(200);
      return new JSDOM(response.text).window.document;
    };

    expect((await page()).querySelector('[data-starling-verification-notice]')).toBeNull();
    const text = `We match each "Verified buyer" review to an order. ${INJECTION}`;
    expect((await notice({ is_enabled: '1', text })).status).toBe(200);
    const shown = (await page()).querySelector('.starling-reviews [data-starling-verification-notice]');
    expect(shown?.textContent).toBe(text);
    expect(shown?.querySelector('img')).toBeNull();

    expect((await notice({ is_enabled: '2', text })).status).toBe(200);
    expect((await page()).querySelector('[data-starling-verification-notice]')).toBeNull();
  });
});
