import { MS_PER_DAY } from '../../../src/domain/shared/time';
import {
  type DigestPeriod,
  isNotificationOn,
  type NotificationKind,
  type NotificationSettings,
  notificationAddressKey,
  receivesNotification,
  reviewNotificationKind,
  serviceNoticeRecipients,
  type StoppableNotificationKind,
} from '../../../src/domain/notifications/merchant-notifications';
import { type NewNotification, type NotificationPayload } from './notification-queue.port';

/** The rows a notification chosen on the page makes: one per listed address that has not stopped it. */
function rowsFor(settings: NotificationSettings, kind: StoppableNotificationKind, subject: string, payload: NotificationPayload, dueAt: Date): readonly NewNotification[] {
  const recipients = settings.notification_emails.filter((recipient) => receivesNotification(settings, recipient, kind));
  return rowsTo(recipients, kind, subject, payload, dueAt);
}

/** One row per address, keyed by kind, subject and address (docs/product/notifications.md#sending). */
function rowsTo(recipients: readonly string[], kind: NotificationKind, subject: string, payload: NotificationPayload, dueAt: Date): readonly NewNotification[] {
  return recipients.map((recipient) => ({
    key: `${kind}:${subject}:${notificationAddressKey(recipient)}`,
    kind,
    recipient: recipient.trim(),
    payload,
    dueAt,
  }));
}

/** A new review's one e-mail (held, low rating or new review, as the settings say), to every address. */
export function reviewNotifications(
  settings: NotificationSettings,
  review: { readonly id: number; readonly rating: number; readonly heldByHoldWord: boolean },
  now: Date,
): readonly NewNotification[] {
  const kind = reviewNotificationKind(settings, review);
  return kind === null ? [] : rowsFor(settings, kind, String(review.id), { reviewId: review.id }, now);
}

/** A new question's e-mail, when switched on. */
export function questionNotifications(settings: NotificationSettings, questionId: number, now: Date): readonly NewNotification[] {
  return isNotificationOn(settings, 'new_question') ? rowsFor(settings, 'new_question', String(questionId), { questionId }, now) : [];
}

/** A period's digest, due at its send time; the key names the period, so queueing it again changes nothing. */
export function digestNotifications(settings: NotificationSettings, period: DigestPeriod): readonly NewNotification[] {
  const payload = { frequency: period.frequency, from: period.from, to: period.to, sendAtMs: period.sendAtMs };
  return rowsFor(settings, 'digest', `${period.frequency}:${period.to}`, payload, new Date(period.sendAtMs));
}

/**
 * The weekly compliance audit's summary (docs/product/compliance-auditor.md#weekly), to
 * serviceNoticeRecipients; the key names the week of `now`, not the run, so two processes that
 * audit one due shop at once (no claim: decision 0076) send the merchant one summary.
 */
export function complianceSummaryNotifications(
  settings: NotificationSettings,
  accountEmail: string,
  audit: { readonly id: number; readonly critical: number; readonly warning: number; readonly info: number },
  now: Date,
): readonly NewNotification[] {
  const payload = { auditId: audit.id, critical: audit.critical, warning: audit.warning, info: audit.info };
  const week = Math.floor(now.getTime() / (7 * MS_PER_DAY));
  return rowsTo(serviceNoticeRecipients(settings, accountEmail), 'compliance_summary', `week-${week}`, payload, now);
}

/**
 * The service notice of a webhook endpoint switched off after a day of failures
 * (docs/product/webhooks.md#switched-off), to serviceNoticeRecipients; the key names the endpoint
 * and when its failures began, so queueing it again for the same switch-off changes nothing.
 */
export function webhookDisabledNotifications(
  settings: NotificationSettings,
  accountEmail: string,
  endpoint: { readonly id: number; readonly url: string },
  failingSince: Date,
  now: Date,
): readonly NewNotification[] {
  const payload = { endpointId: endpoint.id, url: endpoint.url, failingSince: failingSince.toISOString() };
  return rowsTo(serviceNoticeRecipients(settings, accountEmail), 'webhook_disabled', `${endpoint.id}:${failingSince.getTime()}`, payload, now);
}
