import { SECONDS_PER_DAY } from '../../domain/shared/time';

/** How long the token, the guide state and the settings stay in browser storage (docs/product/plans-and-limits.md). */
export const STORAGE_ENTRY_TTL_SECONDS = SECONDS_PER_DAY;

/**
 * How long the admin language the merchant chose is kept: a preference, not a credential, and the
 * only way a page without a session (not found, the file guide, the bookmarklets) can know it.
 */
export const ADMIN_LANGUAGE_KEPT_SECONDS = 365 * SECONDS_PER_DAY;

/** Keys of the admin's browser storage (the adapter adds the product-name prefix); add yours here. */
export const STORAGE_KEYS = {
  authToken: 'auth_token',
  /** The admin language of the user settings, last shown: the next page starts in it, signed in or not (platform-adapters.ts). */
  adminLanguage: 'admin_language',
  /** The partner code of an affiliate link (`?referral_code=`), sent with the next sign-in (InstallReferral). */
  referralCode: 'referral_code',
  /** Set when a sign-in arrives at / (docs/product/overview.md "Arriving at / marks a first entry"). */
  firstEntry: 'first_entry',
  /** `{buildId}:{path}` of the last stale-bundle reload, so a page is reopened once. */
  staleBundleReload: 'stale_bundle_reload',
  /**
   * Where the reviews list kept saved views per shop (`review_views:<shop domain>`) before the
   * server held them: read once to move them there (ImportLocalSavedViewsUseCase), then removed.
   */
  reviewViews: 'review_views',
} as const;
