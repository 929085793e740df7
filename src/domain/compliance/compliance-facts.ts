/**
 * What the auditor reads about a shop (docs/product/compliance-auditor.md#facts). The server's read
 * model gathers them (server/infrastructure/db/drizzle-compliance-facts.ts), already narrowed to the
 * candidates (a 1M-review shop is never loaded whole); the rules here decide what is a finding.
 */

/** Reviews and how many of them earned a discount code (review_discounts). */
export interface RatingBand {
  readonly reviews: number;
  readonly discounted: number;
}

export interface HiddenReview {
  readonly id: number;
  readonly rating: number;
  /** The neutral reason given (reviews.moderation_reason or the trail's latest hide or delete), or null. */
  readonly reason: string | null;
  /** Deleted: only the audit trail (review_moderation_events) remembers it. */
  readonly deleted: boolean;
}

/** The Google Shopping feed, as the feed integration reports it (a port: server/application/compliance/compliance-ports.port.ts, answered by server/application/google-shopping/read-feed-coverage.ts). */
export interface FeedCoverage {
  readonly enabled: boolean;
  readonly lowRatingsIncluded: boolean;
  readonly incentivisedLabelled: boolean;
}

export interface JsonLdProduct {
  readonly productId: string;
  /** What the synced first page's JSON-LD states (storefront metafield `first_page.json_ld`). */
  readonly stated: { readonly count: number; readonly average: string };
  /** What the product's published reviews are now. */
  readonly published: { readonly count: number; readonly average: string };
}

export interface ComplianceFacts {
  readonly incentives: {
    /** A review discount (text, photo or video) is switched on (src/domain/collect/review-discount.ts). */
    readonly discountsEnabled: boolean;
    /** Collected (not imported) reviews of the window: 1-3 stars and 4-5 stars. */
    readonly low: RatingBand;
    readonly high: RatingBand;
    /** Low-rated collected reviews of the window that earned no code. */
    readonly lowWithoutDiscount: readonly number[];
    /** Reviews a code was issued for that are not labelled incentivised (reviews.incentivized). */
    readonly discountedUnlabelled: readonly number[];
  };
  readonly requests: {
    /** Orders whose review request the merchant skipped by hand in the window (skipped_by_merchant). */
    readonly skippedByMerchant: readonly string[];
    /** Review requests sent in the window. */
    readonly sent: number;
  };
  readonly moderation: {
    /** Reviews rated below this wait for the merchant (review widget settings' auto_publish_min_rating). */
    readonly autoPublishMinRating: number;
    readonly hidden: readonly HiddenReview[];
    readonly published: { readonly low: number; readonly high: number };
  };
  readonly insiders: {
    /** The shop owner's and notification addresses: the people who run the shop. */
    readonly staffEmails: readonly string[];
    /** The shop's own domains (custom domain, myshopify domain). */
    readonly domains: readonly string[];
    /** Reviews whose author e-mail may be one of theirs. */
    readonly candidates: readonly { readonly id: number; readonly email: string }[];
  };
  /** Reviews marked verified buyer with no order the shop knows. */
  readonly verifiedWithoutOrder: readonly number[];
  /** Groups of reviews with the same author and the same text. */
  readonly duplicateGroups: readonly (readonly number[])[];
  /** A product's reviews written within one BURST_WINDOW_HOURS window, at least BURST_MIN_REVIEWS of them. */
  readonly bursts: readonly { readonly productId: string; readonly reviewIds: readonly number[] }[];
  readonly storefront: {
    /** The reviews widget draws reviews (is_activate_reviews). */
    readonly reviewsShown: boolean;
    readonly verificationNotice: { readonly enabled: boolean; readonly text: string };
    /** is_show_google_snippet: the reviews block writes JSON-LD. */
    readonly jsonLdOn: boolean;
    readonly jsonLd: readonly JsonLdProduct[];
  };
  readonly feed: FeedCoverage;
  readonly mail: {
    /** Mail leaves over SMTP (SMTP_URL) rather than to the development catcher. */
    readonly delivery: 'smtp' | 'caught';
    /** The domain of MAIL_FROM, the sending domain. */
    readonly senderDomain: string;
    /** DKIM_DOMAIN, or null when mail is not signed. */
    readonly dkimDomain: string | null;
    /** Review requests and reminders caught without a List-Unsubscribe header (development catcher). */
    readonly marketingWithoutListUnsubscribe: number;
  };
}
