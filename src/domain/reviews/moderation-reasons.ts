/**
 * The neutral reasons a merchant may give for hiding (unpublishing) or deleting a review. The FTC's
 * rule on consumer reviews (16 CFR 465.7) lets a business withhold a review only on criteria that
 * have nothing to do with its rating or sentiment and that it applies to every review alike; these
 * are those criteria (docs/product/review-moderation.md). A hidden or deleted review without one of
 * them is what the compliance auditor reports as possible suppression.
 */
export const NEUTRAL_MODERATION_REASONS = [
  'private_information',
  'offensive_content',
  'discriminatory',
  'unrelated_to_product',
  'false_or_misleading',
  'suspected_fake',
  'spam',
  'author_request',
] as const;

export type NeutralModerationReason = (typeof NEUTRAL_MODERATION_REASONS)[number];

/** What a moderation event did to a review. */
export type ModerationAction = 'hide' | 'publish' | 'delete';

export function isNeutralModerationReason(value: unknown): value is NeutralModerationReason {
  return typeof value === 'string' && (NEUTRAL_MODERATION_REASONS as readonly string[]).includes(value);
}
