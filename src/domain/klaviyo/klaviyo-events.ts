/**
 * Klaviyo events (docs/product/klaviyo.md): what the shop's Klaviyo account hears of reviews, and
 * the Events API's request body for it. Pure: the server queues a `KlaviyoEvent` in the write
 * that causes it and sends `klaviyoEventRequestBody` of it later, as often as it takes.
 */

/** The Events API revision every request names (header `revision`). */
export const KLAVIYO_API_REVISION = '2024-10-15';

/** The kinds of event, in the order the admin lists their switches. */
export const KLAVIYO_EVENT_KINDS = ['review_request_sent', 'review_submitted', 'low_rating_review'] as const;
export type KlaviyoEventKind = (typeof KLAVIYO_EVENT_KINDS)[number];

export function isKlaviyoEventKind(value: unknown): value is KlaviyoEventKind {
  return KLAVIYO_EVENT_KINDS.some((kind) => kind === value);
}

/** Metric names carry the app's name, so they never mix with the shop's other metrics in Klaviyo. */
export const KLAVIYO_METRIC_NAMES: Readonly<Record<KlaviyoEventKind, string>> = {
  review_request_sent: 'Starling Reviews: Review Request Sent',
  review_submitted: 'Starling Reviews: Review Submitted',
  low_rating_review: 'Starling Reviews: Low Rating Review',
};

/** A private API key as Klaviyo issues it: `pk_` and letters and digits. */
export const KLAVIYO_PRIVATE_KEY_PATTERN = /^pk_[A-Za-z0-9_]{6,120}$/;

/** What the admin shows of a stored key. */
export function klaviyoKeyLastFour(apiKey: string): string {
  return apiKey.slice(-4);
}

/** Scalars only: Klaviyo indexes event and profile properties by name. */
export type KlaviyoPropertyValue = string | number | boolean | null;
export type KlaviyoProperties = Readonly<Record<string, KlaviyoPropertyValue>>;

/** One event as it is queued: everything the request needs but the account's key. */
export interface KlaviyoEvent {
  readonly kind: KlaviyoEventKind;
  /** Klaviyo drops a second event with the same id: the same source row always gives the same one. */
  readonly uniqueId: string;
  /** ISO 8601: when it happened, not when it was sent. */
  readonly time: string;
  readonly email: string;
  readonly properties: KlaviyoProperties;
  readonly profileProperties: KlaviyoProperties;
}

/** A review, as its events describe it. */
export interface KlaviyoReviewFacts {
  readonly shopId: number;
  readonly reviewId: number;
  readonly email: string;
  readonly rating: number;
  readonly title: string;
  readonly body: string;
  /** Shopify's product GID; null for a store review. */
  readonly productId: string | null;
  readonly published: boolean;
  readonly verified: boolean;
  readonly at: Date;
}

/** A review request e-mail that went out. */
export interface KlaviyoRequestFacts {
  readonly shopId: number;
  /** The collect e-mail's key, unique in the shop (`order:<order>:<step>`). */
  readonly mailKey: string;
  readonly email: string;
  readonly orderId: string;
  /** 1 for the request, 2 and up for its reminders. */
  readonly step: number;
  readonly at: Date;
}

/** `sr:<shop>:<kind>:<source>`: derived from the source row only, never from the clock. */
export function klaviyoUniqueId(shopId: number, kind: KlaviyoEventKind, source: string): string {
  return `sr:${shopId}:${kind}:${source}`;
}

/** Only an address Klaviyo can key a profile by; a review written without one sends nothing. */
function usableEmail(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : null;
}

/**
 * The events a new review causes: "Review Submitted", and "Low Rating Review" too when its rating
 * is at most the shop's low-rating threshold. `enabled` are the kinds the shop switched on.
 */
export function reviewKlaviyoEvents(review: KlaviyoReviewFacts, lowRatingThreshold: number, enabled: readonly KlaviyoEventKind[]): readonly KlaviyoEvent[] {
  const email = usableEmail(review.email);
  if (email === null) return [];
  const kinds: KlaviyoEventKind[] = ['review_submitted'];
  if (review.rating <= lowRatingThreshold) kinds.push('low_rating_review');
  const properties: KlaviyoProperties = {
    review_id: review.reviewId,
    rating: review.rating,
    title: review.title,
    body: review.body,
    product_id: review.productId,
    published: review.published,
    verified_buyer: review.verified,
  };
  const profileProperties: KlaviyoProperties = {
    starling_last_review_rating: review.rating,
    starling_last_review_at: review.at.toISOString(),
  };
  return kinds
    .filter((kind) => enabled.includes(kind))
    .map((kind) => ({ kind, uniqueId: klaviyoUniqueId(review.shopId, kind, `review:${review.reviewId}`), time: review.at.toISOString(), email, properties, profileProperties }));
}

/** The "Review Request Sent" event of a request or reminder that went out; none when switched off. */
export function requestKlaviyoEvents(request: KlaviyoRequestFacts, enabled: readonly KlaviyoEventKind[]): readonly KlaviyoEvent[] {
  const email = usableEmail(request.email);
  if (email === null || !enabled.includes('review_request_sent')) return [];
  return [
    {
      kind: 'review_request_sent',
      uniqueId: klaviyoUniqueId(request.shopId, 'review_request_sent', `mail:${request.mailKey}`),
      time: request.at.toISOString(),
      email,
      properties: { order_id: request.orderId, reminder: request.step > 1, step: request.step },
      profileProperties: { starling_last_request_at: request.at.toISOString() },
    },
  ];
}

/** What the profile carries besides the event's own properties, read when the event is sent. */
export interface KlaviyoProfileTotals {
  /** The reviews this address has written in the shop. */
  readonly reviewsCount: number;
}

/** The JSON:API body of `POST /api/events/` (revision 2024-10-15). */
export function klaviyoEventRequestBody(event: KlaviyoEvent, totals: KlaviyoProfileTotals) {
  return {
    data: {
      type: 'event',
      attributes: {
        properties: event.properties,
        metric: { data: { type: 'metric', attributes: { name: KLAVIYO_METRIC_NAMES[event.kind] } } },
        profile: {
          data: {
            type: 'profile',
            attributes: { email: event.email, properties: { ...event.profileProperties, starling_reviews_count: totals.reviewsCount } },
          },
        },
        unique_id: event.uniqueId,
        time: event.time,
      },
    },
  } as const;
}

/** What an answer from Klaviyo means for the event: done, try again later, or never. */
export type KlaviyoSendVerdict = 'accepted' | 'retry' | 'rejected';

/** 2xx accepted; 429 and 5xx (and no answer, status null) retried; any other 4xx never will be accepted. */
export function klaviyoSendVerdict(status: number | null): KlaviyoSendVerdict {
  if (status === null || status === 429 || status >= 500) return 'retry';
  if (status >= 200 && status < 300) return 'accepted';
  return 'rejected';
}

/** Reads a queued event back; null when the stored text is not one (then it is skipped, never sent half). */
export function parseKlaviyoEvent(text: string): KlaviyoEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  if (!isKlaviyoEventKind(event.kind) || typeof event.uniqueId !== 'string' || typeof event.time !== 'string' || typeof event.email !== 'string') return null;
  if (!isProperties(event.properties) || !isProperties(event.profileProperties)) return null;
  return { kind: event.kind, uniqueId: event.uniqueId, time: event.time, email: event.email, properties: event.properties, profileProperties: event.profileProperties };
}

function isProperties(value: unknown): value is KlaviyoProperties {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((item) => item === null || ['string', 'number', 'boolean'].includes(typeof item));
}
