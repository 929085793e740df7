import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JoseReviewLinkTokens } from '../../../server/infrastructure/auth/jose-review-link-tokens';
import { reviewMedia, reviews } from '../../../server/infrastructure/db/schema';
import { uploadAddress } from '../../../src/contracts/upload-address';
import { addCatalog, productWithVariants } from '../support/catalog-fixtures';
import { insertReviews } from '../support/review-fixtures';
import { signInShop, withQuery } from '../support/shop-fixtures';
import { TEST_DATABASES } from '../support/test-databases';
import { TEST_APP_TOKEN_SECRET } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

const PRODUCT = 'gid://shopify/Product/7001';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(TEST_DATABASES)('/email_review on $name', (target) => {
  const ctx = useTestServer(target);

  const shopWithReview = async (domain: string) => {
    const shop = await signInShop(ctx.server, domain);
    await addCatalog(ctx.database.handle, shop, { products: [productWithVariants(PRODUCT, 'Linen Apron', ['Default Title'])] });
    const [reviewId] = await insertReviews(ctx.database.handle, shop, [{ productId: PRODUCT, rating: 4, title: 'Sturdy', authorName: 'Ana Lima' }]);
    return { shop, reviewId: reviewId! };
  };
  const linkOf = async (token: string, reviewId: number) => {
    const response = await ctx.server.call('GET', withQuery('/api/v1/admin/get_review_photo_link', { id: String(reviewId) }), { token });
    expect(response.status).toBe(200);
    return new URL(response.json?.data.url as string, 'http://localhost').searchParams.get('token')!;
  };
  const upload = async (token: string, address = '203.0.113.10') => {
    const policy = (await ctx.server.call('GET', withQuery('/api/v1/public/email_review/upload_policy', { token }), { headers: { 'X-Forwarded-For': address } })).json?.data;
    const form = new FormData();
    for (const [name, value] of Object.entries({ key: `${policy.dir}Mail000001.png`, policy: policy.policy, OSSAccessKeyId: policy.accessid, signature: policy.signature })) form.append(name, value as string);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const response = await ctx.server.app.request(uploadAddress(policy.host as string, policy), { method: 'POST', body: form, headers: { 'X-Forwarded-For': address } });
    return { status: response.status, json: (await response.json()) as { message: string; data: { key: string } } };
  };

  it("shows the linked review without the customer's e-mail, and adds a photo to it", async () => {
    const { shop, reviewId } = await shopWithReview('mail-photo.myshopify.com');
    const token = await linkOf(shop.token, reviewId);
    const read = await ctx.server.call('GET', withQuery('/api/v1/public/email_review/review', { token }));
    expect(read.status).toBe(200);
    expect(read.json?.data).toEqual({ product_title: 'Linen Apron', rating: 4, title: 'Sturdy', photo_count: 0, video_count: 0, photos_left: 5, videos_left: 1 });
    expect(read.text).not.toContain('@');
    const stored = await upload(token);
    expect(stored.status).toBe(200);
    const attached = await ctx.server.call('POST', '/api/v1/public/email_review/attach', { body: { token, photos: [stored.json.data.key] } });
    expect(attached.status).toBe(200);
    expect(attached.json?.data).toMatchObject({ photo_count: 1, photos_left: 4 });
    const media = await ctx.database.handle.db.select().from(reviewMedia).where(and(eq(reviewMedia.shopId, shop.id), eq(reviewMedia.reviewId, reviewId)));
    expect(media).toMatchObject([{ kind: 'photo', url: `/upload/${stored.json.data.key}` }]);
    const [row] = await ctx.database.handle.db.select({ photos: reviews.photoCount }).from(reviews).where(and(eq(reviews.shopId, shop.id), eq(reviews.id, reviewId)));
    expect(row?.photos).toBe(1);
  });

  it('refuses more than 5 photos in all, a video key as a photo, and an empty attach with a 422 naming the field', async () => {
    const { shop, reviewId } = await shopWithReview('mail-limits.myshopify.com');
    const token = await linkOf(shop.token, reviewId);
    const keys = [];
    for (let index = 0; index < 5; index += 1) keys.push((await upload(token, `203.0.113.${20 + index}`)).json.data.key);
    expect((await ctx.server.call('POST', '/api/v1/public/email_review/attach', { body: { token, photos: keys } })).status).toBe(200);
    const sixth = (await upload(token, '203.0.113.30')).json.data.key;
    const refused = await ctx.server.call('POST', '/api/v1/public/email_review/attach', { body: { token, photos: [sixth] } });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toBe('photos: a review takes at most 5 photos; it has 5');
    expect((await ctx.server.call('POST', '/api/v1/public/email_review/attach', { body: { token, videos: [sixth] } })).json?.message).toBe(`videos: ${sixth} is not a video`);
    expect((await ctx.server.call('POST', '/api/v1/public/email_review/attach', { body: { token } })).json?.message).toBe('photos: choose at least one photo or video');
  });

  it('answers a tampered, expired or foreign link with a 401 that says which, never a 500', async () => {
    const { shop, reviewId } = await shopWithReview('mail-tamper.myshopify.com');
    const token = await linkOf(shop.token, reviewId);
    const [head, payload, signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: String(reviewId + 1) })).toString('base64url')}.${signature}`;
    const tampered = await ctx.server.call('GET', withQuery('/api/v1/public/email_review/review', { token: forged }));
    expect(tampered.status).toBe(401);
    expect(tampered.json?.message).toBe('token: this link is not valid');
    const expired = await new JoseReviewLinkTokens(TEST_APP_TOKEN_SECRET, () => new Date(Date.now() - 31 * 24 * 3600 * 1000)).sign({ shopDomain: shop.domain, reviewId });
    const late = await ctx.server.call('GET', withQuery('/api/v1/public/email_review/review', { token: expired.token }));
    expect(late.status).toBe(401);
    expect(late.json?.message).toBe('token: this link has expired');
    const adminToken = await ctx.server.call('GET', withQuery('/api/v1/public/email_review/review', { token: shop.token }));
    expect(adminToken.status).toBe(401);
    expect((await ctx.server.call('GET', withQuery('/api/v1/public/email_review/review', { token: 'nonsense' }))).status).toBe(422);
  });

  it("gives a link only for the signed-in shop's own review, and a link never reaches another shop's review", async () => {
    const a = await shopWithReview('mail-tenant-a.myshopify.com');
    const b = await shopWithReview('mail-tenant-b.myshopify.com');
    const foreign = await ctx.server.call('GET', withQuery('/api/v1/admin/get_review_photo_link', { id: String(b.reviewId) }), { token: a.shop.token });
    expect(foreign.status).toBe(404);
    const tokenA = await linkOf(a.shop.token, a.reviewId);
    const stored = await upload(tokenA, '203.0.113.40');
    const tokenB = await linkOf(b.shop.token, b.reviewId);
    const crossed = await ctx.server.call('POST', '/api/v1/public/email_review/attach', { body: { token: tokenB, photos: [stored.json.data.key] } });
    expect(crossed.status).toBe(422);
    expect(crossed.json?.message).toBe(`photos: ${stored.json.data.key} is not a file uploaded to this shop`);
  });
});
