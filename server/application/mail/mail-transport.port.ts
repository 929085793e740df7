/**
 * Outgoing mail (docs/product/collect.md#sending). One adapter sends over SMTP with nodemailer;
 * with no SMTP_URL the server runs a catcher on loopback and sends to it, so development runs
 * the production path.
 */
export interface OutgoingMail {
  readonly to: string;
  readonly from: { readonly name: string; readonly address: string };
  readonly replyTo?: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /**
   * Stable per request and step (`<key@host>`): a send repeated after a crash is the same message,
   * which mailboxes collapse.
   */
  readonly messageId: string;
  /** Marketing mail: the https one-click address; the transport adds List-Unsubscribe(-Post). */
  readonly unsubscribeUrl?: string;
  /** The shop the mail is for (the catcher files caught mail under it). */
  readonly shopId: number;
}

/**
 * Called once the whole message is with the SMTP server but before it is complete (SMTP's final
 * "."): true lets it through; false or a throw aborts the transaction, so the server discards the
 * message. The queue records the send here, so a crash on either side of this point neither
 * loses nor repeats the e-mail (docs/decisions/0052-collect-mails-are-the-queue.md).
 */
export type ConfirmSend = () => Promise<boolean>;

/** The message was not sent: its confirmation answered false. */
export class SendNotConfirmed extends Error {
  constructor() {
    super('the send was not confirmed');
    this.name = 'SendNotConfirmed';
  }
}

export interface MailTransport {
  /** Resolves once the SMTP server accepted the message; rejects with the server's answer otherwise. */
  send(mail: OutgoingMail, confirm?: ConfirmSend): Promise<void>;
}

/** The one-click unsubscribe address for a customer of a shop (signed; no login). */
export interface UnsubscribeLinks {
  urlFor(shopId: number, email: string): Promise<string>;
}

/** Customers who unsubscribed from a shop's mail: never sent marketing mail again. */
export interface EmailSuppressions {
  isSuppressed(shopId: number, email: string): Promise<boolean>;
}
