import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type OutboxGateway } from '../../application/collect/outbox-gateway.port';
import { TOKENS } from '../../application/tokens';
import { type MailDelivery, type OutboxMail, type OutboxMailSummary } from '../../domain/collect/outbox';

export type OutboxStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** /collect/outbox: the shop's caught mail, and the one opened (docs/product/collect-mail.md#outbox). */
@injectable()
export class OutboxViewModel {
  status: OutboxStatus = 'idle';
  delivery: MailDelivery | null = null;
  mails: readonly OutboxMailSummary[] = [];
  openedId: number | null = null;
  opened: OutboxMail | null = null;
  openStatus: OutboxStatus = 'idle';

  constructor(@inject(TOKENS.OutboxGateway) private readonly gateway: OutboxGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    try {
      const page = await this.gateway.list();
      runInAction(() => {
        this.delivery = page.delivery;
        this.mails = page.mails;
        this.status = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.status = 'failed';
      });
    }
  }

  async open(id: number): Promise<void> {
    this.openedId = id;
    this.openStatus = 'loading';
    try {
      const mail = await this.gateway.get(id);
      runInAction(() => {
        // A later click wins over a slower earlier answer.
        if (this.openedId !== id) return;
        this.opened = mail;
        this.openStatus = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (this.openedId === id) this.openStatus = 'failed';
      });
    }
  }

  close(): void {
    this.openedId = null;
    this.opened = null;
    this.openStatus = 'idle';
  }
}
