import { type ComplianceFacts } from './compliance-facts';
import { type ComplianceFinding, finding, sortFindings } from './findings';
import { isNeutralModerationReason } from '../reviews/moderation-reasons';

/**
 * The auditor's rules (docs/product/compliance-auditor.md): each reads the facts and answers its
 * findings. Every threshold is a constant here, named in the product page.
 */

/** Reviews of this many stars or fewer are the low ratings suppression and gating are about. */
export const LOW_RATING_MAX = 3;
/** Days of reviews and requests the incentive and gating rules read. */
export const AUDIT_WINDOW_DAYS = 90;
/** Below this many low-rated reviews a gap in discounts or hiding proves nothing. */
export const MIN_LOW_SAMPLE = 3;
/** Low ratings get codes (or stay published) at under this share of the high ratings' rate: conditioned. */
export const DISPARITY_RATIO = 0.5;
/** A burst: this many reviews of one product within BURST_WINDOW_HOURS. */
export const BURST_MIN_REVIEWS = 10;
export const BURST_WINDOW_HOURS = 24;
/** A notice shorter than this says nothing about how reviews are checked. */
export const VERIFICATION_NOTICE_MIN_LENGTH = 20;

export function isLowRating(rating: number): boolean {
  return rating <= LOW_RATING_MAX;
}

/** 16 CFR 465.4: codes go to happy reviewers only, whatever the settings say (e.g. held low ratings never published). */
export function incentiveRules(facts: ComplianceFacts): ComplianceFinding[] {
  const { discountsEnabled, low, high, lowWithoutDiscount, discountedUnlabelled } = facts.incentives;
  const found: ComplianceFinding[] = [];
  if (discountsEnabled && low.reviews >= MIN_LOW_SAMPLE && high.discounted > 0) {
    const lowRate = low.discounted / low.reviews;
    const highRate = high.discounted / Math.max(high.reviews, 1);
    if (lowRate < highRate * DISPARITY_RATIO) found.push(finding('incentive_conditioned_on_rating', 'critical', lowWithoutDiscount.length, { reviewIds: lowWithoutDiscount, setting: 'review_discount' }));
  }
  if (discountedUnlabelled.length > 0) found.push(finding('incentive_unlabelled', 'critical', discountedUnlabelled.length, { reviewIds: discountedUnlabelled }, 'label_incentivised_reviews'));
  return found;
}

/** Review requests withheld from hand-picked buyers: gating, unless the choice was neutral. */
export function gatingRules(facts: ComplianceFacts): ComplianceFinding[] {
  const skipped = facts.requests.skippedByMerchant;
  return skipped.length === 0 ? [] : [finding('request_gating', 'warning', skipped.length, { orderIds: skipped, setting: 'collect_orders' })];
}

/** 16 CFR 465.7(b): reviews held or hidden for their rating. */
export function suppressionRules(facts: ComplianceFacts): ComplianceFinding[] {
  const { autoPublishMinRating, hidden, published } = facts.moderation;
  const found: ComplianceFinding[] = [];
  if (autoPublishMinRating > 1) found.push(finding('rating_hold_threshold', 'critical', 1, { setting: 'auto_publish_min_rating' }, 'publish_every_rating'));
  const unexplained = hidden.filter((review) => isLowRating(review.rating) && !isNeutralModerationReason(review.reason)).map((review) => review.id);
  if (unexplained.length > 0) found.push(finding('suppression_without_reason', 'critical', unexplained.length, { reviewIds: unexplained }));
  const hiddenLow = hidden.filter((review) => isLowRating(review.rating)).length;
  const hiddenHigh = hidden.length - hiddenLow;
  if (hiddenLow >= MIN_LOW_SAMPLE) {
    const lowShare = hiddenLow / (hiddenLow + published.low);
    const highShare = hiddenHigh / Math.max(hiddenHigh + published.high, 1);
    if (highShare < lowShare * DISPARITY_RATIO) {
      const ids = hidden.filter((review) => isLowRating(review.rating)).map((review) => review.id);
      found.push(finding('suppression_share', 'warning', hiddenLow, { reviewIds: ids }));
    }
  }
  return found;
}

function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at === -1 ? '' : email.slice(at + 1).trim().toLowerCase();
}

/** An address of the people who run the shop: one of theirs, or on the shop's own domain (or a subdomain of it). */
export function isInsiderEmail(email: string, insiders: Pick<ComplianceFacts['insiders'], 'staffEmails' | 'domains'>): boolean {
  const address = email.trim().toLowerCase();
  if (address === '') return false;
  if (insiders.staffEmails.some((staff) => staff.trim().toLowerCase() === address)) return true;
  const domain = emailDomain(address);
  return domain !== '' && insiders.domains.some((own) => {
    const shopDomain = own.trim().toLowerCase().replace(/^www\./, '');
    return shopDomain !== '' && (domain === shopDomain || domain.endsWith(`.${shopDomain}`));
  });
}

/**
 * 16 CFR 465.5: reviews by the shop's own people. The product has no disclosure field for them, so
 * every one is reported until the merchant discloses it (a reply) or removes it with a reason.
 */
export function insiderRules(facts: ComplianceFacts): ComplianceFinding[] {
  const ids = facts.insiders.candidates.filter((review) => isInsiderEmail(review.email, facts.insiders)).map((review) => review.id);
  return ids.length === 0 ? [] : [finding('insider_review', 'warning', ids.length, { reviewIds: ids })];
}

/** Fake social proof and fake reviews: verified badges without an order, duplicates, bursts. */
export function authenticityRules(facts: ComplianceFacts): ComplianceFinding[] {
  const found: ComplianceFinding[] = [];
  if (facts.verifiedWithoutOrder.length > 0) {
    found.push(finding('verified_without_order', 'critical', facts.verifiedWithoutOrder.length, { reviewIds: facts.verifiedWithoutOrder }, 'unmark_verified_without_order'));
  }
  const duplicates = facts.duplicateGroups.filter((group) => group.length > 1).flatMap((group) => group.slice(1));
  if (duplicates.length > 0) found.push(finding('duplicate_reviews', 'warning', duplicates.length, { reviewIds: duplicates }));
  const bursts = facts.bursts.filter((burst) => burst.reviewIds.length >= BURST_MIN_REVIEWS);
  if (bursts.length > 0) {
    found.push(finding('review_burst', 'info', bursts.length, { productIds: bursts.map((burst) => burst.productId), reviewIds: bursts.flatMap((burst) => burst.reviewIds) }));
  }
  return found;
}

/** What the storefront and its markup tell shoppers and search engines. */
export function storefrontRules(facts: ComplianceFacts): ComplianceFinding[] {
  const { reviewsShown, verificationNotice, jsonLdOn, jsonLd } = facts.storefront;
  const found: ComplianceFinding[] = [];
  const noticeSays = verificationNotice.enabled && verificationNotice.text.trim().length >= VERIFICATION_NOTICE_MIN_LENGTH;
  if (reviewsShown && !noticeSays) found.push(finding('verification_notice_missing', 'warning', 1, { setting: 'verification_notice' }, 'enable_verification_notice'));
  if (reviewsShown && jsonLdOn) {
    const stale = jsonLd.filter((product) => product.stated.count !== product.published.count || product.stated.average !== product.published.average).map((product) => product.productId);
    if (stale.length > 0) found.push(finding('json_ld_mismatch', 'warning', stale.length, { productIds: stale }, 'resync_storefront'));
  }
  return found;
}

/** The Google Shopping feed (the feed integration's coverage). */
export function feedRules(facts: ComplianceFacts): ComplianceFinding[] {
  if (!facts.feed.enabled) return [];
  const found: ComplianceFinding[] = [];
  if (!facts.feed.lowRatingsIncluded) found.push(finding('feed_drops_low_ratings', 'critical', 1, { setting: 'google_shopping' }));
  if (!facts.feed.incentivisedLabelled) found.push(finding('feed_incentive_unlabelled', 'warning', 1, { setting: 'google_shopping' }));
  return found;
}

/** Mail that leaves over SMTP from a sending domain must be signed and carry one-click unsubscribe. */
export function mailRules(facts: ComplianceFacts): ComplianceFinding[] {
  const { delivery, senderDomain, dkimDomain, marketingWithoutListUnsubscribe } = facts.mail;
  const found: ComplianceFinding[] = [];
  const sender = senderDomain.trim().toLowerCase();
  if (delivery === 'smtp' && sender !== '' && sender !== 'localhost') {
    const aligned = dkimDomain !== null && (sender === dkimDomain.toLowerCase() || sender.endsWith(`.${dkimDomain.toLowerCase()}`));
    if (!aligned) found.push(finding('mail_without_dkim', 'critical', 1, { setting: 'mail_dkim' }));
  }
  if (marketingWithoutListUnsubscribe > 0) found.push(finding('mail_without_list_unsubscribe', 'critical', marketingWithoutListUnsubscribe, { setting: 'mail_headers' }));
  return found;
}

/** Every rule over the shop's facts, most severe first. */
export function auditCompliance(facts: ComplianceFacts): readonly ComplianceFinding[] {
  return sortFindings([
    ...incentiveRules(facts),
    ...gatingRules(facts),
    ...suppressionRules(facts),
    ...insiderRules(facts),
    ...authenticityRules(facts),
    ...storefrontRules(facts),
    ...feedRules(facts),
    ...mailRules(facts),
  ]);
}
