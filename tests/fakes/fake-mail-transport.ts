import { type MailTransport, type OutgoingMail } from '../../server/application/mail/mail-transport.port';

/** Keeps what was sent; `refuseWith` makes the next sends fail as an SMTP server's refusal would. */
export class FakeMailTransport implements MailTransport {
  readonly sent: OutgoingMail[] = [];
  refuseWith: string | null = null;

  send(mail: OutgoingMail): Promise<void> {
    if (this.refuseWith !== null) return Promise.reject(new Error(this.refuseWith));
    this.sent.push(mail);
    return Promise.resolve();
  }
}
