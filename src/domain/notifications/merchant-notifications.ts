import { isDeliverableEmail } from '../collect/unsubscribe';
import { addDays, formatIsoDate, toEpochDay, type CalendarDate } from '../dates/calendar-date';
import { zoneCalendar } from '../dates/zoned-calendar';
import { FLAG_ON, isFlagOn, type FlagValue } from '../shop/flag-value';

/**
 * The e-mails the app sends the merchant (docs/product/notifications.md): which events send one,
 * to whom, and when the digest goes.
 */

/** At most this many addresses get the merchant's notifications. */
export const NOTIFICATION_EMAILS_MAX = 5;
/** RFC 5321's limit on a forward path. */
export const NOTIFICATION_EMAIL_MAX_LENGTH = 254;
/** A review of this many stars or fewer is a low rating, as the merchant chooses. */
export const LOW_RATING_THRESHOLDS = [1, 2, 3, 4] as const;
export type LowRatingThreshold = (typeof LOW_RATING_THRESHOLDS)[number];
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/**
 * The notifications the merchant chooses: each has a switch on the page and an unsubscribe link;
 * a review sends at most one of the first three.
 */
export const STOPPABLE_NOTIFICATION_KINDS = ['held_review', 'low_rating', 'new_review', 'new_question', 'digest'] as const;
export type StoppableNotificationKind = (typeof STOPPABLE_NOTIFICATION_KINDS)[number];
/**
 * Service notices: something needs the merchant's attention (a webhook endpoint switched off after
 * a day of failures; the weekly compliance audit's summary, docs/product/compliance-auditor.md#weekly). No switch, no
 * unsubscribe link, no stop: they go to serviceNoticeRecipients.
 */
export const SERVICE_NOTICE_KINDS = ['webhook_disabled', 'compliance_summary'] as const;
export type ServiceNoticeKind = (typeof SERVICE_NOTICE_KINDS)[number];
/** Every kind of notification e-mail. */
export const NOTIFICATION_KINDS = [...STOPPABLE_NOTIFICATION_KINDS, ...SERVICE_NOTICE_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationSettings {
  /** Who gets the notifications: up to five addresses, none when the merchant wants none. */
  readonly notification_emails: readonly string[];
  readonly notify_new_review: FlagValue;
  readonly notify_low_rating: FlagValue;
  /** A review of this many stars or fewer is a low rating. */
  readonly low_rating_threshold: LowRatingThreshold;
  /** A review the hold words kept back (docs/product/collect-manage.md#hold-words). */
  readonly notify_held_review: FlagValue;
  readonly notify_new_question: FlagValue;
  readonly digest_frequency: DigestFrequency;
  /**
   * Kinds an address stopped with the unsubscribe link of one of their e-mails, by address
   * (notificationAddressKey); only listed addresses appear.
   */
  readonly notification_opt_outs: Readonly<Record<string, readonly StoppableNotificationKind[]>>;
}

export type NotificationOptOuts = NotificationSettings['notification_opt_outs'];

/** What a shop that never saved the page gets (its addresses: the shop's own e-mail). */
export const DEFAULT_NOTIFICATION_SWITCHES: Omit<NotificationSettings, 'notification_emails' | 'notification_opt_outs'> = {
  notify_new_review: FLAG_ON,
  notify_low_rating: FLAG_ON,
  low_rating_threshold: 2,
  notify_held_review: FLAG_ON,
  notify_new_question: FLAG_ON,
  digest_frequency: 'weekly',
};

export function isNotificationEmail(text: string): boolean {
  return text.length <= NOTIFICATION_EMAIL_MAX_LENGTH && isDeliverableEmail(text);
}

export function isLowRatingThreshold(value: unknown): value is LowRatingThreshold {
  return LOW_RATING_THRESHOLDS.some((threshold) => threshold === value);
}

export function isDigestFrequency(value: unknown): value is DigestFrequency {
  return DIGEST_FREQUENCIES.some((frequency) => frequency === value);
}

export function isNotificationKind(value: unknown): value is NotificationKind {
  return NOTIFICATION_KINDS.some((kind) => kind === value);
}

export function isStoppableNotificationKind(value: unknown): value is StoppableNotificationKind {
  return STOPPABLE_NOTIFICATION_KINDS.some((kind) => kind === value);
}

export function isServiceNotice(kind: NotificationKind): kind is ServiceNoticeKind {
  return SERVICE_NOTICE_KINDS.some((notice) => notice === kind);
}

/** An address as notifications compare it (sending, unsubscribing): trimmed, lower case. */
export function notificationAddressKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The places (from 0) of the addresses that repeat an earlier one of the list (case ignored). */
export function repeatedNotificationAddresses(emails: readonly string[]): readonly number[] {
  const seen = new Set<string>();
  return emails.flatMap((email, index) => {
    const key = notificationAddressKey(email);
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

/** The addresses as kept: trimmed, blanks dropped, each once (case ignored), first spelling kept. */
export function normalizeNotificationEmails(emails: readonly string[]): readonly string[] {
  const given = emails.map((email) => email.trim()).filter((email) => email !== '');
  const repeated = new Set(repeatedNotificationAddresses(given));
  return given.filter((_, index) => !repeated.has(index));
}

/** Whether the page's switch of `kind` is on (a service notice has none: see notificationGoesTo). */
export function isNotificationOn(settings: NotificationSettings, kind: StoppableNotificationKind): boolean {
  switch (kind) {
    case 'new_review':
      return isFlagOn(settings.notify_new_review);
    case 'low_rating':
      return isFlagOn(settings.notify_low_rating);
    case 'held_review':
      return isFlagOn(settings.notify_held_review);
    case 'new_question':
      return isFlagOn(settings.notify_new_question);
    case 'digest':
      return settings.digest_frequency !== 'off';
  }
}

/** The opt-outs kept: listed addresses only, stoppable kinds only, each once. */
export function normalizeOptOuts(optOuts: Readonly<Record<string, readonly unknown[]>>, emails: readonly string[]): NotificationOptOuts {
  const listed = new Set(emails.map(notificationAddressKey));
  const kept: Record<string, StoppableNotificationKind[]> = {};
  for (const [address, kinds] of Object.entries(optOuts)) {
    const key = notificationAddressKey(address);
    const known = STOPPABLE_NOTIFICATION_KINDS.filter((kind) => kinds.includes(kind));
    if (listed.has(key) && known.length > 0) kept[key] = [...new Set([...(kept[key] ?? []), ...known])];
  }
  return kept;
}

/** The opt-outs with `kind` stopped for `address` (its e-mail's unsubscribe link). */
export function withOptOut(optOuts: NotificationOptOuts, address: string, kind: StoppableNotificationKind): NotificationOptOuts {
  const key = notificationAddressKey(address);
  const kinds = optOuts[key] ?? [];
  return kinds.includes(kind) ? optOuts : { ...optOuts, [key]: [...kinds, kind] };
}

/** A review arriving with this rating is a low rating: at or under the merchant's threshold (the e-mail and the Flow trigger). */
export function isLowRating(settings: Pick<NotificationSettings, 'low_rating_threshold'>, rating: number): boolean {
  return rating <= settings.low_rating_threshold;
}

/**
 * The one e-mail a new review sends: held by a hold word, else a low rating, else a new review;
 * a kind switched off gives way to the next, so a merchant with only "new review" on still hears
 * of a one-star review. Null when none of the three is on.
 */
export function reviewNotificationKind(settings: NotificationSettings, review: { readonly rating: number; readonly heldByHoldWord: boolean }): StoppableNotificationKind | null {
  const candidates: StoppableNotificationKind[] = [];
  if (review.heldByHoldWord) candidates.push('held_review');
  if (isLowRating(settings, review.rating)) candidates.push('low_rating');
  candidates.push('new_review');
  return candidates.find((kind) => isNotificationOn(settings, kind)) ?? null;
}

/** Whether `address` is listed and has not stopped `kind` with an unsubscribe link. */
export function receivesNotification(settings: NotificationSettings, address: string, kind: StoppableNotificationKind): boolean {
  const key = notificationAddressKey(address);
  return settings.notification_emails.some((email) => notificationAddressKey(email) === key) && !(settings.notification_opt_outs[key] ?? []).includes(kind);
}

/**
 * Who gets a service notice: every listed address, whatever it stopped; when none is listed, the
 * shop's own e-mail (`accountEmail`, when it is an address), since a notice cannot be switched off.
 */
export function serviceNoticeRecipients(settings: NotificationSettings, accountEmail: string): readonly string[] {
  if (settings.notification_emails.length > 0) return settings.notification_emails;
  return isNotificationEmail(accountEmail.trim()) ? [accountEmail.trim()] : [];
}

/**
 * Whether a notification of `kind` goes to `address` now, as the worker checks again at send time:
 * a service notice to its recipients; any other kind while switched on, to a listed address that
 * has not stopped it.
 */
export function notificationGoesTo(settings: NotificationSettings, accountEmail: string, address: string, kind: NotificationKind): boolean {
  if (isServiceNotice(kind)) {
    const key = notificationAddressKey(address);
    return serviceNoticeRecipients(settings, accountEmail).some((recipient) => notificationAddressKey(recipient) === key);
  }
  return isNotificationOn(settings, kind) && receivesNotification(settings, address, kind);
}

/** The digest goes out at this hour of the shop's day. */
export const DIGEST_SEND_HOUR = 8;
const MS_PER_HOUR = 3_600_000;
/** Days a digest covers, by its frequency. */
const DIGEST_DAYS: Readonly<Record<Exclude<DigestFrequency, 'off'>, number>> = { daily: 1, weekly: 7 };

export interface DigestPeriod {
  readonly frequency: Exclude<DigestFrequency, 'off'>;
  /** The shop-local day it covers first and the one after its last (ISO dates). */
  readonly from: string;
  readonly to: string;
  /** When it is sent: the first day after the period, at DIGEST_SEND_HOUR, shop time. */
  readonly sendAtMs: number;
  /** The period's covered instants: [startMs, endMs). */
  readonly startMs: number;
  readonly endMs: number;
}

function isMonday(date: CalendarDate): boolean {
  // 1970-01-05 (epoch day 4) was a Monday.
  return (((toEpochDay(date) - 4) % 7) + 7) % 7 === 0;
}

/**
 * The next digest sent at or after `nowMs`: daily, yesterday's figures every morning; weekly, the
 * last Monday-to-Sunday week on Monday morning; in the shop's time zone (UTC when unknown). Null when off.
 */
export function nextDigestPeriod(frequency: DigestFrequency, nowMs: number, timeZone: string): DigestPeriod | null {
  if (frequency === 'off') return null;
  const calendar = zoneCalendar(timeZone) ?? zoneCalendar('UTC');
  if (!calendar) return null;
  const sendAt = (date: CalendarDate) => calendar.startOfDay(date) + DIGEST_SEND_HOUR * MS_PER_HOUR;
  let day = calendar.dateAt(nowMs);
  while ((frequency === 'weekly' && !isMonday(day)) || sendAt(day) < nowMs) day = addDays(day, 1);
  const first = addDays(day, -DIGEST_DAYS[frequency]);
  return {
    frequency,
    from: formatIsoDate(first),
    to: formatIsoDate(day),
    sendAtMs: sendAt(day),
    startMs: calendar.startOfDay(first),
    endMs: calendar.startOfDay(day),
  };
}
