import { type ConfirmSend, type MailTransport, type OutgoingMail, SendNotConfirmed } from '../../server/application/mail/mail-transport.port';

/** Records every mail instead of sending it; `failNext` makes the next send reject like a refusing server. */
export class FakeMailTransport implements MailTransport {
  readonly sent: OutgoingMail[] = [];
  /** Per confirmed send: whether the sender's record completed the message before its confirmation answered. */
  readonly completedByTheRecord: boolean[] = [];
  private failures: Error[] = [];
  private failuresAfterConfirm: Error[] = [];

  /** While set, every send fails with this answer, as a refusing SMTP server's would. */
  refuseWith: string | null = null;

  /** As SMTP does it: a refusal comes before the confirmation; an unconfirmed mail is not delivered. */
  async send(mail: OutgoingMail, confirm?: ConfirmSend): Promise<void> {
    if (this.refuseWith !== null) throw new Error(this.refuseWith);
    const failure = this.failures.shift();
    if (failure) throw failure;
    if (confirm) {
      let completed = false;
      const confirmed = await confirm(() => {
        completed = true;
        return Promise.resolve();
      });
      this.completedByTheRecord.push(completed);
      if (!confirmed) throw new SendNotConfirmed();
    }
    const lateFailure = this.failuresAfterConfirm.shift();
    if (lateFailure) throw lateFailure;
    this.sent.push(mail);
  }

  failNext(error = new Error('550 mailbox unavailable')): void {
    this.failures.push(error);
  }

  /** The next send is confirmed (and recorded by the sender), then its SMTP transaction fails: not delivered. */
  failNextAfterConfirm(error = new Error('451 connection lost after the data')): void {
    this.failuresAfterConfirm.push(error);
  }
}
