import { type MailTransport, type OutgoingMail } from '../../server/application/mail/mail-transport.port';

/** Records every mail instead of sending it; `failNext` makes the next send reject like a refusing server. */
export class FakeMailTransport implements MailTransport {
  readonly sent: OutgoingMail[] = [];
  private failures: Error[] = [];

  /** While set, every send fails with this answer, as a refusing SMTP server's would. */
  refuseWith: string | null = null;

  send(mail: OutgoingMail): Promise<void> {
    if (this.refuseWith !== null) return Promise.reject(new Error(this.refuseWith));
    const failure = this.failures.shift();
    if (failure) return Promise.reject(failure);
    this.sent.push(mail);
    return Promise.resolve();
  }

  failNext(error = new Error('550 mailbox unavailable')): void {
    this.failures.push(error);
  }
}
