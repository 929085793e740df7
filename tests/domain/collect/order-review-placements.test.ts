import { describe, expect, it } from 'vitest';
import { placementEditorUrl, placementState } from '../../../src/domain/collect/order-review-placements';
import { DEFAULT_ORDER_REVIEW_SETTINGS } from '../../../src/domain/storefront/promo-widget-settings';

describe('the order review prompt\'s placements', () => {
  it('are on by default, each follows its own switch, and the prompt\'s switch turns both off', () => {
    expect(placementState(DEFAULT_ORDER_REVIEW_SETTINGS, 'thankyou')).toBe('on');
    expect(placementState(DEFAULT_ORDER_REVIEW_SETTINGS, 'checkout')).toBe('on');
    expect(placementState({ ...DEFAULT_ORDER_REVIEW_SETTINGS, thank_you_is_active: '2' }, 'thankyou')).toBe('off');
    expect(placementState({ ...DEFAULT_ORDER_REVIEW_SETTINGS, thank_you_is_active: '2' }, 'checkout')).toBe('on');
    expect(placementState({ ...DEFAULT_ORDER_REVIEW_SETTINGS, order_status_is_active: '2' }, 'checkout')).toBe('off');
    expect(placementState({ ...DEFAULT_ORDER_REVIEW_SETTINGS, is_active: '2' }, 'thankyou')).toBe('promptOff');
    expect(placementState({ ...DEFAULT_ORDER_REVIEW_SETTINGS, is_active: '2', order_status_is_active: '2' }, 'checkout')).toBe('promptOff');
  });

  it('link to the editor where each is added', () => {
    expect(placementEditorUrl('shop.myshopify.com', 'checkout')).toBe('https://shop.myshopify.com/admin/themes/current/editor?template=customers/order');
    expect(placementEditorUrl('shop.myshopify.com', 'thankyou')).toBe('https://shop.myshopify.com/admin/settings/checkout/editor?page=thank-you&context=apps');
  });
});
