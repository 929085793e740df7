// The loopback SMTP server the benches send mail to (SMTP_URL): it counts each Message-ID, so a
// bench can tell an e-mail sent twice from two e-mails.
import { SMTPServer } from 'smtp-server';
import { freeLoopbackPort, LOOPBACK } from './bench-support';

/** What the loopback SMTP server received: each message's Message-ID, counted. */
export class SmtpSink {
  readonly received = new Map<string, number>();
  readonly byRecipient = new Map<string, number>();
  transactions = 0;
  firstAt = 0;
  lastAt = 0;
  /** Where the benches' servers send (their SMTP_URL), once started. */
  url = '';
  private server: SMTPServer | null = null;

  /** `perMessageDelayMs`: time taken per message, so a kill can land mid-way through a batch. */
  constructor(private readonly perMessageDelayMs = 0) {}


  get accepted(): number {
    let total = 0;
    for (const count of this.received.values()) total += count;
    return total;
  }

  async start(): Promise<number> {
    const port = await freeLoopbackPort();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      size: 1024 * 1024,
      disableReverseLookup: true,
      onData: (stream, session, callback) => {
        let head = '';
        stream.on('data', (chunk: Buffer) => {
          if (head.length < 16_384) head += chunk.toString('latin1');
        });
        stream.on('end', () => {
          const messageId = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? 'missing';
          this.received.set(messageId, (this.received.get(messageId) ?? 0) + 1);
          for (const to of session.envelope.rcptTo) this.byRecipient.set(to.address, (this.byRecipient.get(to.address) ?? 0) + 1);
          this.transactions += 1;
          const now = performance.now();
          if (this.firstAt === 0) this.firstAt = now;
          this.lastAt = now;
          if (this.perMessageDelayMs > 0) setTimeout(callback, this.perMessageDelayMs);
          else callback();
        });
      },
    });
    // A killed sender resets its connections: not the sink's failure.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server?.listen(port, LOOPBACK, resolve));
    this.url = `smtp://${LOOPBACK}:${port}`;
    return port;
  }

  reset(): void {
    this.received.clear();
    this.byRecipient.clear();
    this.transactions = 0;
    this.firstAt = 0;
    this.lastAt = 0;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

