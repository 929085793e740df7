// The loopback SMTP server the benches send mail to (SMTP_URL): it counts each Message-ID, so a
// bench can tell an e-mail sent twice from two e-mails.
import { SMTPServer } from 'smtp-server';
import { freeLoopbackPort, LOOPBACK } from './bench-support';

/** What the loopback SMTP server received: each message's Message-ID, counted. */
export class SmtpSink {
  readonly received = new Map<string, number>();
  transactions = 0;
  firstAt = 0;
  lastAt = 0;
  private server: SMTPServer | null = null;

  async start(): Promise<number> {
    const port = await freeLoopbackPort();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      size: 1024 * 1024,
      onData: (stream, _session, callback) => {
        let head = '';
        stream.on('data', (chunk: Buffer) => {
          if (head.length < 16_384) head += chunk.toString('latin1');
        });
        stream.on('end', () => {
          const messageId = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? 'missing';
          this.received.set(messageId, (this.received.get(messageId) ?? 0) + 1);
          this.transactions += 1;
          const now = performance.now();
          if (this.firstAt === 0) this.firstAt = now;
          this.lastAt = now;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server?.listen(port, LOOPBACK, resolve));
    return port;
  }

  reset(): void {
    this.received.clear();
    this.transactions = 0;
    this.firstAt = 0;
    this.lastAt = 0;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

