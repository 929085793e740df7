import { describe, expect, it } from 'vitest';
import { checkoutReviewPrompt, readOrderReviewSettings, starHref, type PromptOrderLine } from '../../../src/domain/collect/checkout-review-prompt';
import { DEFAULT_ORDER_REVIEW_SETTINGS, type OrderReviewSettings } from '../../../src/domain/storefront/promo-widget-settings';
import { readWriteReviewHash, writeReviewHash } from '../../../src/domain/storefront/write-review-hash';

const apron: PromptOrderLine = { productId: 'gid://shopify/Product/1', title: 'Apron', imageUrl: 'https://cdn/apron.jpg', url: 'https://shop.example/products/apron' };
const mug: PromptOrderLine = { productId: 'gid://shopify/Product/2', title: 'Mug', url: 'https://shop.example/products/mug' };

function prompt(settings: Partial<OrderReviewSettings> = {}, lines: readonly PromptOrderLine[] = [apron, mug], placement: 'thankyou' | 'checkout' = 'thankyou') {
  return checkoutReviewPrompt({ settings: { ...DEFAULT_ORDER_REVIEW_SETTINGS, ...settings }, placement, lines, defaultHeading: 'How was your order?' });
}

describe('the order review prompt of the checkout extension', () => {
  it('draws nothing when the prompt or its placement is off, each placement reading its own switch', () => {
    expect(prompt({ is_active: '2' })).toBeNull();
    expect(prompt({ is_active: '2' }, [apron], 'checkout')).toBeNull();
    expect(prompt({ thank_you_is_active: '2' })).toBeNull();
    expect(prompt({ thank_you_is_active: '2' }, [apron], 'checkout')).not.toBeNull();
    expect(prompt({ order_status_is_active: '2' }, [apron], 'checkout')).toBeNull();
    expect(prompt({ order_status_is_active: '2' })).not.toBeNull();
  });

  it("uses the merchant's heading, else the storefront's own words in the shopper's language", () => {
    expect(prompt()?.heading).toBe('How was your order?');
    expect(prompt({ heading_text: '   ' })?.heading).toBe('How was your order?');
    expect(prompt({ heading_text: ' Rate your goodies ' })?.heading).toBe('Rate your goodies');
  });

  it("draws in the merchant's star colour", () => {
    expect(prompt()?.starColor).toBe('#f5a623');
    expect(prompt({ star_color: '#aa0000' })?.starColor).toBe('#aa0000');
  });

  it('has one row per product: lines without a product or a page are skipped, a product bought twice is one row', () => {
    const tip: PromptOrderLine = { productId: null, title: 'Tip', url: null };
    const hidden: PromptOrderLine = { productId: 'gid://shopify/Product/3', title: 'Not on the online store', url: null };
    const apronAgain: PromptOrderLine = { ...apron, title: 'Apron - Blue' };
    const rows = prompt({}, [tip, apron, hidden, apronAgain, mug])?.products ?? [];
    expect(rows.map((row) => [row.productId, row.title, row.imageUrl])).toEqual([
      ['gid://shopify/Product/1', 'Apron', 'https://cdn/apron.jpg'],
      ['gid://shopify/Product/2', 'Mug', null],
    ]);
    expect(rows[0]?.stars.map((star) => star.rating)).toEqual([1, 2, 3, 4, 5]);
  });

  it('draws nothing for an order without a product to review', () => {
    expect(prompt({}, [])).toBeNull();
    expect(prompt({}, [{ productId: '', title: 'Gift card', url: 'https://shop.example/products/card' }])).toBeNull();
  });

  it("opens the product's review form with the tapped rating, or its reviews, as the merchant set", () => {
    expect(prompt()?.products[0]?.stars[3]?.href).toBe('https://shop.example/products/apron#starling-write-review?rating=4');
    expect(prompt({ star_tap_action: 'product_page' })?.products[0]?.stars.map((star) => star.href)).toEqual(Array(5).fill('https://shop.example/products/apron#starling-reviews'));
    expect(starHref({ star_tap_action: 'review_form' }, 'https://shop.example/products/mug?variant=9#top', 1)).toBe('https://shop.example/products/mug?variant=9#starling-write-review?rating=1');
  });
});

describe('the settings as the shop metafield holds them', () => {
  it('reads JSON text or an object; missing or invalid JSON is the defaults', () => {
    expect(readOrderReviewSettings(undefined)).toEqual(DEFAULT_ORDER_REVIEW_SETTINGS);
    expect(readOrderReviewSettings('{not json')).toEqual(DEFAULT_ORDER_REVIEW_SETTINGS);
    expect(readOrderReviewSettings('[1,2]')).toEqual(DEFAULT_ORDER_REVIEW_SETTINGS);
    const saved = { ...DEFAULT_ORDER_REVIEW_SETTINGS, heading_text: 'Rate it', star_tap_action: 'product_page', thank_you_is_active: '2' };
    expect(readOrderReviewSettings(JSON.stringify(saved))).toEqual(saved);
    expect(readOrderReviewSettings(saved)).toEqual(saved);
  });

  it('keeps the default of each field it cannot use', () => {
    const read = readOrderReviewSettings({ is_active: 'yes', star_color: 'gold', star_tap_action: 'popup', heading_text: 7, order_status_is_active: 2 });
    expect(read).toEqual({ ...DEFAULT_ORDER_REVIEW_SETTINGS, order_status_is_active: '2' });
  });
});

describe('the write-review address fragment', () => {
  it('names a rating the storefront reads back', () => {
    expect(writeReviewHash(4)).toBe('#starling-write-review?rating=4');
    expect(readWriteReviewHash(writeReviewHash(4))).toEqual({ rating: 4 });
    expect(readWriteReviewHash('#starling-write-review')).toEqual({ rating: null });
  });

  it('is not read from other fragments or ratings out of range', () => {
    expect(readWriteReviewHash('')).toBeNull();
    expect(readWriteReviewHash('#starling-reviews')).toBeNull();
    expect(readWriteReviewHash('#starling-write-review?rating=6')).toBeNull();
    expect(readWriteReviewHash('#starling-write-review?rating=0')).toBeNull();
  });
});
