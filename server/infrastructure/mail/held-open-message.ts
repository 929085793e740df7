import { Readable } from 'node:stream';

/**
 * A message whose final "." waits for its sender (docs/decisions/0086-mail-recorded-as-it-completes.md).
 *
 * nodemailer's pool asks for the message's stream once a connection is free for it, and reads it
 * only after the server has taken the envelope and opened DATA. The stream gives all its bytes at
 * the first read; a second read means the reader took them and wants more, so they went on
 * towards the socket and the server holds the whole message but its end. Only `complete` ends the
 * stream, which lets nodemailer write the ".". Until then the server keeps an incomplete message,
 * which it drops if the connection breaks.
 */
export class HeldOpenMessage {
  /** Resolves once the server holds the whole message but its final ".". */
  readonly withServer: Promise<void>;
  private markWithServer: () => void = () => undefined;
  private current: Readable | null = null;
  private completed = false;

  constructor(private readonly bytes: Buffer) {
    this.withServer = new Promise((resolve) => {
      this.markWithServer = resolve;
    });
  }

  /** A fresh stream each time the pool asks: a connection lost before DATA sends it again on another. */
  stream(): Readable {
    let given = false;
    const stream = new Readable({
      read: () => {
        if (given) {
          this.markWithServer();
          return;
        }
        given = true;
        stream.push(this.bytes);
      },
    });
    this.current = stream;
    return stream;
  }

  /** Lets the final "." go; repeated calls do nothing. */
  complete(): void {
    if (this.completed) return;
    this.completed = true;
    this.current?.push(null);
  }

  /** Breaks the message off, so the server discards it; after `complete` it is too late and nothing happens. */
  abort(error: Error): void {
    if (this.completed) return;
    this.current?.destroy(error);
  }
}
