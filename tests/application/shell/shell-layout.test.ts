import { describe, expect, it } from 'vitest';
import { footerTopMarginPx, isFooterShown, isGuidePath, topNavigationMode } from '../../../src/application/shell/shell-layout';

describe('top navigation mode', () => {
  it.each([
    ['standalone', { isEmbedded: false, isSuperAdmin: false, isInGuide: false, path: '/' }, 'full'],
    ['embedded merchant', { isEmbedded: true, isSuperAdmin: false, isInGuide: false, path: '/' }, 'hidden'],
    ['embedded merchant on the guide', { isEmbedded: true, isSuperAdmin: false, isInGuide: true, path: '/guide' }, 'hidden'],
    ['embedded super-admin', { isEmbedded: true, isSuperAdmin: true, isInGuide: false, path: '/reviewList' }, 'full'],
    // The guide keeps the screen to itself; its own actions lead on.
    ['standalone during the guide', { isEmbedded: false, isSuperAdmin: false, isInGuide: true, path: '/' }, 'hidden'],
    ['super-admin during the guide', { isEmbedded: true, isSuperAdmin: true, isInGuide: true, path: '/' }, 'hidden'],
    ['standalone on the guide page', { isEmbedded: false, isSuperAdmin: false, isInGuide: false, path: '/guide?step=2' }, 'hidden'],
  ] as const)('%s: %s', (_case, context, mode) => {
    expect(topNavigationMode(context)).toBe(mode);
  });

  it('knows the guide page and its steps, whatever the case or trailing slash', () => {
    expect(['/guide', '/Guide/', '/guide/2?x=1'].map(isGuidePath)).toEqual([true, true, true]);
    expect(['/', '/guides', '/reviewList'].map(isGuidePath)).toEqual([false, false, false]);
  });
});

describe('footer', () => {
  it.each([
    '/guide',
    '/collect/review-request/first',
    '/collect/auto_leave_reviews',
    '/collect/auto_leave_reviews/thankyou',
    '/collect/auto_leave_reviews/checkout',
    '/settings/referrals_email',
    '/settings/advocate_email',
    '/settings/reply_review',
    '/settings/review_discount/2',
    '/display/rating',
    '/display/storeReview',
    '/collect/photo_video_reminder',
    '/collect/update_review/',
    '/Collect/Update_Review?x=1',
  ])('is left out on %s', (path) => {
    expect(isFooterShown(path)).toBe(false);
  });

  it.each(['/', '/display', '/display/widget', '/reviewList', '/plan?source=navigation', '/collect', '/collect/review_request_link', '/settings', '/settings/referral_widgets', '/integrated/channelwill', '/guides'])(
    'is shown on %s',
    (path) => {
      expect(isFooterShown(path)).toBe(true);
    },
  );

  it.each([
    ['/display', 4],
    ['/display/widget', 4],
    ['/reviewList', 12],
    ['/reviewList?id=7', 12],
    ['/plan?source=navigation', 12],
    ['/plan/', 12],
    ['/integrated/channelwill', 0],
    ['/integrated', 20],
    ['/', 20],
    ['/settings/language', 20],
  ])('has a top margin on %s of %ipx', (path, margin) => {
    expect(footerTopMarginPx(path)).toBe(margin);
  });
});
