/**
 * Shopify Flow triggers (docs/product/shopify-flow.md): "Review published" and "Low rating
 * received", each a `flow_trigger` extension in `extensions/` whose handle and field keys are the
 * ones below, sent to Shopify through the Admin API's `flowTriggerReceive(handle, payload)`.
 */

import { productNumber, shopifyCustomerId } from '../shop/shopify-ids';

/** The triggers, by their extensions' handles (at most 30 characters, letters, digits and hyphens). */
export const FLOW_TRIGGERS = ['review-published', 'low-rating-received'] as const;
export type FlowTrigger = (typeof FLOW_TRIGGERS)[number];

export function isFlowTrigger(value: string): value is FlowTrigger {
  return (FLOW_TRIGGERS as readonly string[]).includes(value);
}

/**
 * The payload's own fields, by the keys the extensions declare: Flow takes only letters and spaces
 * in a key. A reference field has no key of its own: Shopify names it `<object>_id`.
 */
export const FLOW_FIELD_KEYS = {
  reviewId: 'Review ID',
  rating: 'Rating',
  title: 'Review title',
  body: 'Review body',
  reviewerName: 'Reviewer name',
  verifiedBuyer: 'Verified buyer',
  published: 'Published',
  reviewUrl: 'Review admin URL',
} as const;

/** The reference fields' payload keys: `customer_reference` and `product_reference`. */
export const FLOW_PRODUCT_ID = 'product_id';
export const FLOW_CUSTOMER_ID = 'customer_id';

/** A trigger's state: waiting for its turn or its retry, being sent, sent, given up, or not sent (the review or the shop gone). */
export const FLOW_TRIGGER_STATES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type FlowTriggerState = (typeof FLOW_TRIGGER_STATES)[number];

/** Triggers the admin's log shows, newest first. */
export const FLOW_TRIGGER_LOG_SIZE = 50;

/** Shopify refuses a trigger payload of 50,000 bytes or more. */
export const FLOW_PAYLOAD_MAX_BYTES = 50_000;
/** The longest review body a trigger carries (the storefront form's own limit); a longer one is cut. */
export const FLOW_BODY_MAX_LENGTH = 5_000;
/** The longest title or reviewer name a trigger carries. */
export const FLOW_LINE_MAX_LENGTH = 255;

/** A review as the triggers describe it. */
export interface FlowReview {
  readonly id: number;
  /** `gid://shopify/Product/<n>`, or the store review's own id (no product then). */
  readonly productId: string;
  /** The Shopify customer who wrote it signed in (numeric), or null. */
  readonly customerId: string | null;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  readonly authorName: string;
  readonly verified: boolean;
  readonly published: boolean;
}

export type FlowPayload = Readonly<Record<string, string | number | boolean>>;

/** The fields both triggers send, in their extensions' order; a reference is sent only when the review has it. */
const SHARED_PAYLOAD_KEYS = [
  FLOW_PRODUCT_ID,
  FLOW_CUSTOMER_ID,
  FLOW_FIELD_KEYS.reviewId,
  FLOW_FIELD_KEYS.rating,
  FLOW_FIELD_KEYS.title,
  FLOW_FIELD_KEYS.body,
  FLOW_FIELD_KEYS.reviewerName,
  FLOW_FIELD_KEYS.verifiedBuyer,
] as const;

/** The payload keys each trigger sends, in its extension's order: a low rating also says whether it is published. */
export const FLOW_TRIGGER_PAYLOAD_KEYS: Readonly<Record<FlowTrigger, readonly string[]>> = {
  'review-published': [...SHARED_PAYLOAD_KEYS, FLOW_FIELD_KEYS.reviewUrl],
  'low-rating-received': [...SHARED_PAYLOAD_KEYS, FLOW_FIELD_KEYS.published, FLOW_FIELD_KEYS.reviewUrl],
};

/** Flow takes a reference as a JSON number: Shopify's id when it is one (a store review has no product, a signed-out shopper no customer). */
function referenceNumber(digits: string | null): number | null {
  const id = Number(digits);
  return digits !== null && Number.isSafeInteger(id) ? id : null;
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}

/**
 * What `flowTriggerReceive` gets for a review: the trigger's keys, each field's value, and the
 * product and customer references as Shopify's numeric ids when the review has them.
 */
export function flowTriggerPayload(trigger: FlowTrigger, review: FlowReview, reviewUrl: string): FlowPayload {
  const productId = referenceNumber(productNumber(review.productId));
  const customerId = referenceNumber(shopifyCustomerId(review.customerId));
  const values: Record<string, string | number | boolean> = {
    ...(productId === null ? {} : { [FLOW_PRODUCT_ID]: productId }),
    ...(customerId === null ? {} : { [FLOW_CUSTOMER_ID]: customerId }),
    [FLOW_FIELD_KEYS.reviewId]: String(review.id),
    [FLOW_FIELD_KEYS.rating]: review.rating,
    [FLOW_FIELD_KEYS.title]: cut(review.title, FLOW_LINE_MAX_LENGTH),
    [FLOW_FIELD_KEYS.body]: cut(review.body, FLOW_BODY_MAX_LENGTH),
    [FLOW_FIELD_KEYS.reviewerName]: cut(review.authorName, FLOW_LINE_MAX_LENGTH),
    [FLOW_FIELD_KEYS.verifiedBuyer]: review.verified,
    [FLOW_FIELD_KEYS.published]: review.published,
    [FLOW_FIELD_KEYS.reviewUrl]: reviewUrl,
  };
  const keys = FLOW_TRIGGER_PAYLOAD_KEYS[trigger];
  return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]!]));
}

/** The admin page a trigger's review link opens: the reviews list with the review open. */
export function flowReviewAdminPath(reviewId: number): string {
  return `/reviewList?id=${reviewId}`;
}
