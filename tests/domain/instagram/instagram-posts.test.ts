import { describe, expect, it } from 'vitest';
import { INSTAGRAM_TOKEN_RENEWAL_WINDOW_MS, MAX_STOREFRONT_CAPTION_LENGTH, productNumberOf, stillImageOf, storefrontCaption, tokenNeedsRenewal } from '../../../src/domain/instagram/instagram-posts';

describe("Instagram posts in the buyers' show", () => {
  it("takes a photo's own image, a video's cover, and nothing that is not a web address", () => {
    expect(stillImageOf({ media_type: 'IMAGE', media_url: 'https://cdn.example/a.jpg' })).toBe('https://cdn.example/a.jpg');
    expect(stillImageOf({ media_type: 'CAROUSEL_ALBUM', media_url: 'https://cdn.example/b.jpg' })).toBe('https://cdn.example/b.jpg');
    expect(stillImageOf({ media_type: 'VIDEO', media_url: 'https://cdn.example/v.mp4', thumbnail_url: 'https://cdn.example/v.jpg' })).toBe('https://cdn.example/v.jpg');
    expect(stillImageOf({ media_type: 'VIDEO', media_url: 'https://cdn.example/v.mp4' })).toBeNull();
    expect(stillImageOf({ media_type: 'IMAGE', media_url: 'javascript:alert(1)' })).toBeNull();
  });

  it("writes a product's number as Liquid prints product.id", () => {
    expect(productNumberOf('gid://shopify/Product/123')).toBe('123');
    expect(productNumberOf('plain')).toBe('plain');
  });

  it('cuts a long caption at a word, with an ellipsis', () => {
    expect(storefrontCaption('  Short one ')).toBe('Short one');
    const long = `${'word '.repeat(100)}end`;
    const cut = storefrontCaption(long);
    expect(cut.length).toBeLessThanOrEqual(MAX_STOREFRONT_CAPTION_LENGTH + 1);
    expect(cut.endsWith('word…')).toBe(true);
    expect(storefrontCaption('x'.repeat(400))).toBe(`${'x'.repeat(MAX_STOREFRONT_CAPTION_LENGTH)}…`);
  });

  it('renews a token in its last week, not before, and never one without an end', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(tokenNeedsRenewal(new Date(now.getTime() + INSTAGRAM_TOKEN_RENEWAL_WINDOW_MS), now)).toBe(true);
    expect(tokenNeedsRenewal(new Date(now.getTime() + INSTAGRAM_TOKEN_RENEWAL_WINDOW_MS + 1), now)).toBe(false);
    expect(tokenNeedsRenewal(null, now)).toBe(false);
  });
});
