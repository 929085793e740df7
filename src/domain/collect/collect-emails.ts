import { FLAG_OFF, FLAG_ON, type FlagValue } from '../shop/flag-value';

/**
 * The e-mails the collect area sends to customers (docs/product/collect.md). Each has its own
 * template, edited on its own screen, and is rendered by one renderer on the server.
 */

/** Step 1 is the review request; steps 2 and 3 are its reminders, sent only while no review came. */
export const REVIEW_REQUEST_STEPS = [1, 2, 3] as const;
export type ReviewRequestStep = (typeof REVIEW_REQUEST_STEPS)[number];

/** `/collect/review-request/:type` takes one of the request types. */
export const REVIEW_REQUEST_EMAIL_TYPES = ['request_1', 'request_2', 'request_3'] as const;
/** The referral programme's invite to share, after the customer's review or after their order (docs/product/referral-invites.md). */
export const REFERRAL_INVITE_EMAIL_TYPES = ['referral_invite_review', 'referral_invite_order'] as const;
export type ReferralInviteEmailType = (typeof REFERRAL_INVITE_EMAIL_TYPES)[number];
export const COLLECT_EMAIL_TYPES = [...REVIEW_REQUEST_EMAIL_TYPES, 'photo_video_reminder', 'update_review', 'review_discount', 'advocate_reward', ...REFERRAL_INVITE_EMAIL_TYPES] as const;
export type CollectEmailType = (typeof COLLECT_EMAIL_TYPES)[number];

export function isReferralInviteType(type: CollectEmailType): type is ReferralInviteEmailType {
  return (REFERRAL_INVITE_EMAIL_TYPES as readonly string[]).includes(type);
}

export function requestEmailType(step: ReviewRequestStep): CollectEmailType {
  return `request_${step}`;
}

/** What a template may hold; the renderer escapes every value it fills in. */
export interface EmailTemplateSettings {
  readonly is_enabled: FlagValue;
  /**
   * Days before it is sent: step 1 after the order's trigger event (fulfilment or delivery); a
   * reminder after the previous e-mail; the photo/video reminder after the review; unused by the
   * update-review, discount and advocate reward mails, which follow an event at once.
   */
  readonly trigger_days: number;
  readonly subject: string;
  readonly heading: string;
  readonly body: string;
  readonly button_text: string;
  /** '' = the customer's language when the order says it, else the shop's. */
  readonly language: string;
  readonly logo_url: string;
  readonly accent_color: string;
  readonly button_text_color: string;
  readonly background_color: string;
}

export const DEFAULT_TRIGGER_DAYS: Readonly<Record<CollectEmailType, number>> = {
  request_1: 7,
  request_2: 5,
  request_3: 7,
  photo_video_reminder: 3,
  update_review: 0,
  review_discount: 0,
  advocate_reward: 0,
  referral_invite_review: 1,
  referral_invite_order: 14,
};

/** The request is on by default (the reason a merchant installs the app); reminders start off. */
export const DEFAULT_EMAIL_ENABLED: Readonly<Record<CollectEmailType, FlagValue>> = {
  request_1: FLAG_ON,
  request_2: FLAG_OFF,
  request_3: FLAG_OFF,
  photo_video_reminder: FLAG_OFF,
  update_review: FLAG_OFF,
  review_discount: FLAG_ON,
  advocate_reward: FLAG_ON,
  // Nothing goes before the merchant turns the referral offer on; then the invite after a review does.
  referral_invite_review: FLAG_ON,
  referral_invite_order: FLAG_OFF,
};

/** When the first request's clock starts. */
export const REQUEST_TRIGGER_EVENTS = ['fulfilled', 'delivered'] as const;
export type RequestTriggerEvent = (typeof REQUEST_TRIGGER_EVENTS)[number];

/** The review request's schedule as the queue reads it. */
export interface RequestSchedule {
  readonly triggerEvent: RequestTriggerEvent;
  /** Enabled steps in order, each with its delay in days. Step 1 off: no request at all. */
  readonly steps: readonly { readonly step: ReviewRequestStep; readonly days: number }[];
  /** Days after a review without photos that its reminder goes; null: the reminder is off. */
  readonly photoReminderDays: number | null;
}
