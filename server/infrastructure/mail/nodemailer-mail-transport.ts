import { buffer } from 'node:stream/consumers';
import { createTransport } from 'nodemailer';
import DKIM from 'nodemailer/lib/dkim';
import MailComposer from 'nodemailer/lib/mail-composer';
import { listUnsubscribeHeaders } from '../../../src/domain/collect/unsubscribe';
import { type ConfirmSend, type MailTransport, type OutgoingMail, SendNotConfirmed } from '../../application/mail/mail-transport.port';
import { HeldOpenMessage } from './held-open-message';

/** The header naming the shop a mail is for; only mail to the development catcher carries it. */
export const CATCHER_SHOP_HEADER = 'X-Starling-Shop';

/** DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (PEM). */
export interface DkimSettings {
  readonly domainName: string;
  readonly keySelector: string;
  readonly privateKey: string;
}

export interface NodemailerTransportOptions {
  /** smtp:// or smtps:// with user and password when the server wants them (SMTP_URL). */
  readonly smtpUrl: string;
  readonly dkim: DkimSettings | null;
  /** Sending to the development catcher: each mail names its shop in CATCHER_SHOP_HEADER. */
  readonly toCatcher?: boolean;
  /** Open SMTP connections kept in the pool. */
  readonly maxConnections?: number;
  /** How long each SMTP step may wait; {@link SMTP_TIMEOUTS} unless a test shortens them. */
  readonly timeouts?: SmtpTimeouts;
}

export interface SmtpTimeouts {
  /** To open the TCP connection. */
  readonly connectionMs: number;
  /** From the connection to the server's greeting. */
  readonly greetingMs: number;
  /** Of silence from the server at any later step (an answer to a command, or to the message's final "."). */
  readonly socketMs: number;
}

/**
 * An SMTP server that never answers fails the send within these (nodemailer's own defaults wait
 * up to 10 minutes on a silent socket): the e-mail goes back to the queue with its reason and a
 * retry time, and the worker's lane moves on. A lane held past its lease cannot record its e-mail,
 * so it does not go twice (docs/decisions/0080-faults-that-lose-nothing.md).
 */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/** Pooled connections: the request queue's batches reuse them instead of a handshake per mail. */
export const DEFAULT_SMTP_CONNECTIONS = 10;
/** Mails over one connection before the pool opens a fresh one. */
const MESSAGES_PER_CONNECTION = 1000;

/** Message-ID as RFC 5322 writes it: in angle brackets. */
function bracketed(messageId: string): string {
  const bare = messageId.trim().replace(/^<|>$/g, '');
  return `<${bare}>`;
}

/** The option that carries a held-open message through nodemailer to the 'stream' plugin. */
const HELD_OPEN = 'starlingHeldOpen';

/**
 * Mail over SMTP with nodemailer (docs/product/collect-mail.md#sending): pooled connections,
 * the request's stable Message-ID, RFC 8058's one-click unsubscribe headers on marketing mail,
 * and a DKIM signature when a key is configured. Each message is composed and signed here and
 * handed to the pool whole.
 */
export class NodemailerMailTransport implements MailTransport {
  private readonly transporter;
  private readonly dkim: DKIM | null;

  constructor(private readonly options: NodemailerTransportOptions) {
    this.dkim = options.dkim ? new DKIM({ ...options.dkim }) : null;
    this.transporter = createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.maxConnections ?? DEFAULT_SMTP_CONNECTIONS,
      maxMessages: MESSAGES_PER_CONNECTION,
      connectionTimeout: (options.timeouts ?? SMTP_TIMEOUTS).connectionMs,
      greetingTimeout: (options.timeouts ?? SMTP_TIMEOUTS).greetingMs,
      socketTimeout: (options.timeouts ?? SMTP_TIMEOUTS).socketMs,
    });
    // A held-open message replaces nodemailer's own stream of the same bytes, which is drained.
    this.transporter.use('stream', (mail, done) => {
      const held = (mail.data as { [HELD_OPEN]?: HeldOpenMessage })[HELD_OPEN];
      if (held) {
        mail.message.processFunc((own) => {
          own.resume();
          return held.stream();
        });
      }
      done();
    });
  }

  async send(mail: OutgoingMail, confirm?: ConfirmSend): Promise<void> {
    const bytes = await this.compose(mail);
    const envelope = { from: mail.from.address, to: [mail.to] };
    if (!confirm) {
      await this.transporter.sendMail({ envelope, raw: bytes });
      return;
    }
    await this.sendConfirmed(bytes, envelope, confirm);
  }

  /** The message as it goes on the wire, signed when a DKIM key is set. */
  private async compose(mail: OutgoingMail): Promise<Buffer> {
    // A prepared header is written as given: nodemailer folds long ones otherwise, and a folded
    // List-Unsubscribe is one some receivers misread after DKIM relaxed canonicalisation.
    const headers: Record<string, string | { prepared: true; value: string }> = {};
    if (mail.unsubscribeUrl !== undefined) {
      for (const [name, value] of Object.entries(listUnsubscribeHeaders(mail.unsubscribeUrl))) headers[name] = { prepared: true, value };
    }
    if (this.options.toCatcher) headers[CATCHER_SHOP_HEADER] = String(mail.shopId);
    const raw = await new MailComposer({
      from: { name: mail.from.name, address: mail.from.address },
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: bracketed(mail.messageId),
      headers,
    })
      .compile()
      .build();
    return this.dkim ? buffer(this.dkim.sign(raw)) : raw;
  }

  /**
   * `confirm` is called once the server holds the whole message but its final "."; the "." goes
   * when the confirmation calls its `complete` (as the last step of its record, before the commit)
   * or answers true. A false answer or a throw breaks the message off, so the server discards it
   * (docs/decisions/0086-mail-recorded-as-it-completes.md).
   */
  private async sendConfirmed(bytes: Buffer, envelope: { from: string; to: string[] }, confirm: ConfirmSend): Promise<void> {
    const held = new HeldOpenMessage(bytes);
    const sending = this.transporter.sendMail({ envelope, raw: bytes, [HELD_OPEN]: held } as Parameters<typeof this.transporter.sendMail>[0]);
    // A refusal of the envelope, or a lost connection, ends the send before the server has the message.
    await Promise.race([held.withServer, sending]);
    let confirmed: boolean;
    try {
      confirmed = await confirm(() => held.complete());
    } catch (error) {
      held.abort(error instanceof Error ? error : new Error(String(error)));
      await sending.catch(() => undefined);
      throw error;
    }
    if (!confirmed) {
      held.abort(new SendNotConfirmed());
      await sending.catch(() => undefined);
      throw new SendNotConfirmed();
    }
    await held.complete();
    await sending;
  }

  /** Closes the pooled connections. */
  close(): void {
    this.transporter.close();
  }
}
