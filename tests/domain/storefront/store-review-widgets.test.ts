import { describe, expect, it } from 'vitest';
import { isStoreReview, sideTabShowsOn, STORE_REVIEW_PRODUCT_ID } from '../../../src/domain/storefront/store-review-widgets';
import { sideTabProblems, storeReviewProblems } from '../../../src/ui/display/store-review-widgets.view-model';
import { DEFAULT_SIDE_TAB_SETTINGS, DEFAULT_STORE_REVIEW_SETTINGS } from '../../../src/domain/storefront/store-review-widgets';
import { sideTabSettingsFrom, storeReviewSettingsFrom } from '../../../server/application/settings/store-review-widgets-settings';

describe('store reviews', () => {
  it('are reviews of a reserved id that is never a Shopify product', () => {
    expect(isStoreReview(STORE_REVIEW_PRODUCT_ID)).toBe(true);
    expect(isStoreReview('gid://shopify/Product/1')).toBe(false);
    expect(STORE_REVIEW_PRODUCT_ID.startsWith('gid://shopify/')).toBe(false);
  });

  it('read stored settings over the defaults, keeping the switch from the reviews widget', () => {
    expect(storeReviewSettingsFrom({ title: 'Ours', star_color: 'red', is_allow_write: '2' }, '1')).toEqual({
      ...DEFAULT_STORE_REVIEW_SETTINGS,
      is_active_store_review: '1',
      title: 'Ours',
      is_allow_write: '2',
    });
  });

  it('refuse a colour that is not #RRGGBB before saving', () => {
    expect(storeReviewProblems({ ...DEFAULT_STORE_REVIEW_SETTINGS, button_bg_color: 'blue' }).map((problem) => problem.key)).toEqual(['button_bg_color']);
  });
});

describe('the side tab', () => {
  it('shows on every page, or only on the page kind chosen', () => {
    expect(sideTabShowsOn('all', 'product')).toBe(true);
    expect(sideTabShowsOn('product', 'product')).toBe(true);
    expect(sideTabShowsOn('product', 'index')).toBe(false);
  });

  it('links to the reviews page only once there is one', () => {
    expect(sideTabProblems({ ...DEFAULT_SIDE_TAB_SETTINGS, action: 'page' }).map((problem) => problem.key)).toEqual(['action']);
    expect(sideTabProblems({ ...DEFAULT_SIDE_TAB_SETTINGS, action: 'page', page_url: '/pages/reviews' })).toEqual([]);
  });

  it('keeps only a path of the shop as its page, whatever was stored', () => {
    expect(sideTabSettingsFrom({ page_url: 'https://evil.example', position: 'top' })).toEqual(DEFAULT_SIDE_TAB_SETTINGS);
  });
});
