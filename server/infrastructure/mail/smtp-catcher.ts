import { type AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { type CaughtMailRepository } from '../../application/mail/caught-mail-repository.port';
import { CATCHER_SHOP_HEADER } from './nodemailer-mail-transport';

/** The largest mail the catcher takes; a review request is far smaller. */
const MAX_MAIL_BYTES = 10 * 1024 * 1024;
const LOOPBACK = '127.0.0.1';

export interface SmtpCatcherOptions {
  readonly keepPerShop: number;
  readonly reportFailure: (error: unknown) => void;
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (address === undefined) return '';
  return (Array.isArray(address) ? address : [address]).map((one) => one.text).join(', ');
}

/** "Name: value" of a raw header line, unfolded. */
function headerOf(line: string): { name: string; value: string } {
  const colon = line.indexOf(':');
  return { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim() };
}

/**
 * The development SMTP server (docs/product/collect-mail.md#outbox): with no SMTP_URL the
 * transport sends here, on loopback, and every mail is stored under the shop its
 * X-Starling-Shop header names, for the admin's outbox. No authentication, no TLS: it listens
 * on 127.0.0.1 on a free port only.
 */
export class SmtpCatcher {
  private server: SMTPServer | null = null;
  private starting: Promise<string> | null = null;

  constructor(
    private readonly caughtMails: CaughtMailRepository,
    private readonly options: SmtpCatcherOptions,
  ) {}

  /** Starts listening once; the smtp:// address the transport sends to. */
  start(): Promise<string> {
    this.starting ??= this.listen();
    return this.starting;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.starting = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private listen(): Promise<string> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      size: MAX_MAIL_BYTES,
      onData: (stream, _session, callback) => {
        this.catchMail(stream).then(
          () => callback(),
          (error: unknown) => {
            this.options.reportFailure(error);
            callback(Object.assign(new Error(error instanceof Error ? error.message : 'the catcher could not keep this mail'), { responseCode: 550 }));
          },
        );
      },
    });
    server.on('error', (error) => this.options.reportFailure(error));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(0, LOOPBACK, () => {
        const { port } = server.server.address() as AddressInfo;
        resolve(`smtp://${LOOPBACK}:${port}`);
      });
    });
  }

  private async catchMail(stream: NodeJS.ReadableStream): Promise<void> {
    const parsed = await simpleParser(stream as Parameters<typeof simpleParser>[0]);
    const headers = parsed.headerLines.map(({ line }) => headerOf(line));
    const shopHeader = headers.find((header) => header.name.toLowerCase() === CATCHER_SHOP_HEADER.toLowerCase());
    const shopId = Number(shopHeader?.value);
    if (!Number.isSafeInteger(shopId) || shopId <= 0) throw new Error(`${CATCHER_SHOP_HEADER}: must name the shop the mail is for`);
    await this.caughtMails.keep(
      {
        shopId,
        messageId: parsed.messageId ?? '',
        from: addressText(parsed.from),
        to: addressText(parsed.to),
        subject: parsed.subject ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        text: parsed.text ?? '',
        // The shop header is ours, not the mail's: the outbox shows what a recipient would get.
        headers: headers.filter((header) => header !== shopHeader),
      },
      this.options.keepPerShop,
    );
  }
}
