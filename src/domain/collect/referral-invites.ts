import { FLAG_ON, type FlagValue } from '../shop/flag-value';
import { MS_PER_DAY } from '../shared/time';
import { shopifyCustomerId } from '../shop/shopify-ids';
import { type ReferralInviteEmailType, type RequestTriggerEvent } from './collect-emails';
import { withinSendingHours } from './request-queue';
import { isDeliverableEmail } from './unsubscribe';

/**
 * The referral programme's invite e-mail (docs/product/referral-invites.md): after a customer's
 * review or after their order, as the merchant chose, once per customer, only while the referral
 * offer is on and the programme shows in e-mail (/settings/referral_widgets).
 */

const INVITE_KEY_PREFIX = 'referral_invite:';

/** One queue row per customer, whichever moment comes first: the key makes a second invite a no-op. */
export function referralInviteKey(customerId: string): string {
  return `${INVITE_KEY_PREFIX}${customerId}`;
}

/** The Shopify customer an invite's key names, or null for another key. */
export function referralInviteCustomerId(key: string): string | null {
  if (!key.startsWith(INVITE_KEY_PREFIX)) return null;
  const id = key.slice(INVITE_KEY_PREFIX.length);
  return shopifyCustomerId(id);
}

/** What decides whether an invite goes, read from the shop's settings. */
export interface ReferralInviteSwitches {
  /** The referral offer is on and the programme shows in e-mail (showsReferral for the invite placement). */
  readonly shownInEmail: boolean;
  readonly templates: Readonly<Record<ReferralInviteEmailType, { readonly is_enabled: FlagValue; readonly trigger_days: number }>>;
}

export function referralInviteSends(switches: ReferralInviteSwitches, type: ReferralInviteEmailType): boolean {
  return switches.shownInEmail && switches.templates[type].is_enabled === FLAG_ON;
}

export interface ReferralInviteMail {
  readonly key: string;
  readonly type: ReferralInviteEmailType;
  readonly dueMs: number;
}

interface InviteCustomer {
  /** The Shopify customer (numeric id); null when unknown: no link can be made for them. */
  readonly customerId: string | null;
  readonly email: string;
}

/** The invite after a review by a known customer: the template's days after the review, in daytime. */
export function referralInviteAfterReview(
  switches: ReferralInviteSwitches,
  review: InviteCustomer & { readonly atMs: number },
  timeZone: string,
): ReferralInviteMail | null {
  const type = 'referral_invite_review';
  const customerId = shopifyCustomerId(review.customerId);
  if (!referralInviteSends(switches, type) || customerId === null || !isDeliverableEmail(review.email)) return null;
  const dueMs = withinSendingHours(review.atMs + switches.templates[type].trigger_days * MS_PER_DAY, timeZone);
  return { key: referralInviteKey(customerId), type, dueMs };
}

/**
 * The invite after an order: counted from the moment the review request counts from (fulfilment
 * or delivery), plus the template's days, in daytime; an invite whose day has passed goes at the
 * next daytime. Null until that moment is known, for a cancelled order, or an unknown customer.
 */
export function referralInviteAfterOrder(
  switches: ReferralInviteSwitches,
  order: InviteCustomer & { readonly fulfilledAt: Date | null; readonly deliveredAt: Date | null; readonly cancelledAt: Date | null },
  triggerEvent: RequestTriggerEvent,
  timeZone: string,
  nowMs: number,
): ReferralInviteMail | null {
  const type = 'referral_invite_order';
  const customerId = shopifyCustomerId(order.customerId);
  if (!referralInviteSends(switches, type) || order.cancelledAt || customerId === null || !isDeliverableEmail(order.email)) return null;
  const event = triggerEvent === 'delivered' ? order.deliveredAt : order.fulfilledAt;
  if (!event) return null;
  const due = withinSendingHours(event.getTime() + switches.templates[type].trigger_days * MS_PER_DAY, timeZone);
  return { key: referralInviteKey(customerId), type, dueMs: Math.max(due, withinSendingHours(nowMs, timeZone)) };
}
