import { type ConfirmSend, type MailTransport, type OutgoingMail } from '../../application/mail/mail-transport.port';
import { type DkimSettings, NodemailerMailTransport } from './nodemailer-mail-transport';
import { type SmtpCatcher } from './smtp-catcher';

/**
 * With no SMTP_URL: the same nodemailer transport, sending to the loopback catcher
 * (docs/product/collect-mail.md#outbox), so development runs the production path. The catcher
 * starts with the server (start) or, at the latest, with the first mail.
 */
export class DevelopmentCatcherTransport implements MailTransport {
  private transport: Promise<NodemailerMailTransport> | null = null;

  constructor(
    private readonly catcher: SmtpCatcher,
    private readonly dkim: DkimSettings | null,
  ) {}

  /** Starts the catcher; its smtp:// address. */
  async start(): Promise<string> {
    await this.connected();
    return this.catcher.start();
  }

  async send(mail: OutgoingMail, confirm?: ConfirmSend): Promise<void> {
    await (await this.connected()).send(mail, confirm);
  }

  async stop(): Promise<void> {
    const transport = this.transport;
    this.transport = null;
    if (transport) (await transport).close();
    await this.catcher.stop();
  }

  private connected(): Promise<NodemailerMailTransport> {
    this.transport ??= this.catcher.start().then((smtpUrl) => new NodemailerMailTransport({ smtpUrl, dkim: this.dkim, toCatcher: true }));
    return this.transport;
  }
}
