/**
 * Every settings page, as /settings lists them so that none is a dead end
 * (docs/product/settings.md#account). A page not built yet opens its titled placeholder; its
 * entry stays as it is when the page arrives.
 */
export interface SettingsPageLink {
  /** Where the entry leads: a route of APP_ROUTES. */
  readonly path: string;
  /** The page's title in the `pages` namespace (the same words as the page's own heading). */
  readonly title: string;
  /** One line on what the page sets, under `account.pages.` in the `settings` namespace. */
  readonly description: string;
}

export interface SettingsPageGroup {
  /** The group's heading, under `account.groups.` in the `settings` namespace. */
  readonly id: 'general' | 'reviews' | 'referrals';
  readonly pages: readonly SettingsPageLink[];
}

export const SETTINGS_PAGE_GROUPS: readonly SettingsPageGroup[] = [
  {
    id: 'general',
    pages: [
      { path: '/settings/language', title: 'settingsLanguage', description: 'language' },
      { path: '/settings/notifications', title: 'settingsNotifications', description: 'notifications' },
      { path: '/settings/product_groups', title: 'productGroups', description: 'productGroups' },
      { path: '/settings/api', title: 'settingsApi', description: 'api' },
      { path: '/settings/canny', title: 'settingsCanny', description: 'canny' },
    ],
  },
  {
    id: 'reviews',
    pages: [
      { path: '/settings/reply_review', title: 'replyReview', description: 'replyTemplates' },
      // The per-kind editors (/settings/review_discount/:type) are opened from this overview.
      { path: '/collect/discount', title: 'collectDiscount', description: 'reviewDiscounts' },
    ],
  },
  {
    id: 'referrals',
    pages: [
      { path: '/settings/referrals', title: 'referralList', description: 'referralList' },
      { path: '/settings/referral_offer', title: 'referralOffer', description: 'referralOffer' },
      { path: '/settings/referral_widgets', title: 'referralWidgets', description: 'referralWidgets' },
      { path: '/settings/referral_email', title: 'referralEmail', description: 'referralEmail' },
      { path: '/settings/referrals_email', title: 'referralsEmail', description: 'referralsEmail' },
      { path: '/settings/advocate_email', title: 'advocateEmail', description: 'advocateEmail' },
    ],
  },
];
