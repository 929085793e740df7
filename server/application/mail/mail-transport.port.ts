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
 * Called once the SMTP server holds the whole message but its end (SMTP's final "."): the sender
 * records the send here. `complete` lets the "." go and resolves once it is written; a record
 * awaits it as the last step of its transaction, so the "." leaves just before the commit. Answering true completes the
 * message too; false or a throw breaks it off, so the server discards it. A crash therefore
 * neither loses a recorded e-mail nor delivers an unrecorded one
 * (docs/decisions/0086-mail-recorded-as-it-completes.md).
 */
export type ConfirmSend = (complete: () => Promise<void>) => Promise<boolean>;

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
