import { describe, expect, it } from 'vitest';
import {
  handleOf,
  isFetchableMediaUrl,
  isStoreProductId,
  looksLikeVideo,
  normalizeProductId,
  numericProductId,
  parseFlag,
  parsePublished,
  parseRating,
  splitMediaUrls,
} from '../../../src/domain/import/import-values';
import { MAX_MEDIA_URL_LENGTH } from '../../../src/domain/import/imported-review';

describe('parseRating', () => {
  it.each([
    ['5', 5],
    ['5.0', 5],
    [' 3 ', 3],
    ['4,5', 5],
    ['4.4', 4],
    ['1', 1],
    ['★★★★☆', 4],
    ['⭐⭐⭐', 3],
    ['4/5', 4],
    ['8/10', 4],
    ['3,5 / 5', 4],
  ])('reads %j as %d', (text, rating) => {
    expect(parseRating(text)).toBe(rating);
  });

  it('reads 10- and 100-point scales only when told', () => {
    expect(parseRating('8', 10)).toBe(4);
    expect(parseRating('90', 100)).toBe(5);
    expect(parseRating('1', 10)).toBe(1);
    expect(parseRating('8')).toBe('invalid');
    expect(parseRating('101', 100)).toBe('invalid');
  });

  it('tells a missing rating from an invalid one', () => {
    expect(parseRating('')).toBe('missing');
    expect(parseRating('  ')).toBe('missing');
    for (const text of ['0', '6', '-1', 'five', '☆☆☆', '4/0', '0.2']) expect(parseRating(text)).toBe('invalid');
  });
});

describe('flags and states', () => {
  it.each(['true', 'TRUE', 'yes', 'Y', '1', 'verified', 'Verified Buyer', 'published', 'Free product', 'discount'])('reads %j as yes', (text) => {
    expect(parseFlag(text)).toBe(true);
  });

  it.each(['', 'false', 'FALSE', 'no', 'n', '0', 'unverified', 'anonymous'])('reads %j as no', (text) => {
    expect(parseFlag(text)).toBe(false);
  });

  it('reads publication states: published words, the rest held back, empty cells to the fallback', () => {
    for (const text of ['published', 'ok', 'approved', 'true', '1', 'Yes']) expect(parsePublished(text, false)).toBe(true);
    for (const text of ['unpublished', 'hidden', 'rejected', 'pending', 'spam', 'not-yet', 'false', '0']) expect(parsePublished(text, true)).toBe(false);
    expect(parsePublished(' ', true)).toBe(true);
    expect(parsePublished('', false)).toBe(false);
  });
});

describe('media addresses', () => {
  it('splits on commas, spaces, new lines, semicolons and bars, once each', () => {
    expect(splitMediaUrls('http://a/1.jpg, http://a/2.jpg;http://a/3.jpg | http://a/4.jpg\nhttp://a/1.jpg')).toEqual([
      'http://a/1.jpg',
      'http://a/2.jpg',
      'http://a/3.jpg',
      'http://a/4.jpg',
    ]);
    expect(splitMediaUrls('  ')).toEqual([]);
  });

  it('keeps absolute http(s) files within the length limit, not video pages', () => {
    expect(isFetchableMediaUrl('https://cdn.example.com/a.jpg?v=1')).toBe(true);
    expect(isFetchableMediaUrl('HTTP://127.0.0.1:9/a.jpg')).toBe(true);
    expect(isFetchableMediaUrl('/photos/a.jpg')).toBe(false);
    expect(isFetchableMediaUrl('ftp://example.com/a.jpg')).toBe(false);
    expect(isFetchableMediaUrl('javascript:alert(1)')).toBe(false);
    expect(isFetchableMediaUrl('https://www.youtube.com/watch?v=x')).toBe(false);
    expect(isFetchableMediaUrl('https://youtu.be/x')).toBe(false);
    expect(isFetchableMediaUrl(`https://example.com/${'a'.repeat(MAX_MEDIA_URL_LENGTH)}`)).toBe(false);
  });

  it('tells video files by their extension', () => {
    expect(looksLikeVideo('https://a/clip.MP4?x=1')).toBe(true);
    expect(looksLikeVideo('https://a/clip.webm')).toBe(true);
    expect(looksLikeVideo('https://a/photo.jpg')).toBe(false);
  });
});

describe('product references', () => {
  it('makes numeric and platform-prefixed ids Shopify gids and keeps other ids', () => {
    expect(normalizeProductId('7012345678901')).toBe('gid://shopify/Product/7012345678901');
    expect(normalizeProductId('shopify-42')).toBe('gid://shopify/Product/42');
    expect(normalizeProductId('gid://shopify/Product/42')).toBe('gid://shopify/Product/42');
    expect(normalizeProductId('SKU-9')).toBe('SKU-9');
    expect(numericProductId('gid://shopify/Product/42')).toBe('42');
    expect(numericProductId('')).toBe('');
  });

  it('knows the ids peers give the shop itself', () => {
    expect(isStoreProductId('yotpo_site_reviews')).toBe(true);
    expect(isStoreProductId('gid://starling/Shop/store-review')).toBe(true);
    expect(isStoreProductId('42')).toBe(false);
  });

  it('takes the handle from a product page address', () => {
    expect(handleOf(' Wool-Scarf ')).toBe('wool-scarf');
    expect(handleOf('https://shop.example.com/collections/all/products/wool-scarf?variant=1')).toBe('wool-scarf');
    expect(handleOf('/products/caf%C3%A9')).toBe('café');
    expect(handleOf('/products/%E0%A4%A')).toBe('%e0%a4%a');
  });
});
