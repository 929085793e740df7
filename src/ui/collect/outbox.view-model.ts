import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ContractClient } from '../../application/http/contract-client.port';
import { TOKENS } from '../../application/tokens';
import { getOutboxMail, getOutboxMails } from '../../contracts/outbox.contract';
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

  constructor(@inject(TOKENS.ContractClient) private readonly client: ContractClient) {
    makeAutoObservable<this, 'client'>(this, { client: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    try {
      const page = await this.client.call(getOutboxMails, {});
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
      const mail = await this.client.call(getOutboxMail, { id });
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
