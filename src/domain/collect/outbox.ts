/**
 * The outbox (docs/product/collect-mail.md): with no SMTP server configured, the server catches
 * every e-mail it sends on loopback and the admin lists the shop's caught mail at /collect/outbox.
 */

/** Caught mail kept per shop; older mail is dropped as new mail arrives. */
export const CAUGHT_MAILS_KEPT_PER_SHOP = 500;

/** Where the server's mail goes: caught on loopback (no SMTP_URL) or to the configured SMTP server. */
export const MAIL_DELIVERIES = ['caught', 'smtp'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

/** One caught e-mail in the outbox list. */
export interface OutboxMailSummary {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  /** ISO 8601. */
  readonly received_at: string;
}

/** One caught e-mail as it arrived: its parts and every header, in order. */
export interface OutboxMail extends OutboxMailSummary {
  readonly message_id: string;
  readonly from: string;
  readonly html: string;
  readonly text: string;
  readonly headers: readonly { readonly name: string; readonly value: string }[];
}

/** get_outbox_mails: where mail goes, and the shop's caught mail, newest first. */
export interface OutboxPage {
  readonly delivery: MailDelivery;
  readonly mails: readonly OutboxMailSummary[];
}
