import { finished, Readable } from 'node:stream';

/**
 * A message whose final "." waits for its sender (docs/decisions/0086-mail-recorded-as-it-completes.md).
 *
 * nodemailer's pool asks for the message's stream once a connection is free for it, and reads it
 * only after the server has taken the envelope and opened DATA. The stream gives all its bytes at
 * the first read; the reader asking again means it has them, and a turn of the event loop later
 * they have been written to the socket (what the kernel's buffer could not take yet follows within
 * the confirmation's own round trips). Only `complete` ends the stream, which lets nodemailer write
 * the ".". Until then the server keeps an incomplete message, which it drops if the connection breaks.
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
          setImmediate(this.markWithServer);
          return;
        }
        given = true;
        stream.push(this.bytes);
      },
    });
    this.current = stream;
    return stream;
  }

  /**
   * Lets the final "." go, and resolves once it has been written to the socket: a record awaits it
   * as its transaction's last step, so the "." leaves before the COMMIT (a crash between them
   * repeats the e-mail, with its Message-ID, rather than losing it). Repeated calls do nothing more.
   */
  complete(): Promise<void> {
    const stream = this.current;
    if (this.completed || stream === null) return Promise.resolve();
    this.completed = true;
    // Ended, the stream's reader ends nodemailer's data stream, which writes the "." in the ticks
    // that follow; a turn of the event loop later they have all run.
    const written = new Promise<void>((resolve) => finished(stream, () => setImmediate(resolve)));
    stream.push(null);
    return written;
  }

  /** Breaks the message off, so the server discards it; after `complete` it is too late and nothing happens. */
  abort(error: Error): void {
    if (this.completed) return;
    this.current?.destroy(error);
  }
}
